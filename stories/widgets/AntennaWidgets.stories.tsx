import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReaderWidgetScreen } from '../support/reader-story.tsx';

/** The antenna on/off icon (widget: 'antenna-indicator') and the start-antenna panel (widget: 'antenna-panel'). */
const meta = { title: 'Widgets/antenna', component: ReaderWidgetScreen } satisfies Meta<typeof ReaderWidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IndicatorOff: Story = {
  args: { nodes: [{ widget: 'antenna-indicator' }], region: 'header' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Antenna off' })).toBeVisible();
  },
};

export const IndicatorOn: Story = {
  args: { reading: true, nodes: [{ widget: 'antenna-indicator' }], region: 'header' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: 'Antenna on' })).toBeVisible();
  },
};

export const PanelConnecting: Story = {
  args: { nodes: [{ widget: 'antenna-panel' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('connection to station in progress')).toBeVisible();
  },
};

export const PanelBringItem: Story = {
  args: { reading: true, nodes: [{ widget: 'antenna-panel' }] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('bring an item to antenna')).toBeVisible();
  },
};
