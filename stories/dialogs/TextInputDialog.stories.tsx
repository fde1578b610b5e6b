import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const meta = {
  title: 'Dialogs/Text input',
  component: DialogStory,
  args: {
    onResult: fn(),
    open: (service) => service.textInput({ title: 'Save to list', label: 'Insert emulation name' }),
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnterConfirms: Story = {
  play: async ({ args }) => {
    const input = await screen.findByRole('textbox', { name: 'Insert emulation name' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Pallet 7{Enter}');
    await expect(args.onResult).toHaveBeenCalledWith('Pallet 7');
  },
};

export const EmptyConfirmIgnored: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByRole('textbox'), '  {Enter}');
    await expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const WithInitialValueClosed: Story = {
  args: {
    open: (service) =>
      service.textInput({ title: 'Rename', label: 'Name', initialValue: 'Morning batch', confirmLabel: 'Rename' }),
  },
  play: async ({ args }) => {
    await expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Morning batch');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onResult).toHaveBeenCalledWith(undefined);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { open: (service) => service.textInput({ title: 'Salva nella lista', label: 'Nome emulazione' }) },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Chiudi' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  },
};
