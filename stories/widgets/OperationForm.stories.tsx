import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHost } from '../forms/form-story-support.tsx';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

function OperationFormStory({
  formSchema,
  singleRow,
  showConfigNotes,
}: {
  formSchema: unknown[];
  singleRow?: boolean;
  showConfigNotes?: boolean;
}) {
  const ports = storyPorts();
  return (
    <FormHost formSchema={formSchema} dialogs={ports.dialogs} singleRow={singleRow} showConfigNotes={showConfigNotes}>
      <WidgetScreen ports={ports} nodes={[{ widget: 'operation-form', props: { twoColumns: true } }]} />
    </FormHost>
  );
}

const meta = { title: 'Widgets/operation-form', component: OperationFormStory } satisfies Meta<
  typeof OperationFormStory
>;
export default meta;
type Story = StoryObj<typeof meta>;

const fourFields = [
  { name: 'ddt', type: 'text', label: { en: 'Delivery note', it: 'DDT' }, upperCase: true },
  { name: 'zone', type: 'autocomplete', label: 'Zone', endpoint: 'api/v1/zones?type=STOCK' },
  { name: 'urgent', type: 'checkbox', label: 'Urgent' },
  { name: 'notes', type: 'textarea', label: 'Notes', required: false },
];

export const TwoColumns: Story = {
  name: 'Two columns with more than 3 fields (000 §2.13)',
  args: { formSchema: fourFields },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 });
    await expect(canvasElement.querySelector('.md\\:grid-cols-2')).not.toBeNull();
  },
};

export const SingleRow: Story = {
  name: 'formSchemaSingleRow forces one column (000 §2.13)',
  args: { formSchema: fourFields, singleRow: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Next' }, { timeout: 5000 });
    await expect(canvasElement.querySelector('.md\\:grid-cols-2')).toBeNull();
  },
};

export const RequiredRefused: Story = {
  name: "A missing required field: 'Field {{label}} is required' (000 §5)",
  args: { formSchema: fourFields.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }));
    // The error toast and the message under the field.
    await expect(await canvas.findAllByText('Field Delivery note is required')).toHaveLength(2);
  },
};

export const SchemaErrors: Story = {
  name: 'Schema errors as a panel (000 §5 Schema errors)',
  args: {
    formSchema: [
      { name: 'zone', type: 'autocomplete' },
      { name: 'reason', type: 'select' },
      { name: 'x', type: 'slider' },
    ],
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('alert');
    await expect(panel).toHaveTextContent('Missing option endpoint');
    await expect(panel).toHaveTextContent('Missing option options');
    await expect(panel).toHaveTextContent('Unsupported field type slider');
  },
};

export const ConfigNotesForAdmins: Story = {
  name: 'Problems the form works around, shown to admins (000 §3 Form field)',
  args: {
    showConfigNotes: true,
    formSchema: [
      { name: 'ddt', type: 'text', label: 'Delivery note', onChange: 'notAScript' },
      { name: 'qty', type: 'number', label: 'Quantity', required: 'often' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText("This form's configuration has 2 problems (shown to admins)"));
    await expect(await canvas.findByText('$.formSchema[1].required')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/** An operation-form on any screen: its formSchema bound from the scope, its data handed to a handler as `event`. */
function OwnFormStory({ onCreate }: { onCreate: (args: Record<string, unknown>) => Promise<unknown> }) {
  const ports = storyPorts({ handlers: { createAsn: onCreate } });
  return (
    <FormHost formSchema={[]} dialogs={ports.dialogs}>
      <WidgetScreen
        ports={ports}
        scope={{ screen: { asnFormSchema: fourFields.slice(0, 1) } }}
        nodes={[
          {
            widget: 'operation-form',
            props: { submitLabel: 'forms.save' },
            bind: { formSchema: { var: 'screen.asnFormSchema' } },
            visible: { var: 'screen.asnFormSchema' },
            action: { type: 'handler', name: 'createAsn', args: { form: { var: 'event' } } },
          },
        ]}
      />
    </FormHost>
  );
}

export const OwnFormSchemaOnAnyScreen: StoryObj<typeof OwnFormStory> = {
  name: 'A formSchema of its own, bound from the scope; the data goes to the action as event (001 §2.5)',
  render: (args) => <OwnFormStory {...args} />,
  args: { onCreate: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Delivery note/ }, { timeout: 5000 }), 'dn1');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ form: { ddt: 'DN1' } }));
  },
};
