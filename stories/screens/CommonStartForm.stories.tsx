import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { DialogStore } from '../../src/runtime/dialog-service.ts';
import { DialogHost } from '../../src/widgets/dialogs/DialogHost.tsx';
import { DescriptorScreen } from '../../src/widgets/render/DescriptorScreen.tsx';
import type { ScreenPorts } from '../../src/widgets/render/ScreenView.tsx';
import { FormHost } from '../forms/form-story-support.tsx';
import { storyPorts } from '../support/story-ports.ts';

/**
 * schemas/screens/common/start-form.json (000 §2.13) through the DescriptorScreen every kind's form route uses; the
 * host's submit and back are recorded here.
 */
function StartFormStory({ raw, ports }: { raw: Record<string, unknown>; ports: ScreenPorts }) {
  const { operation } = parseOperation(raw);
  const options = { ...operation.options, ...operation.kindOptions };
  return (
    <FormHost formSchema={operation.formSchema as unknown[]} dialogs={ports.dialogs}>
      <DescriptorScreen screen="common/start-form" initialScope={{ operation, options, formData: {} }} ports={ports} />
      <DialogHost service={ports.dialogs as unknown as DialogStore} />
    </FormHost>
  );
}

const handlers = () => ({ startFormSubmit: fn(async () => undefined), startFormBack: fn(async () => undefined) });

const meta = { title: 'Screens/common/start-form', component: StartFormStory } satisfies Meta<typeof StartFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const itemList = {
  id: 1,
  code: 'ITEM-LIST',
  type: 'SIMPLE_ITEM_LIST',
  description: 'Item list',
  formSchema: [
    { name: 'reason', type: 'select', label: 'Reason', options: ['VM', 'SHOOTING'] },
    { name: 'notes', type: 'textarea', label: 'Notes', required: false },
  ],
};

export const Default: Story = {
  name: 'Title, form and Next (000 §2.13)',
  args: { raw: itemList, ports: storyPorts({ handlers: handlers() }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Item list' })).toBeInTheDocument();
    await userEvent.type(await canvas.findByRole('textbox', { name: /Notes/ }, { timeout: 5000 }), 'x');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.ports.handlers?.startFormBack).toHaveBeenCalled();
  },
};

export const PressStartToRead: Story = {
  name: "Starting with an RFID search: the 'press start to read' panel (000 §2.13)",
  args: {
    raw: { ...itemList, id: 2, code: 'OUTBOUND', type: 'OUTBOUND', options: { startWithRfidSearch: 'true' } },
    ports: storyPorts({ handlers: handlers() }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Press start to read')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
