import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Feedback',
  component: DialogStory,
  args: {
    onResult: fn(),
    open: (service) => service.feedback({ title: 'Parcel closed', message: 'The label was sent to the printer.' }),
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ args }) => {
    const ok = await screen.findByRole('button', { name: 'OK' });
    await expect(ok).toHaveFocus();
    await userEvent.click(ok);
    await expect(args.onResult).toHaveBeenCalledOnce();
  },
};

export const Success: Story = {
  args: {
    open: (service) => service.feedback({ title: 'Operation confirmed', status: 'success', confirmLabel: 'Continue' }),
  },
  play: async () => {
    await expect(await screen.findByRole('img', { name: 'Success' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  },
};

/** 000 §8.2: an error shown as a modal when errorMessageView is 'modal'. */
export const ErrorModal: Story = {
  args: {
    open: (service) =>
      service.feedback({
        title: 'Error',
        message: 'Quantities entered do not correspond to the quantities detected.',
        status: 'error',
      }),
  },
  play: async ({ args }) => {
    await expect(await screen.findByRole('alertdialog', { name: 'Error' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledOnce();
  },
};

export const WarningModal: Story = {
  args: {
    open: (service) =>
      service.feedback({ title: 'Warning', message: 'Some items are in another parcel.', status: 'warning' }),
  },
  play: async () => {
    await expect(await screen.findByRole('alertdialog', { name: 'Warning' })).toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { open: (service) => service.feedback({ title: 'Errore', message: 'Errore generico', status: 'error' }) },
  play: async () => {
    await expect(await screen.findByRole('img', { name: 'Errore' })).toBeInTheDocument();
  },
};
