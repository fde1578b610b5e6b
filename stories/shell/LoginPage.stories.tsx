import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginPage } from '../../src/shell/LoginPage.tsx';

const meta = {
  title: 'Shell/Login page',
  component: LoginPage,
  args: { onLogin: fn(() => new Promise<void>(() => {})) },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Redirecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Opening the sign-in page…' })).toBeDisabled();
  },
};

export const AuthenticationFailed: Story = {
  args: { error: 'Authentication failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Authentication failed');
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  },
};
