import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyTags } from '../../src/test-support/sorting-server.ts';
import { SortingStory } from '../support/sorting-story.tsx';

const meta = {
  title: 'Screens/sorting/reading',
  component: SortingStory,
  args: { screen: 'sorting/reading' },
} satisfies Meta<typeof SortingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const tile = (root: HTMLElement, label: string) => root.querySelector(`[data-tile="${label}"] dd`);

export const SortedItem: Story = {
  name: '[001-3-decoded-04] An item sorted into its group: green panel, picking details, big group label (001 §2.13)',
  args: { tags: [storyTags.sweater] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await waitFor(() => {
      const found = canvasElement.querySelector('[data-widget-id="currentItem"][data-result="ok"]');
      if (!found) throw new Error('no result yet');
      return found;
    });
    await expect(panel).toHaveTextContent('Sorted');
    await expect(canvasElement.querySelector('[data-widget-id="sortingGroup"]')).toHaveTextContent('ST-MIL');
    // The group read's destination, customer name, list and list position.
    const picking = canvasElement.querySelector('[data-widget-id="pickingDisplay"]');
    await expect(picking).toHaveTextContent('Customer 0');
    await expect(picking).toHaveTextContent('L-01');
    await expect(canvas.getByText('Customer 0')).toBeInTheDocument();
    await waitFor(() => expect(tile(canvasElement, 'sorting.counters.readExpected')).toHaveTextContent('2/6'));
    await expect(tile(canvasElement, 'widgets.counters.missing')).toHaveTextContent('4');
  },
};

export const NotInZone: Story = {
  name: 'An item outside the origin zone: red panel with the message (001 §8)',
  args: { tags: [storyTags.quarantined] },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-widget-id="currentItem"]')).toHaveAttribute('data-result', 'error'),
    );
    await expect(canvasElement.querySelector('[data-widget-id="currentItem"]')).toHaveTextContent(
      'Item 1000100 is not in zone Quality quarantine',
    );
    await waitFor(() => expect(tile(canvasElement, 'widgets.counters.unexpected')).toHaveTextContent('1'));
  },
};

export const EpcDisplay: Story = {
  name: 'Without enablePicking the EPC display: EPC, code, serial, custom class',
  args: { tags: [storyTags.sneaker], options: { enablePicking: 'false' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText(storyTags.sneaker)).toBeInTheDocument());
    await expect(canvas.getByText('SN720-NAP-WHT-42')).toBeInTheDocument();
    await expect(canvas.getByText('1000055')).toBeInTheDocument();
  },
};

export const Detail: Story = {
  name: "[001-2.13-34] The detail modal's three levels: groups, a group's products, a product's reads searched by serial (001 §2.13)",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Detail' }));
    const groups = await body.findByRole('list', { name: 'Groups (2)' });
    await userEvent.click(within(groups).getByRole('button', { name: /ST-MIL - Store Milano Montenapoleone/ }));
    const entries = await body.findByRole('list', { name: 'Products (2)' });
    await userEvent.click(within(entries).getAllByRole('button')[0]!);
    const reads = await body.findByRole('list', { name: 'Reads (2)' });
    await expect(reads).toHaveTextContent('operator');
    // Reads are searched by serial (001 §2.13).
    await userEvent.type(within(reads.closest('section')!).getByRole('searchbox'), '1000001');
    await expect(await body.findByRole('list', { name: 'Reads (1)' })).toHaveTextContent('1000001');
    const dialog = body.getByRole('dialog', { name: 'Sorting detail' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Previous level' }));
    await expect(await body.findByRole('list', { name: 'Products (2)' })).toBeInTheDocument();
  },
};

export const HeaderControls: Story = {
  name: '[001-2.13-20] [001-2.13-24] [001-2.13-25] Header: pricing, origin zone and location origin; no Delete without showDeleteButton',
  args: { options: { showDeleteButton: 'false', enableCheckZone: 'true' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Pricing' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Origin zone' })).toHaveTextContent('Main stock (WH-LOM-STOCK)');
    await expect(canvas.getByRole('combobox', { name: 'Location origin' })).toBeInTheDocument();
    await expect(canvas.getByText('Choose the location origin to start reading')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Partial confirm' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  },
};
