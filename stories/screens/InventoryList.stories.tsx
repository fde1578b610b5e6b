import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InventoryStory, inventoryStoryRoute } from '../support/inventory-story.tsx';

const meta = {
  title: 'Screens/inventory/list',
  component: InventoryStory,
  args: { screen: 'inventory/list' },
} satisfies Meta<typeof InventoryStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inventories: Story = {
  name: 'The open inventories of the place: search, then open one (001 §2.14)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Store inventory' })).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Inventories (2)' });
    const first = within(list).getByRole('button', { name: /Cyclic count bags and dresses, main stock/ });
    await expect(first).toHaveTextContent('Open');
    await expect(first).toHaveTextContent('12/06/2025');
    await expect(within(list).getByRole('button', { name: /Quarantine check/ })).toHaveTextContent('Populating');

    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'quarantine');
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Inventories (1)' })).toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: /Quarantine check/ }));
    await waitFor(() => expect(inventoryStoryRoute.history.at(-1)).toBe('/inventory/INVENTORY/start/inv-lom-02'));
  },
};

export const LoadError: Story = {
  name: 'The list cannot load: the error shows and the list is empty',
  args: { server: { failing: { 'api/v1/inventories': 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('api/v1/inventories failed')).toBeInTheDocument();
    await expect(await canvas.findByText('No open inventories at this place')).toBeInTheDocument();
  },
};
