import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoReadingsScreen } from '../support/demo-readings.ts';
import { ReadingsWidgetScreen } from '../support/ReadingsWidgetScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

const meta = { title: 'Widgets/status-summary', component: ReadingsWidgetScreen } satisfies Meta<
  typeof ReadingsWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Chips: Story = {
  name: 'Summary chips open the list of those items (000 §2.15)',
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen(),
    region: 'sidebar',
    nodes: [{ widget: 'status-summary' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'warning (1)' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Items: warning' });
    await expect(await within(dialog).findByText('unknown tag')).toBeInTheDocument();
  },
};
