import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { fakeLookups } from '../../test-support/form-test-support.tsx';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { lendFormServices } from './dialog-form-services.ts';
import type { FormServices } from './form-services.ts';

const schema = [
  { name: 'carrier', type: 'text', label: { en: 'Carrier', it: 'Vettore' } },
  { name: 'note', type: 'text', label: 'Note', required: false },
];

function setup({ language = 'en', lend = true }: { language?: 'en' | 'it'; lend?: boolean } = {}) {
  const dialogs = createDialogService();
  const services: FormServices = {
    lookups: fakeLookups().lookups,
    dialogs,
    placeholders: { placeId: 'P1', place: undefined },
    operationId: 'OP1',
    formContext: 'read',
  };
  if (lend) lendFormServices(dialogs, services);
  const i18n = createI18n(language);
  let answer: Promise<Record<string, unknown> | undefined> | undefined;
  const open = (request: Partial<Parameters<typeof dialogs.form>[0]> = {}) =>
    (answer = dialogs.form({ title: i18n.t('dialogs.confirm'), formSchema: schema, ...request }));
  const view = render(
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => void open()}>
        Open
      </button>
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  const user = userEvent.setup();
  const opened = async () => {
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await act(async () => {});
    return { answer: answer! };
  };
  return { ...view, dialogs, user, opened, open, i18n };
}

describe('dialogs.form(): an operation form in a modal', () => {
  it('focuses the first field, refuses a missing required field, answers the data and gives the focus back', async () => {
    const { user, opened } = setup();
    const { answer } = await opened();
    expect(await screen.findByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
    const carrier = await screen.findByRole('textbox', { name: /Carrier/ });
    await waitFor(() => expect(carrier).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findAllByText('Field Carrier is required')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
    await user.type(carrier, 'DHL');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toEqual({ carrier: 'DHL' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('Escape cancels with undefined', async () => {
    const { user, opened } = setup();
    const { answer } = await opened();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Carrier/ })).toHaveFocus());
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeUndefined();
  });

  it("(001 §2.15) the required-fields modal: initial data, 'update and confirm' and 'back' (it)", async () => {
    const { user, open, i18n } = setup({ language: 'it' });
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = open({
        title: 'Campi obbligatori',
        initialData: { carrier: 'UPS' },
        submitLabel: i18n.t('dialogs.updateAndConfirm'),
        cancelLabel: i18n.t('dialogs.back'),
      });
    });
    expect(await screen.findByRole('textbox', { name: /Vettore/ })).toHaveValue('UPS');
    expect(screen.getByRole('button', { name: 'Aggiorna e conferma' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    await expect(answer).resolves.toBeUndefined();
  });

  it('with no screen lending form services it says so and only closes', async () => {
    const { user, opened } = setup({ lend: false });
    const { answer } = await opened();
    expect(await screen.findByRole('alert')).toHaveTextContent('This form cannot be shown here');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBeUndefined();
  });
});
