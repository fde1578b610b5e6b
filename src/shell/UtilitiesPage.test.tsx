import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import { UtilitiesPage } from './UtilitiesPage.tsx';

describe('UtilitiesPage (000 §2.10)', () => {
  it("[000-2.10-02] [000-2.10-04] the one tile 'write tag' opens /utilities/write-tag with no workstation and no check", async () => {
    const location = memoryLocation({ path: '/utilities', record: true });
    const dialogs = createDialogService();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <Router hook={location.hook}>
          <UtilitiesPage dialogs={dialogs} />
        </Router>
        <DialogHost service={dialogs} />
      </I18nextProvider>,
    );
    const tile = await screen.findByRole('button', { name: 'write tag' });
    const names = screen
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['Back', 'write tag']);
    await userEvent.click(tile);
    await waitFor(() => expect(location.history.at(-1)).toBe('/utilities/write-tag'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
