import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormHost } from '../forms/form-story-support.tsx';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

function FormDetailsStory({ formSchema, formData }: { formSchema: unknown[]; formData: Record<string, unknown> }) {
  const ports = storyPorts();
  return (
    <FormHost formSchema={formSchema} dialogs={ports.dialogs}>
      <WidgetScreen
        ports={ports}
        region="header"
        scope={{ formData }}
        nodes={[{ widget: 'form-details', props: { formSchema, operationId: 'story' } }]}
      />
    </FormHost>
  );
}

const meta = { title: 'Widgets/form-details', component: FormDetailsStory } satisfies Meta<typeof FormDetailsStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const formSchema = [
  { name: 'ddt', type: 'text', label: 'Delivery note' },
  { name: 'urgent', type: 'checkbox', label: 'Urgent' },
  { name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones', disableChange: true },
];
const formData = {
  ddt: 'DDT-1',
  urgent: true,
  zone: { id: 'WH-LOM-STOCK', code: 'WH-LOM-STOCK', description: 'Main stock' },
};

export const ChangeAndSave: Story = {
  name: "Header values and the 'Change' modal (000 §2.14)",
  args: { formSchema, formData },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Main stock')).toBeInTheDocument();
    await expect(canvas.getByText('yes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).queryByText('Zone')).toBeNull();
    const input = await within(dialog).findByRole('textbox', { name: /Delivery note/ }, { timeout: 5000 });
    await userEvent.clear(input);
    await userEvent.type(input, 'DDT-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('DDT-2')).toBeInTheDocument();
  },
};

export const ReadOnlyHeader: Story = {
  name: 'Every field with disableChange: read-only header (000 §2.14)',
  args: { formSchema: formSchema.map((field) => ({ ...field, disableChange: true })), formData },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Change' })).toBeNull();
  },
};

export const CancelRestores: Story = {
  name: "Cancel restores 'init-form-data-{operationId}' (000 §2.14)",
  args: { formSchema, formData },
  play: async ({ canvasElement }) => {
    window.localStorage.setItem('station::init-form-data-story', JSON.stringify({ ...formData, ddt: 'DDT-0' }));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel' }, { timeout: 5000 }));
    await expect(await canvas.findByText('DDT-0')).toBeInTheDocument();
    window.localStorage.removeItem('station::init-form-data-story');
  },
};
