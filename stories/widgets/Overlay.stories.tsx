import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/overlay', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlay = {
  widget: 'overlay',
  props: { label: 'confirmation.connectionInProgress' },
  visible: { '!=': [{ var: 'screen.streamConnection' }, 'connected'] },
};

export const ConnectionInProgress: Story = {
  name: 'Shown while the stream is not connected',
  args: { ports: storyPorts(), scope: { screen: { streamConnection: 'connecting' } }, nodes: [overlay] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connection in progress');
  },
};

export const Connected: Story = {
  name: 'Gone once connected',
  args: {
    ports: storyPorts(),
    scope: { screen: { streamConnection: 'connected' } },
    nodes: [overlay, { widget: 'text', props: { text: 'widgets.connection.ready' } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Connection in progress')).toBeNull();
  },
};
