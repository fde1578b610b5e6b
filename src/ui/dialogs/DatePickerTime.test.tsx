import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

const march15 = new Date(2025, 2, 15, 8, 30);

describe('DatePickerDialog with time (000 §2.18, 000 §3 Form field time, 000 §9 Time format)', () => {
  it('[000-9-36] a day tap selects it; hours and minutes are chosen below and OK answers the local date and time', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Pick-up', value: march15, time: true }));
    const { answer } = await opened();
    const dialog = screen.getByRole('dialog', { name: 'Pick-up' });
    expect(dialog).toHaveTextContent('03/15/2025 08:30:00');
    await user.click(screen.getByRole('button', { name: '03/20/2025' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(
      screen.getByRole('button', { name: '03/20/2025' }),
    );
    const time = screen.getByRole('group', { name: 'Time' });
    expect(within(time).getByRole('combobox', { name: 'Hours' })).toHaveValue('8');
    expect(within(within(time).getByRole('combobox', { name: 'Minutes' })).getAllByRole('option')).toHaveLength(60);
    await user.selectOptions(within(time).getByRole('combobox', { name: 'Hours' }), '17');
    await user.selectOptions(within(time).getByRole('combobox', { name: 'Minutes' }), '05');
    expect(dialog).toHaveTextContent('03/20/2025 17:05:00');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await expect(answer).resolves.toEqual(new Date(2025, 2, 20, 17, 5));
  });

  it('is used by keyboard alone: Enter selects the day, Tab reaches hours, minutes and OK', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'At', value: march15, time: true }));
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: '03/15/2025' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Hours' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Minutes' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toEqual(new Date(2025, 2, 16, 8, 30));
  });

  it('shows dd/MM/yyyy HH:mm:ss and Italian labels in Italian', async () => {
    const { opened } = renderHost((s) => s.datePicker({ title: 'Ritiro', value: march15, time: true }), {
      language: 'it',
    });
    await opened();
    expect(screen.getByRole('dialog')).toHaveTextContent('15/03/2025 08:30:00');
    const time = screen.getByRole('group', { name: 'Ora' });
    expect(within(time).getByRole('combobox', { name: 'Ore' })).toBeInTheDocument();
    expect(within(time).getByRole('combobox', { name: 'Minuti' })).toBeInTheDocument();
  });

  it('asks for a day before OK answers when nothing is chosen yet', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'At', time: true }));
    const { answer } = await opened();
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    expect(ok).toHaveAccessibleDescription('Choose a day first');
    await user.click(ok);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBeUndefined();
  });

  it('[000-5-forms-20] refuses a time before notBefore (a range end before its start) until it is fixed', async () => {
    const start = new Date(2025, 2, 15, 14, 30);
    const { user, opened } = renderHost((s) =>
      s.datePicker({ title: 'To', time: true, minDate: start, notBefore: start }),
    );
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: '03/14/2025' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '03/15/2025' }));
    expect(screen.getByRole('combobox', { name: 'Hours' })).toHaveValue('14');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '09');
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(ok).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Choose a time from 03/15/2025 14:30:00 on');
    await user.click(ok);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours' }), '15');
    expect(ok).toHaveAttribute('aria-disabled', 'false');
    await user.click(ok);
    await expect(answer).resolves.toEqual(new Date(2025, 2, 15, 15, 30));
  });
});
