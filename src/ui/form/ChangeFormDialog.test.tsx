import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { parseFormSchema } from '../../core/forms/parse-form-schema.ts';
import { createI18n } from '../../i18n/index.ts';
import { ChangeFormDialog } from './ChangeFormDialog.tsx';
import { fakeDialogs, fakeLookups } from '../../test-support/form-test-support.tsx';

function renderDialog() {
  const { fields } = parseFormSchema([{ name: 'ddt', type: 'text', label: 'Delivery note' }]);
  const handlers = { onSave: vi.fn(), onCancel: vi.fn(), onClose: vi.fn() };
  const { dialogs, toasts } = fakeDialogs();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <ChangeFormDialog
        fields={fields}
        data={{ ddt: 'DDT-1' }}
        services={{
          lookups: fakeLookups().lookups,
          dialogs,
          placeholders: { placeId: undefined, place: undefined },
          operationId: '7',
          formContext: 'read',
        }}
        {...handlers}
      />
    </I18nextProvider>,
  );
  return { ...handlers, toasts };
}

describe('ChangeFormDialog (000 §2.14)', () => {
  it('[000-2.14-06] [000-2.14-10] [000-9-31] saves a valid change and closes 500 ms later', async () => {
    const { onSave, onClose } = renderDialog();
    const input = await screen.findByRole('textbox', { name: /Delivery note/ });
    await userEvent.clear(input);
    await userEvent.type(input, 'DDT-2');
    const saved = Date.now();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ddt: 'DDT-2' });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(450);
  });

  it('[000-2.14-11] refuses a change that fails validation', async () => {
    const { onSave, toasts } = renderDialog();
    await userEvent.clear(await screen.findByRole('textbox', { name: /Delivery note/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(toasts).toHaveBeenCalledWith({ status: 'error', title: 'Field Delivery note is required' });
  });

  it('[000-2.14-09] Cancel hands back to the host, which restores the initial data', async () => {
    const { onCancel } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
