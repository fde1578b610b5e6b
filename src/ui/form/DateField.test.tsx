import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { DatePickerRequest } from '../../core/dialogs.ts';
import { createI18n } from '../../i18n/index.ts';
import { createDialogService, type DialogStore } from '../../runtime/dialog-service.ts';
import { DialogHost } from '../dialogs/DialogHost.tsx';
import { fakeDialogs, renderForm } from '../../test-support/form-test-support.tsx';

const at = (day: number, hours: number, minutes: number) => new Date(2026, 4, day, hours, minutes);

describe('DateField with time (000 §3 Form field time, 000 §9 Time format)', () => {
  it('[000-3-formfield-25] [000-9-36] asks the picker for a time, shows HH:mm:ss and stores the picked local time', async () => {
    const datePicker = vi.fn(async (_request: DatePickerRequest) => at(20, 17, 45));
    const { dialogs } = fakeDialogs({ datePicker });
    const { onSubmit } = renderForm([{ name: 'pickup', type: 'date', label: 'Pick-up', time: true }], { dialogs });
    const button = await screen.findByRole('button', { name: 'Pick-up' });
    await userEvent.click(button);
    expect(datePicker).toHaveBeenCalledWith(expect.objectContaining({ title: 'Pick-up', time: true }));
    await waitFor(() => expect(button).toHaveTextContent('05/20/2026 17:45:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ pickup: at(20, 17, 45).getTime() });
  });

  it('shows dd/MM/yyyy HH:mm:ss in Italian and gives the stored time back to the picker', async () => {
    const datePicker = vi.fn(async (_request: DatePickerRequest) => undefined);
    const { dialogs } = fakeDialogs({ datePicker });
    const value = at(20, 7, 5).getTime();
    renderForm([{ name: 'd', type: 'date', label: 'Data', time: true, useTimezone: true }], {
      dialogs,
      language: 'it',
      initialData: { d: value },
    });
    const button = await screen.findByRole('button', { name: 'Data' });
    expect(button).toHaveTextContent('20/05/2026 07:05:00');
    await userEvent.click(button);
    expect(datePicker.mock.calls[0]?.[0].value).toEqual(at(20, 7, 5));
  });

  it('[000-5-forms-20] a range end is picked with time, not before its start', async () => {
    const answers = [at(20, 14, 30), at(21, 9, 0)];
    const datePicker = vi.fn(async (_request: DatePickerRequest) => answers.shift());
    const { dialogs } = fakeDialogs({ datePicker });
    const { onSubmit } = renderForm([{ name: 'slot', type: 'date', label: 'Slot', range: true, time: true }], {
      dialogs,
    });
    const from = await screen.findByRole('button', { name: 'Slot From' });
    await userEvent.click(from);
    await waitFor(() => expect(from).toHaveTextContent('05/20/2026 14:30:00'));
    const to = screen.getByRole('button', { name: 'Slot To' });
    await userEvent.click(to);
    expect(datePicker.mock.calls[1]?.[0]).toMatchObject({
      time: true,
      minDate: at(20, 14, 30),
      notBefore: at(20, 14, 30),
    });
    await waitFor(() => expect(to).toHaveTextContent('05/21/2026 09:00:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ slot: { from: at(20, 14, 30).getTime(), to: at(21, 9, 0).getTime() } });
  });

  it('is picked end to end in the real dialog: day, hours, minutes, OK', async () => {
    const service = createDialogService();
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <DialogHost service={service as unknown as DialogStore} />
      </I18nextProvider>,
    );
    const { onSubmit } = renderForm([{ name: 'at', type: 'date', label: 'At', time: true }], {
      dialogs: service,
      initialData: { at: at(20, 8, 0).getTime() },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'At' }));
    const dialog = await screen.findByRole('dialog', { name: 'At' });
    await userEvent.click(within(dialog).getByRole('button', { name: '05/22/2026' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hours' }), '18');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Minutes' }), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'At' })).toHaveTextContent('05/22/2026 18:15:00'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith({ at: at(22, 18, 15).getTime() });
  });
});
