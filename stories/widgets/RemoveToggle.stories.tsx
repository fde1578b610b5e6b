import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoReadingsScreen, epcOf } from '../support/demo-readings.ts';
import { ReadingsWidgetScreen } from '../support/ReadingsWidgetScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

const meta = { title: 'Widgets/remove-toggle', component: ReadingsWidgetScreen } satisfies Meta<
  typeof ReadingsWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RfidRemoveMode: Story = {
  name: "Remove mode 'rfid': on, the list offers removal; off again, it does not (000 §4.5)",
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen({ removeMode: 'rfid' }),
    region: 'main',
    nodes: [{ widget: 'remove-toggle' }, { widget: 'reading-list' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Remove mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await canvas.findAllByRole('listitem');
    await expect(canvas.queryByRole('button', { name: `Remove ${epcOf(0)}` })).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${epcOf(0)}` }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Remove ${epcOf(0)}` })).toBeNull());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
  },
};

export const NotRfid: Story = {
  name: "Shows nothing when removeMode is not 'rfid'",
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen({ removeMode: 'sku' }),
    region: 'main',
    nodes: [{ widget: 'remove-toggle' }, { widget: 'reading-list' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await expect(canvas.queryByRole('button', { name: 'Remove mode' })).toBeNull();
  },
};
