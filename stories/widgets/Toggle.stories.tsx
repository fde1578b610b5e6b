import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/toggle', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeptInTheScreenState: Story = {
  name: 'Pressing (or Space) switches it; the action keeps the new state in screen.removing',
  args: {
    ports: storyPorts(),
    region: 'header',
    scope: { screen: { removing: false } },
    nodes: [
      {
        widget: 'toggle',
        props: { label: 'readings.removeMode' },
        bind: { checked: { var: 'screen.removing' } },
        action: { type: 'set', path: 'screen.removing', value: { var: 'event' } },
      },
      {
        widget: 'text',
        props: { text: 'readings.removeAll' },
        visible: { var: 'screen.removing' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Remove mode' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByText('Delete all')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(canvas.queryByText('Delete all')).toBeNull();
  },
};

export const OnAndDisabled: Story = {
  args: {
    ports: storyPorts(),
    region: 'header',
    nodes: [{ widget: 'toggle', props: { label: 'readings.removeMode', checked: true }, enabled: false }],
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Remove mode' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
  },
};
