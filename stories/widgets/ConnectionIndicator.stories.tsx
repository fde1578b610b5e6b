import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/connection-indicator', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const indicator = { widget: 'connection-indicator', bind: { connection: { var: 'screen.streamConnection' } } };

export const Ready: Story = {
  name: "Ready: 'connected' (000 §2.20)",
  args: {
    ports: storyPorts(),
    region: 'header',
    scope: { screen: { streamConnection: 'connected' } },
    nodes: [indicator],
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Ready');
    await expect(status).toHaveAttribute('data-connection', 'ready');
  },
};

export const Offline: Story = {
  name: 'Offline: anything else, nothing included (000 §2.20)',
  args: { ports: storyPorts(), region: 'header', scope: { screen: {} }, nodes: [indicator] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Offline');
    await expect(status).toHaveAttribute('data-connection', 'offline');
  },
};
