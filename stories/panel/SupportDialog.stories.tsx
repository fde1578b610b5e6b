import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SupportDialog } from '../../src/shell/panel/SupportDialog.tsx';
import { DialogBackdrop } from './panel-story.tsx';

const meta = {
  title: 'Shell/Support dialog',
  component: SupportDialog,
  decorators: [
    (Story) => (
      <DialogBackdrop>
        <Story />
      </DialogBackdrop>
    ),
  ],
  args: {
    email: 'support@aurelia-demo.example',
    phone: '+39 02 5550 0100',
    version: { version: '5.6.0', hash: 'a1b2c3d', date: '2025-06-01' },
    onClose: fn(),
  },
} satisfies Meta<typeof SupportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithContacts: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Support' });
    await expect(screen.getByRole('link', { name: 'support@aurelia-demo.example' })).toHaveAttribute(
      'href',
      'mailto:support@aurelia-demo.example',
    );
    await expect(screen.getByText('5.6.0 (build a1b2c3d, 01/06/2025)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const WithoutContacts: Story = {
  args: { email: undefined, phone: undefined },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Support' });
    await expect(screen.getAllByText('---')).toHaveLength(2);
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Assistenza' })).toHaveTextContent('Telefono assistenza');
  },
};
