import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Post-confirm question',
  component: DialogStory,
  args: { onResult: fn(), open: (service) => service.postConfirmQuestion() },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yes: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};

export const No: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async () => {
    await screen.findByRole('dialog', { name: "Operazione completata. Eseguire un'altra operazione?" });
    await expect(screen.getByRole('button', { name: 'Sì' })).toBeInTheDocument();
  },
};
