import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/text', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TranslatedKey: Story = {
  args: { ports: storyPorts(), nodes: [{ widget: 'text', props: { text: 'login.panelText', tone: 'muted' } }] },
};

export const BoundValue: Story = {
  args: {
    ports: storyPorts(),
    scope: { operation: { description: 'Inbound from supplier' } },
    nodes: [{ widget: 'text', props: { tone: 'heading' }, bind: { value: { var: 'operation.description' } } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Inbound from supplier')).toBeInTheDocument();
  },
};

export const HiddenByRule: Story = {
  args: {
    ports: storyPorts(),
    scope: { options: { removeMode: 'none' } },
    nodes: [
      { widget: 'text', props: { text: 'home.places' } },
      {
        widget: 'text',
        props: { text: 'home.capabilities' },
        visible: { '!=': [{ var: 'options.removeMode' }, 'none'] },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Capabilities')).toBeNull();
  },
};

export const BoundParams: Story = {
  name: 'A key with params bound from the scope',
  args: {
    ports: storyPorts(),
    scope: { screen: { results: { count: 12 } } },
    nodes: [{ widget: 'text', props: { text: 'widgets.list.results' }, bind: { params: { var: 'screen.results' } } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Results (12)')).toBeInTheDocument();
  },
};
