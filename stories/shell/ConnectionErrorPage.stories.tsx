import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConnectionErrorPage } from '../../src/shell/ConnectionErrorPage.tsx';

const meta = {
  title: 'Shell/Connection error page',
  component: ConnectionErrorPage,
  args: { onRetry: fn() },
} satisfies Meta<typeof ConnectionErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Connection error' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Italian: Story = { globals: { language: 'it' } };
