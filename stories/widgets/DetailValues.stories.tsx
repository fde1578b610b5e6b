import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/detail-values', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const items = (n: number) =>
  [
    { label: 'Destination zone', value: 'Sales floor' },
    { label: 'Supplier', value: 'Tessuti Biella S.p.A.' },
    { label: 'Document', value: 'DDT-2026-0042' },
    { label: 'Notes', value: '' },
  ].slice(0, n);

export const TwoFieldsOnTop: Story = {
  name: 'Two fields: at the top (000 §2.14)',
  args: { ports: storyPorts(), region: 'details', nodes: [{ widget: 'detail-values', props: { items: items(2) } }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

export const FourFieldsInSidebar: Story = {
  name: 'Four fields: in the sidebar (000 §2.14)',
  args: { ports: storyPorts(), region: 'details', nodes: [{ widget: 'detail-values', props: { items: items(4) } }] },
  play: async ({ canvasElement }) => {
    const sidebar = within(canvasElement).getByRole('complementary');
    await expect(within(sidebar).getByText('DDT-2026-0042')).toBeInTheDocument();
    await expect(within(sidebar).getByText('---')).toBeInTheDocument();
  },
};
