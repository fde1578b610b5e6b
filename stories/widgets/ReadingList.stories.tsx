import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoExpectedProducts, demoQcLookups, demoReadingsScreen } from '../support/demo-readings.ts';
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
    await userEvent.click(canvas.getByText('KN210-MER-NAV-L / MER / L / NAV'));
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

const qcChips = [
  {
    field: 'qcStatus',
    label: 'readings.kindFields.qcStatus',
    values: { LOADING: { label: 'readings.qcValues.LOADING' }, OK: { tone: 'ok' }, KO: { tone: 'error' } },
  },
];

export const QcStatusUpdatedInPlace: Story = {
  name: 'A kind field updated after listing: QC status LOADING, then OK / KO (002 §5)',
  args: {
    ports: storyPorts(),
    readings: () => {
      const readings = demoReadingsScreen();
      demoQcLookups(readings.pipeline);
      return readings;
    },
    nodes: [{ widget: 'reading-list', props: { mode: 'item', kindChips: qcChips } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('loading')).length).toBeGreaterThan(0);
    await expect(await canvas.findAllByText('OK', {}, { timeout: 3000 })).not.toHaveLength(0);
    await expect(canvas.getAllByText('KO').length).toBeGreaterThan(0);
  },
};

export const TwoListsByFilter: Story = {
  name: 'Two lists of one screen: ok items and the others, by filter',
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen(),
    nodes: [
      { widget: 'reading-list', props: { mode: 'item', filter: { statuses: ['valid'] } } },
      { widget: 'reading-list', props: { mode: 'item', filter: { statuses: ['error', 'warning', 'ignored'] } } },
    ],
  },
  play: async ({ canvasElement }) => {
    const [ok, others] = await within(canvasElement).findAllByRole('list', { name: 'Readings' });
    const statuses = (list: HTMLElement) =>
      [...list.querySelectorAll('[data-status]')].map((row) => row.getAttribute('data-status'));
    await expect(await within(others!).findByText('invalid tag')).toBeInTheDocument();
    await expect(statuses(ok!)).toEqual(['valid', 'valid', 'valid']);
    await expect(statuses(others!)).toEqual(['error', 'warning', 'ignored']);
  },
};

export const ExpectedProducts: Story = {
  name: 'Expected products, read or not: detected/expected in checklist colours (000 §4.7)',
  args: {
    ports: storyPorts(),
    readings: () => {
      const readings = demoReadingsScreen({ displayMode: 'groupedByProduct' });
      readings.pipeline.setExpected(demoExpectedProducts);
      return readings;
    },
    nodes: [{ widget: 'reading-list' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const unread = (await canvas.findByText('JK900-WOO-GRY-S')).closest('[data-row]') as HTMLElement;
    await expect(within(unread).getByLabelText('detected/expected')).toHaveTextContent('0/2');
    const shirt = canvas.getByText('SH305-OXF-WHT-M').closest('[data-row]') as HTMLElement;
    await expect(await within(shirt).findByText('3/3')).toHaveAttribute('data-colour', 'green');
  },
};
