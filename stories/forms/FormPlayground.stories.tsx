import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormPlayground } from './FormPlayground.tsx';

const meta = {
  title: 'Forms/Playground',
  component: FormPlayground,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FormPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SandboxPreset: Story = {
  name: 'A sandbox operation: form, submitted data, header values, diagnostics',
  args: { initialCode: 'ITEM-LIST' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notes = await canvas.findByRole('textbox', { name: /Notes/ }, { timeout: 5000 });
    await userEvent.type(notes, 'for the window');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findAllByText('Field Reason is required')).not.toHaveLength(0);
    await expect(within(canvas.getByRole('region', { name: 'Diagnostics' })).getByText('None')).toBeInTheDocument();
  },
};

export const BrokenConfiguration: Story = {
  name: 'A broken configuration lists every diagnostic',
  args: { initialCode: 'ITEM-LIST' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Operation configuration (JSON)' });
    await userEvent.clear(editor);
    await userEvent.paste(
      '{"id": 1, "code": "X", "type": "SIMPLE_ITEM_LIST", "formSchema": [{"name": "z", "type": "autocomplete"}, {"name": "y", "type": "text", "onChange": "nope"}]}',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const diagnostics = canvas.getByRole('region', { name: 'Diagnostics' });
    await expect(await within(diagnostics).findByText(/Missing option endpoint/)).toBeInTheDocument();
    await expect(within(diagnostics).getByText(/Field y .*unknown form script nope/)).toBeInTheDocument();
  },
};
