import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

describe('FeedbackDialog (000 §2.18, §8.2)', () => {
  it('[000-2.18-05] should show title, message and one focused OK button that closes it', async () => {
    const { user, opened } = renderHost((s) => s.feedback({ title: 'Parcel closed', message: 'Label printed.' }));
    const { answer } = await opened();
    const dialog = screen.getByRole('dialog', { name: 'Parcel closed' });
    expect(dialog).toHaveTextContent('Label printed.');
    expect(screen.getAllByRole('button').filter((b) => dialog.contains(b))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show an error as an alert dialog with its status and the given label, closed by Escape', async () => {
    const { user, opened } = renderHost((s) =>
      s.feedback({ title: 'Error', message: 'Generic Error', status: 'error', confirmLabel: 'Got it' }),
    );
    const { answer } = await opened();
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeUndefined();
  });
});
