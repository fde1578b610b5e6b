import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/PIN',
  component: DialogStory,
  args: { onResult: fn(), open: (service) => service.pin() },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForceAssociation: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Enter the pin to force association' });
    const input = screen.getByLabelText('PIN');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '40x21');
    await expect(input).toHaveValue('4021');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(args.onResult).toHaveBeenCalledWith('4021');
  },
};

export const CustomTitleClosed: Story = {
  args: { open: (service) => service.pin({ title: 'Supervisor PIN' }) },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Supervisor PIN' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onResult).toHaveBeenCalledWith(undefined);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: "Inserisci il PIN per forzare l'associazione" }),
    ).toBeInTheDocument();
  },
};
