import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/workstation-state', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const state = { widget: 'workstation-state', bind: { workstation: { var: 'workstation' } } };

export const NotReady: Story = {
  name: 'Not ready: a workstation without antennas (000 §2.20)',
  args: {
    ports: storyPorts(),
    region: 'header',
    scope: { workstation: { id: 'ws', code: 'WS-LOM-PACK', antennas: [], deviceManagerUrl: 'http://localhost:1' } },
    nodes: [state],
  },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Not ready');
    await expect(label).toHaveAttribute('data-workstation-state', 'notReady');
  },
};
