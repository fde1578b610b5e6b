import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Confirm',
  component: DialogStory,
  args: {
    onResult: fn(),
    open: (service) => service.confirm({ title: 'Close the parcel?', message: 'Parcel 0042 has 12 items.' }),
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Close the parcel?' });
    await expect(dialog).toHaveTextContent('Parcel 0042 has 12 items.');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    await expect(args.onResult).toHaveBeenCalledWith(true);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const CustomLabelsCancelled: Story = {
  args: {
    open: (service) =>
      service.confirm({ title: 'Leave the operation?', confirmLabel: 'Leave', cancelLabel: 'Stay here' }),
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stay here' }));
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};

export const WithProductDetail: Story = {
  args: {
    open: (service) =>
      service.confirm({
        title: 'Force the association?',
        message: 'The tag belongs to another product.',
        productDetail: { productCode: 'SKU-00981' },
      }),
    renderProductDetail: (detail) => (
      <article aria-label="Product" className="rounded-xl bg-neutral-800 p-4">
        <p className="font-semibold">{detail.productCode}</p>
        <p className="text-neutral-400">Cotton t-shirt · Black · M</p>
      </article>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('article', { name: 'Product' })).toHaveTextContent('SKU-00981');
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { open: (service) => service.confirm({ title: 'Chiudere il collo?' }) },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Conferma' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};

export const QueuedDialogs: Story = {
  args: {
    open: async (service) => {
      const first = service.confirm({ title: 'First in line' });
      const second = service.feedback({ title: 'Second in line' });
      const [confirmed] = await Promise.all([first, second]);
      return confirmed;
    },
  },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByRole('dialog', { name: 'Second in line' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};
