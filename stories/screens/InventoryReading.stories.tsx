import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoDecodedReads, epcOf } from '../support/demo-readings.ts';
import { InventoryStory, inventoryStoryRoute } from '../support/inventory-story.tsx';

/** Six reads: three valid, one not in stock (error), one product with an unknown tag (warning), one invalid tag. */
const reads = demoDecodedReads(6);
/** The inventory expects the three valid items and two that are not read. */
const expected = [epcOf(0), epcOf(1), epcOf(2), 'EXPECTED-NOT-READ-1', 'EXPECTED-NOT-READ-2'];

const meta = {
  title: 'Screens/inventory/reading',
  component: InventoryStory,
  args: {
    screen: 'inventory/reading',
    origin: 'https://station.example.com',
    server: { reads, expected },
    tags: reads.map((read) => read.identifierCode),
  },
} satisfies Meta<typeof InventoryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('[data-tile]') as HTMLElement;

export const ReadAndSend: Story = {
  name: 'Reads, then send reads: the toast, the list cleared and the counters reloaded (001 §2.14, §4.12)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Store inventory' })).toBeInTheDocument();
    await expect(await canvas.findByText('Cyclic count bags and dresses, main stock')).toBeInTheDocument();
    await waitFor(() => expect(tile(canvasElement, 'Expected')).toHaveTextContent('0/5'));
    await expect(tile(canvasElement, 'Missing')).toHaveAttribute('data-tone', 'warning');
    const link = canvas.getByRole('link', { name: 'Control panel (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://controlpanel.example.com/operationlogs/INVENTORY/op-inventory');

    const send = await canvas.findByRole('button', { name: 'Send reads' });
    await userEvent.click(send);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Items added to the inventory')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Send reads' })).toBeNull());
    await waitFor(() => expect(tile(canvasElement, 'Read')).toHaveTextContent('3'), { timeout: 3000 });
    await expect(tile(canvasElement, 'Expected')).toHaveTextContent('3/5');
    await expect(tile(canvasElement, 'Missing')).toHaveTextContent('2');
  },
};

export const UnknownInventory: Story = {
  name: 'An unknown inventory: back to the list, the error shown',
  args: { id: 'no-such-inventory', tags: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Inventory no-such-inventory not found')).toBeInTheDocument();
    await waitFor(() => expect(inventoryStoryRoute.history.at(-1)).toBe('/inventory/INVENTORY'));
  },
};
