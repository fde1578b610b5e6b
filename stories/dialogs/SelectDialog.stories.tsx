import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { SelectOption } from '../../src/runtime/dialog-service.types.ts';
import { DialogStory } from './dialog-story.tsx';

const zones: SelectOption[] = [
  { value: 'rcv', label: 'Receiving', secondaryLabel: 'WH-MILANO' },
  { value: 'stk', label: 'Stock', secondaryLabel: 'WH-MILANO' },
  { value: 'shp', label: 'Shipping bay', secondaryLabel: 'WH-MILANO' },
  { value: 'ret', label: 'Returns', secondaryLabel: 'ST-ROMA' },
  { value: 'qc', label: 'Quality control', secondaryLabel: 'ST-ROMA' },
  { value: 'lng', label: 'Mezzanine floor, aisle 14, rack B (seasonal overflow)', secondaryLabel: 'ST-ROMA' },
];

const meta = {
  title: 'Dialogs/Select',
  component: DialogStory,
  args: { onResult: fn(), open: (service) => service.select({ title: 'Zone', options: zones }) },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleTapAnswers: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Zone' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Select search' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stock' }));
    await expect(args.onResult).toHaveBeenCalledWith(['stk']);
  },
};

export const FilterAndNoResult: Story = {
  play: async () => {
    const filter = await screen.findByRole('searchbox', { name: 'Select search' });
    await userEvent.type(filter, 'roma');
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(filter, 'zzz');
    await expect(screen.getByText('No result')).toBeInTheDocument();
  },
};

export const ThreeColumnsWithLongLabel: Story = {
  args: { open: (service) => service.select({ title: 'Zone', options: zones, columns: 3, selected: ['qc'] }) },
  play: async () => {
    await expect(await screen.findByRole('list')).toHaveClass('grid-cols-3');
    await expect(screen.getByRole('button', { name: 'Quality control' })).toHaveAttribute('aria-current', 'true');
    await expect(screen.getByRole('button', { name: /^Mezzanine/ })).toHaveStyle({ fontSize: '16px' });
  },
};

export const MultiSelectSave: Story = {
  args: {
    open: (service) =>
      service.select({ title: 'Zones', options: zones, multiple: true, columns: 2, selected: ['ret'] }),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Receiving' }));
    await userEvent.click(screen.getByRole('button', { name: 'Returns' }));
    await userEvent.click(screen.getByRole('button', { name: 'Quality control' }));
    await expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(args.onResult).toHaveBeenCalledWith(['rcv', 'qc']);
  },
};

export const MultiSelectCancel: Story = {
  args: { open: (service) => service.select({ title: 'Zones', options: zones, multiple: true }) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stock' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onResult).toHaveBeenCalledWith(undefined);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { open: (service) => service.select({ title: 'Zone', options: zones, multiple: true }) },
  play: async () => {
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Cerca' }), 'zzz');
    await expect(screen.getByText('Nessun risultato')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Salva' })).toBeInTheDocument();
  },
};
