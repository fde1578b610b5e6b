import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { DialogStory } from './dialog-story.tsx';

const requiredFields = [
  { name: 'carrier', type: 'text', label: { en: 'Carrier', it: 'Vettore' } },
  { name: 'boxes', type: 'number', label: { en: 'Boxes', it: 'Colli' } },
  { name: 'note', type: 'text', label: { en: 'Note', it: 'Nota' }, required: false },
];

/** dialogs.form(): an operation form in a modal, e.g. the required-fields modal of 001 §2.15 before a confirm. */
const meta = {
  title: 'Dialogs/Form',
  component: DialogStory,
  args: {
    forms: true,
    onResult: fn(),
    open: (service) =>
      service.form({
        title: 'Required fields',
        formSchema: requiredFields,
        initialData: { carrier: 'UPS' },
        submitLabel: 'Update and confirm',
        cancelLabel: 'Back',
      }),
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFieldsModal: Story = {
  play: async ({ args }) => {
    // The form engine loads with the first form.
    const carrier = await screen.findByRole('textbox', { name: /Carrier/ }, { timeout: 5000 });
    await waitFor(() => expect(carrier).toHaveFocus());
    await expect(carrier).toHaveValue('UPS');
    await userEvent.click(screen.getByRole('button', { name: 'Update and confirm' }));
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('spinbutton', { name: /Boxes/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Update and confirm' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith({ carrier: 'UPS', boxes: 3 }));
  },
};

export const EscapeGoesBack: Story = {
  play: async ({ args }) => {
    const carrier = await screen.findByRole('textbox', { name: /Carrier/ }, { timeout: 5000 });
    await waitFor(() => expect(carrier).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith(undefined));
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: {
    open: (service) => service.form({ title: 'Campi obbligatori', formSchema: requiredFields }),
  },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: /Vettore/ }, { timeout: 5000 })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Annulla' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Conferma' })).toBeInTheDocument();
  },
};
