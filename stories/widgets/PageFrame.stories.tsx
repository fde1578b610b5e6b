import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PageFrame } from '../../src/ui/frame/PageFrame.tsx';

const meta = {
  title: 'Widgets/page frame',
  component: PageFrame,
  args: {
    title: 'Inbound from supplier',
    onBack: fn(),
    children: <p className="text-neutral-400">Main region</p>,
  },
} satisfies Meta<typeof PageFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HeaderWithBack: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Inbound from supplier' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const DetailsOnTopAndSidebar: Story = {
  args: {
    details: <p>Zone: Sales floor</p>,
    sidebar: <p>Counters</p>,
    actions: <button className="rounded-xl bg-brand px-4 py-2 font-semibold text-neutral-950">Confirm</button>,
  },
};

export const DetailsInSidebar: Story = { args: { details: <p>Four detail fields</p>, detailsInSidebar: true } };

export const LoadingOverlay: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading data');
  },
};

export const WithoutBack: Story = { args: { onBack: undefined }, globals: { language: 'it' } };
