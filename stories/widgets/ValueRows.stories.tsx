import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/value-rows', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BoundPerRow: Story = {
  name: "Each row's value bound from the scope (rows.1.value), with a tone",
  args: {
    ports: storyPorts(),
    region: 'sidebar',
    scope: { screen: { conveyor: { status: 'reading', barcode: '8001234567890' } } },
    nodes: [
      {
        widget: 'value-rows',
        props: {
          rows: [{ label: 'widgets.values.status', tone: 'info' }, { label: 'widgets.values.barcodeRead' }],
        },
        bind: {
          'rows.0.value': { var: 'screen.conveyor.status' },
          'rows.1.value': { var: 'screen.conveyor.barcode' },
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Status:').nextElementSibling).toHaveTextContent('reading');
    await expect(canvas.getByText('Barcode read:').nextElementSibling).toHaveTextContent('8001234567890');
  },
};

export const NoValue: Story = {
  args: {
    ports: storyPorts(),
    region: 'sidebar',
    nodes: [{ widget: 'value-rows', props: { rows: [{ label: 'widgets.values.barcodeRead', value: null }] } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('---')).toBeInTheDocument();
  },
};
