import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/tile and tile-grid', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ports = storyPorts();

export const Grid: Story = {
  args: {
    ports,
    nodes: [
      {
        widget: 'tile-grid',
        props: { columns: 3 },
        children: [
          {
            widget: 'tile',
            props: { label: 'utilities.writeTag', icon: 'write-tag' },
            action: { type: 'navigate', to: '/utilities/write-tag' },
          },
          { widget: 'tile', props: { label: 'Inbound from supplier', literal: true, icon: 'operation' } },
          { widget: 'tile', props: { label: 'Settings', literal: true, icon: 'settings' }, enabled: false },
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'write tag' }));
    await expect(ports.navigate).toHaveBeenCalledWith('/utilities/write-tag');
    await expect(canvas.getByRole('button', { name: 'Settings' })).toBeDisabled();
  },
};
