import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { emulationHub } from '../../device/emulation-hub.ts';
import { createI18n } from '../../i18n/index.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { WriteTagPage } from './WriteTagPage.tsx';

function renderPage(emulation: boolean) {
  const location = memoryLocation({ path: '/utilities/write-tag', record: true });
  const dialogs = createDialogService();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>
        <WriteTagPage dialogs={dialogs} workstation={undefined} emulation={emulation} />
      </Router>
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { location };
}

const instructions = 'Type or scan the new identifier for this tag, then confirm to write it.';

describe('WriteTagPage (000 §2.11)', () => {
  it('[000-2.11-01] [000-2.11-02] [000-2.11-04] [000-2.11-06] [000-2.11-07] [000-2.11-11] [000-2.11-12] [000-2.11-13] opens with the antenna on, takes emulated reads and asks for the new identifier', async () => {
    renderPage(true);
    expect(await screen.findByRole('heading', { name: 'write tag' })).toBeInTheDocument();
    expect(await screen.findByText('bring an item to antenna')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Antenna on' })).toBeInTheDocument();
    expect(screen.queryByText(instructions)).toBeNull();
    act(() => emulationHub.target()!.emulate([{ epc: 'E2801160600002' }]));
    expect(await screen.findByText('Target EPC: E2801160600002')).toBeInTheDocument();
    expect(screen.getByText(instructions)).toBeInTheDocument();
    const input = screen.getByLabelText('New identifier');
    expect(input).toHaveFocus();
    expect(input.closest('form')).toHaveStyle({ maxWidth: '400px' });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(input, 'ABCD');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('bring an item to antenna')).toBeInTheDocument();
  });

  it('[000-2.11-03] back goes to /utilities', async () => {
    const { location } = renderPage(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(location.history.at(-1)).toBe('/utilities');
  });

  it('[000-4.4-22] [000-4.4-24] a reader that cannot initialise shows why and goes back', async () => {
    const { location } = renderPage(false);
    expect(await screen.findByText('Workstation not set')).toBeInTheDocument();
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/utilities'));
  });
});
