import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Toasts',
  component: DialogStory,
  args: {
    onResult: fn(),
    playSound: fn(),
    open: async (service) => {
      service.toast({ status: 'success', title: 'Operation confirmed', description: '12 items moved to Stock' });
      service.toast({ status: 'warning', title: 'Invalid default value "X1" for field Zone' });
      service.toast({ status: 'error', title: 'Error', description: 'Label-printer agent not found' });
      service.toast({ status: 'info', title: 'write tag' });
    },
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByRole('alert')).toHaveTextContent('Label-printer agent not found');
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
    await expect(args.playSound).toHaveBeenNthCalledWith(1, 'success');
    await expect(args.playSound).toHaveBeenNthCalledWith(2, 'error');
    await expect(args.playSound).toHaveBeenNthCalledWith(3, 'error');
    await expect(args.playSound).toHaveBeenCalledTimes(3);
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    const closeButtons = await within(region).findAllByRole('button', { name: 'Close notification' });
    await userEvent.click(closeButtons[2]!);
    await waitFor(() => expect(within(region).queryByRole('alert')).not.toBeInTheDocument());
    await expect(within(region).getAllByRole('status')).toHaveLength(3);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: {
    open: async (service) =>
      service.toast({ status: 'error', title: 'Errore', description: 'Nessuna stampante selezionata' }),
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifiche' });
    await expect(await within(region).findByRole('button', { name: 'Chiudi notifica' })).toBeInTheDocument();
  },
};
