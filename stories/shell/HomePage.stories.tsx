import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomePage } from '../../src/shell/HomePage.tsx';
import { parseLoggedUser } from '../../src/core/logged-user.ts';

const operator = parseLoggedUser({
  id: 'u-operator',
  username: 'operator',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@example.com',
  capabilities: ['Operation.Inbound.perform'],
  userPlaces: [
    { id: 'p1', code: 'WH-MILANO', description: 'Central warehouse Milano' },
    { id: 'p2', code: 'ST-ROMA', description: 'Store Roma Via del Corso' },
  ],
});

const meta = {
  title: 'Shell/Home page',
  component: HomePage,
  args: { user: operator, onSignOut: fn() },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Operator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mario Rossi' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const NewcomerWithoutPlaces: Story = {
  args: { user: parseLoggedUser({ id: 'u-new', username: 'newcomer', name: 'Luca', surname: 'Verdi' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No places assigned')).toBeInTheDocument();
  },
};

export const UsernameOnly: Story = {
  args: { user: parseLoggedUser({ id: 'u-guest', username: 'guest' }) },
  globals: { language: 'it' },
};
