import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/tabs', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabs = [
  { value: 'places', label: 'home.places' },
  { value: 'capabilities', label: 'home.capabilities' },
  { value: 'utilities', label: 'utilities.title' },
];

export const KeptInTheScreenState: Story = {
  name: 'Click or arrow keys choose a tab; the action keeps it in screen.tab',
  args: {
    ports: storyPorts(),
    region: 'header',
    scope: { screen: { tab: 'places' } },
    nodes: [
      {
        widget: 'tabs',
        props: { tabs, label: 'home.title' },
        bind: { value: { var: 'screen.tab' } },
        action: { type: 'set', path: 'screen.tab', value: { var: 'event' } },
      },
      { widget: 'text', props: { tone: 'muted' }, bind: { value: { var: 'screen.tab' } } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Places' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Capabilities' }));
    await expect(canvas.getByText('capabilities')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    const utilities = canvas.getByRole('tab', { name: 'Utilities' });
    await expect(utilities).toHaveFocus();
    await expect(utilities).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Places' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: {
    ports: storyPorts(),
    region: 'header',
    nodes: [{ widget: 'tabs', props: { tabs }, enabled: false }],
  },
  play: async ({ canvasElement }) => {
    for (const tab of within(canvasElement).getAllByRole('tab')) await expect(tab).toBeDisabled();
  },
};
