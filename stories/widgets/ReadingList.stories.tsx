import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoReadingsScreen } from '../support/demo-readings.ts';
import { ReadingsWidgetScreen } from '../support/ReadingsWidgetScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

const meta = { title: 'Widgets/reading-list', component: ReadingsWidgetScreen } satisfies Meta<
  typeof ReadingsWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ItemRows: Story = {
  name: 'Item rows: error first, decode result colours (000 §2.15, §4.6)',
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen(),
    nodes: [{ widget: 'reading-list', props: { mode: 'item' } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Readings' });
    await expect(await within(list).findAllByText('invalid tag')).toHaveLength(1);
    await expect(within(list).getByText('unknown tag')).toBeInTheDocument();
    await expect(within(list).getAllByText('WH-LOM - WH-LOM-STOCK').length).toBeGreaterThan(0);
    await expect(within(list).getByText('item not in stock')).toBeInTheDocument();
  },
};

export const GroupedByProduct: Story = {
  name: 'Product rows with Error (n) badges, opening the product items modal (000 §2.15, §2.17)',
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen({ displayMode: 'groupedByProduct', removeMode: 'sku' }),
    nodes: [{ widget: 'reading-list' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error (1)')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('KN210-MER-NAV-L'));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByText('Delete all')).toBeInTheDocument();
  },
};

export const EmptyList: Story = {
  name: "Empty list: 'list empty' (000 §2.15)",
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen(),
    filled: false,
    nodes: [{ widget: 'reading-list' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('list empty')).toBeInTheDocument();
  },
};
