import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/error panel', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown widget and bad props fail alone; the rest of the screen keeps working. */
export const BrokenWidgetsAmongGoodOnes: Story = {
  args: {
    ports: storyPorts(),
    nodes: [
      { widget: 'gauge', props: { value: 3 } },
      { widget: 'button', props: { label: 'connectionError.retry', variant: 'huge' } },
      { widget: 'text', props: { text: 'login.panelText' }, visible: { eval: 'alert(1)' } },
      { widget: 'text', props: { text: 'login.panelTitle' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(3);
    await expect(alerts[0]).toHaveTextContent("stories/widget.json $.regions.main[0].widget: unknown widget 'gauge'");
    await expect(alerts[2]).toHaveTextContent("$.regions.main[2].visible: operator 'eval' is not allowed");
    await expect(canvas.getByText('Welcome to Station')).toBeInTheDocument();
  },
};
