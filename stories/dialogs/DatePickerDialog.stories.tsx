import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Date picker',
  component: DialogStory,
  args: {
    onResult: fn(),
    open: (service) => service.datePicker({ title: 'Expiry date', value: new Date(2025, 2, 15) }),
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnglishPickADay: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Expiry date' });
    await expect(dialog).toHaveTextContent('03/15/2025');
    await expect(within(dialog).getByRole('button', { name: '03/15/2025' })).toHaveFocus();
    const years = within(within(dialog).getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    await expect(years.map((option) => option.textContent)).toEqual(['2024', '2025', '2026', '2027']);
    await userEvent.click(within(dialog).getByRole('button', { name: '03/21/2025' }));
    await expect(args.onResult).toHaveBeenCalledWith(new Date(2025, 2, 21));
  },
};

export const ItalianFormat: Story = {
  globals: { language: 'it' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('15/03/2025');
    await expect(within(dialog).getByRole('grid', { name: 'marzo 2025' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Mese successivo' })).toBeInTheDocument();
  },
};

export const Clearable: Story = {
  args: {
    open: (service) => service.datePicker({ title: 'Delivery date', value: new Date(2025, 2, 15), clearable: true }),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Clear' }));
    await expect(args.onResult).toHaveBeenCalledWith(null);
  },
};

export const MinAndMaxDates: Story = {
  args: {
    open: (service) =>
      service.datePicker({
        title: 'Production date',
        value: new Date(2025, 2, 15),
        minDate: new Date(2025, 2, 10),
        maxDate: new Date(2025, 2, 25),
      }),
  },
  play: async () => {
    await expect(await screen.findByRole('button', { name: '03/09/2025' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: '03/26/2025' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: '03/15/2025' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowLeft}');
    await expect(screen.getByRole('grid', { name: 'April 2025' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: '04/04/2025' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResult).toHaveBeenCalledWith(new Date(2025, 3, 4));
  },
};

export const NoValueClosed: Story = {
  args: {
    open: (service) =>
      service.datePicker({ title: 'Date', minDate: new Date(2025, 0, 1), maxDate: new Date(2025, 11, 31) }),
  },
  play: async ({ args }) => {
    await expect(await screen.findByText('No date selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onResult).toHaveBeenCalledWith(undefined);
  },
};

export const WithTime: Story = {
  name: 'With time: a day, hours and minutes, then OK',
  args: {
    open: (service) => service.datePicker({ title: 'Pick-up', value: new Date(2025, 2, 15, 8, 30), time: true }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Pick-up' });
    await expect(dialog).toHaveTextContent('03/15/2025 08:30:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '03/21/2025' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    const time = within(dialog).getByRole('group', { name: 'Time' });
    await userEvent.selectOptions(within(time).getByRole('combobox', { name: 'Hours' }), '17');
    await userEvent.selectOptions(within(time).getByRole('combobox', { name: 'Minutes' }), '45');
    await expect(dialog).toHaveTextContent('03/21/2025 17:45:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onResult).toHaveBeenCalledWith(new Date(2025, 2, 21, 17, 45));
  },
};

export const RangeEndBeforeItsStart: Story = {
  name: 'With time: a range end before its start is refused',
  args: {
    open: (service) => {
      const start = new Date(2025, 2, 15, 14, 30);
      return service.datePicker({ title: 'Until', time: true, minDate: start, notBefore: start });
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Until' });
    await userEvent.click(within(dialog).getByRole('button', { name: '03/15/2025' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Hours' }), '09');
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Choose a time from 03/15/2025 14:30:00 on');
  },
};
