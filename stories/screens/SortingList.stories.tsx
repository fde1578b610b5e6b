import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SortingStory, sortingStoryRoute } from '../support/sorting-story.tsx';

const meta = {
  title: 'Screens/sorting/list',
  component: SortingStory,
  args: { screen: 'sorting/list' },
} satisfies Meta<typeof SortingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenSortings: Story = {
  name: '[001-2.13-03] The open sortings (creation date, status, description): search, open one, or start a new one (001 §2.13)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Sortings (1)' });
    const row = within(list).getByRole('button', { name: /Weekly store replenishment/ });
    await expect(row).toHaveTextContent('20/11/2025');
    await expect(row).toHaveTextContent('Open');
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveFocus();
    await expect(search).toHaveAttribute('placeholder', 'Search sorting');
    await userEvent.type(search, 'nothing');
    await waitFor(() => expect(canvas.getByText('No open sortings')).toBeInTheDocument());
    await userEvent.clear(search);
    await userEvent.click(await canvas.findByRole('button', { name: /Weekly store replenishment/ }));
    await waitFor(() => expect(sortingStoryRoute.history.at(-1)).toBe('/sorting/SORTING/reading'));
  },
};

export const BackToDashboard: Story = {
  name: '[001-2.13-08] Back from the list goes to the dashboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Sortings (1)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(sortingStoryRoute.history.at(-1)).toBe('/'));
  },
};

export const WithoutCreate: Story = {
  name: "Without showCreateButton there is no 'New sorting'",
  args: { options: { showCreateButton: 'false' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Sortings (1)' });
    await expect(canvas.queryByRole('button', { name: 'New sorting' })).not.toBeInTheDocument();
  },
};

export const CreateForm: Story = {
  name: 'The create-sorting form (001 §2.13)',
  args: { screen: 'sorting/create' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Description/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeInTheDocument();
  },
};
