import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { UserInfoDialog } from '../../src/shell/panel/UserInfoDialog.tsx';
import { DialogBackdrop, storyAdmin, storyOperator } from './panel-story.tsx';

const meta = {
  title: 'Shell/User info dialog',
  component: UserInfoDialog,
  decorators: [
    (Story) => (
      <DialogBackdrop>
        <Story />
      </DialogBackdrop>
    ),
  ],
  args: { user: storyOperator, loggedUserId: 'u-operator', onLogout: fn(), onClose: fn() },
} satisfies Meta<typeof UserInfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnUser: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'User info' });
    await expect(dialog).toHaveTextContent('Warehouse Lombardia - Store Milano');
    await expect(dialog).toHaveTextContent('MROSSI');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const AdminViewedByAnother: Story = {
  args: { user: storyAdmin },
  play: async () => {
    const chips = within(await screen.findByRole('list', { name: 'Roles' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual(['Admin', 'Supervisor']);
    await expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Informazioni utente' })).toHaveTextContent(
      'Username AS400',
    );
  },
};
