import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { RestoreSessionDialog } from '../../src/ui/dialogs/RestoreSessionDialog.tsx';

const meta = {
  title: 'Dialogs/Restore session',
  component: RestoreSessionDialog,
  // The dialog opens over the dashboard as the station starts; it renders in a portal, so the canvas holds the page.
  render: (args) => (
    <main className="p-6 text-neutral-300">
      <p>Dashboard</p>
      <RestoreSessionDialog {...args} />
    </main>
  ),
  args: {
    onResolve: fn(),
    session: {
      id: 's1',
      userId: 'u1',
      workstationId: 'ws1',
      operationCode: 'ITEM-LIST',
      description: 'Item list',
      route: '/simple-item-list/ITEM-LIST/reading',
      navigation: {},
      readCount: 2000,
      startedAt: Date.UTC(2026, 10, 27, 8, 0),
      updatedAt: Date.UTC(2026, 10, 27, 8, 41),
    },
  },
} satisfies Meta<typeof RestoreSessionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadsLeftOnTheScreen: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Unfinished reading session' });
    await expect(screen.getByText(/2000 reads/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    await expect(args.onResolve).toHaveBeenCalledWith('restore');
  },
};

export const ConfirmUnderWay: Story = {
  args: {
    session: {
      ...meta.args.session,
      readCount: 40,
      confirm: { idempotencyKey: 'key-1', fingerprint: 'f', payload: { itemIds: [] } },
    },
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Unfinished reading session' });
    await expect(screen.getByText(/A confirm was under way/)).toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Sessione di lettura non conclusa' })).toBeInTheDocument();
  },
};
