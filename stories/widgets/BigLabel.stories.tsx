import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/big-label', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoundValue: Story = {
  name: 'The sorting group of the last read, very large (001 §2.13)',
  args: {
    ports: storyPorts(),
    scope: { readings: { last: { sortingGroup: 'B-07' } } },
    nodes: [
      {
        widget: 'big-label',
        props: { caption: 'readings.zone' },
        bind: { value: { var: 'readings.last.sortingGroup' } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'zone' })).toHaveTextContent('B-07');
  },
};

export const NothingYet: Story = {
  args: {
    ports: storyPorts(),
    nodes: [{ widget: 'big-label', bind: { value: { var: 'readings.last.sortingGroup' } } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('---')).toBeInTheDocument();
  },
};
