import { widgetRegistry } from '../../src/widgets/registry.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import { createScriptedReader } from '../../src/test-support/scripted-reader.ts';
import type { DialogStore } from '../../src/runtime/dialog-service.ts';
import { connectReaderToScope, readerActionPort } from '../../src/runtime/reader/connect-reader-to-scope.ts';
import { createScreenScope } from '../../src/runtime/state/screen-scope.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';
import { DescriptorScreen } from '../../src/runtime/render/DescriptorScreen.tsx';
import type { ScreenPorts } from '../../src/runtime/render/ScreenView.tsx';
import { FormHost } from '../forms/form-story-support.tsx';
import { storyPorts } from '../support/story-ports.ts';

interface StartFormStoryProps {
  raw: Record<string, unknown>;
  ports: ScreenPorts;
  /** The host's `screen.startSearch` (StartFormScreen): 'reader' with a reader (scripted: start takes 400 ms). */
  startSearch?: 'reader' | 'unavailable';
}

/**
 * schemas/screens/common/start-form.json (000 §2.13) through the DescriptorScreen every kind's form route uses; the
 * host's submit and back are recorded here, and the RFID search's reader is a scripted one.
 */
function StartFormStory({ raw, ports, startSearch }: StartFormStoryProps) {
  const [setup] = useState(() => {
    const { operation } = parseOperation(raw);
    const options = { ...operation.options, ...operation.kindOptions };
    const scope = createScreenScope({ operation, options, formData: {}, screen: startSearch ? { startSearch } : {} });
    if (startSearch !== 'reader') return { operation, scope, ports };
    const reader = createScriptedReader({ startMs: 400 });
    connectReaderToScope(reader, scope);
    return { operation, scope, ports: { ...ports, reader: readerActionPort(() => reader) } };
  });
  return (
    <FormHost formSchema={setup.operation.formSchema as unknown[]} dialogs={ports.dialogs}>
      <DescriptorScreen registry={widgetRegistry} screen="common/start-form" scope={setup.scope} ports={setup.ports} />
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

const outbound = { ...itemList, id: 2, code: 'OUTBOUND', type: 'OUTBOUND', options: { startWithRfidSearch: 'true' } };

export const PressStartToRead: Story = {
  name: "Starting with an RFID search: the 'press start to read' panel and its reader control (000 §2.13, §2.15)",
  args: { raw: outbound, ports: storyPorts({ handlers: handlers() }), startSearch: 'reader' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Press start to read')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Start reading' }));
    await expect(canvas.getByRole('button', { name: 'Starting the antennas' })).toBeDisabled();
    await expect(await canvas.findByRole('button', { name: 'Stop reading' }, { timeout: 3000 })).toBeEnabled();
  },
};

export const CannotStartByReading: Story = {
  name: 'Starting with an RFID search the plugin cannot do: a notice, no dead button (000 §2.13)',
  args: { raw: outbound, ports: storyPorts({ handlers: handlers() }), startSearch: 'unavailable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/cannot start by reading a tag/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Start reading' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
