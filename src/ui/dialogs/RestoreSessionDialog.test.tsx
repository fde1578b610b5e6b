import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import { createI18n } from '../../i18n/index.ts';
import { RestoreSessionDialog } from './RestoreSessionDialog.tsx';

const session: DurableSessionHeader = {
  id: 's1',
  userId: 'u1',
  workstationId: 'ws1',
  operationCode: 'ITEM-LIST',
  description: 'Item list',
  route: '/simple-item-list/ITEM-LIST/reading',
  navigation: {},
  readCount: 2000,
  startedAt: new Date(2026, 10, 27, 9, 0, 0).getTime(),
  updatedAt: new Date(2026, 10, 27, 9, 41, 5).getTime(),
};

function renderDialog(header: DurableSessionHeader, language: 'en' | 'it' = 'en') {
  const onResolve = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <RestoreSessionDialog session={header} onResolve={onResolve} />
    </I18nextProvider>,
  );
  return { onResolve, user: userEvent.setup() };
}

describe('RestoreSessionDialog', () => {
  it('should say what was left, focus Restore, and answer each choice', async () => {
    const { onResolve, user } = renderDialog(session);
    const dialog = screen.getByRole('dialog', { name: 'Unfinished reading session' });
    expect(dialog).toHaveTextContent('Item list');
    expect(dialog).toHaveTextContent('2000 reads, last changed 27/11/2026 09:41:05');
    expect(dialog).not.toHaveTextContent('A confirm was under way');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Restore' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onResolve).toHaveBeenLastCalledWith('discard');
    await user.keyboard('{Escape}');
    expect(onResolve).toHaveBeenLastCalledWith('later');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onResolve).toHaveBeenLastCalledWith('restore');
  });

  it('should say a confirm was under way, in Italian too', () => {
    renderDialog({ ...session, readCount: 1, confirm: { idempotencyKey: 'k', fingerprint: 'f', payload: {} } }, 'it');
    const dialog = screen.getByRole('dialog', { name: 'Sessione di lettura non conclusa' });
    expect(dialog).toHaveTextContent('1 lettura, ultima modifica 27/11/2026 09:41:05');
    expect(dialog).toHaveTextContent('Era in corso una conferma');
    expect(screen.getByRole('button', { name: 'Ripristina' })).toBeInTheDocument();
  });
});
