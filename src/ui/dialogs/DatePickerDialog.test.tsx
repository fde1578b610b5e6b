import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHost } from '../../test-support/dialog-test-utils.tsx';

const march15 = new Date(2025, 2, 15);

describe('DatePickerDialog (000 §2.18)', () => {
  it('[000-2.18-19] should show MM/dd/yyyy in English, focus the chosen day and answer a tapped day', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Expiry date', value: march15 }));
    const { answer } = await opened();
    const dialog = screen.getByRole('dialog', { name: 'Expiry date' });
    expect(dialog).toHaveTextContent('03/15/2025');
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { selected: true })).toContainElement(
      screen.getByRole('button', { name: '03/15/2025' }),
    );
    expect(screen.getByRole('button', { name: '03/15/2025' })).toHaveFocus();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Su');
    await user.click(screen.getByRole('button', { name: '03/20/2025' }));
    await expect(answer).resolves.toEqual(new Date(2025, 2, 20));
  });

  it('[000-2.18-18] should show dd/MM/yyyy and Monday first in Italian', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Data', value: march15 }), { language: 'it' });
    const { answer } = await opened();
    expect(screen.getByRole('dialog')).toHaveTextContent('15/03/2025');
    expect(screen.getByRole('grid', { name: 'marzo 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('lu');
    await user.click(screen.getByRole('button', { name: '01/03/2025' }));
    await expect(answer).resolves.toEqual(new Date(2025, 2, 1));
  });

  it('[000-2.18-20] should answer null on Clear', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Date', value: march15, clearable: true }));
    const { answer } = await opened();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await expect(answer).resolves.toBeNull();
  });

  it('should say no date is chosen and have no Clear unless clearable', async () => {
    const { opened } = renderHost((s) => s.datePicker({ title: 'Other' }));
    await opened();
    expect(screen.getByText('No date selected')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('should answer undefined on Close and on Escape', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Date', value: march15 }));
    const first = await opened();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expect(first.answer).resolves.toBeUndefined();
    const second = await opened();
    await user.keyboard('{Escape}');
    await expect(second.answer).resolves.toBeUndefined();
  });

  it('[000-2.18-21] should offer 4 years in the year dropdown and move to the chosen year', async () => {
    const { user, opened } = renderHost((s) => s.datePicker({ title: 'Date', value: march15 }));
    await opened();
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2025', '2026', '2027']);
    await user.selectOptions(year, '2026');
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument();
  });

  it('should disable the days outside min and max and stop the months at the bounds', async () => {
    const { user, opened } = renderHost((s) =>
      s.datePicker({ title: 'Date', value: march15, minDate: new Date(2025, 2, 10), maxDate: new Date(2025, 3, 5) }),
    );
    const { answer } = await opened();
    expect(screen.getByRole('button', { name: '03/09/2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '03/10/2025' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'March 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '04/06/2025' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '04/06/2025' }));
    await user.click(screen.getByRole('button', { name: '04/05/2025' }));
    await expect(answer).resolves.toEqual(new Date(2025, 3, 5));
  });

  it('should move the focused day with the arrow keys, across months, within the bounds', async () => {
    const { user, opened } = renderHost((s) =>
      s.datePicker({ title: 'Date', value: new Date(2025, 2, 30), minDate: new Date(2025, 2, 29) }),
    );
    const { answer } = await opened();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: '03/31/2025' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '04/07/2025' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: '03/29/2025' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('button', { name: '04/29/2025' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toEqual(new Date(2025, 3, 29));
  });
});
