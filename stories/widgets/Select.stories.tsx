import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/select', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const zones = [
  { value: 'Z1', label: 'Z1 - Stock room' },
  { value: 'Z2', label: 'Z2 - Sales floor' },
  { value: 'Z3', label: 'Z3 - Quarantine', disabled: true },
];

export const OptionsFromTheScope: Story = {
  name: 'Options bound from the scope; choosing runs the action with the value; a disabled one is not choosable',
  args: {
    ports: storyPorts(),
    region: 'header',
    scope: { screen: { zones, zone: null } },
    nodes: [
      {
        widget: 'select',
        props: { label: 'readings.zone', options: [] },
        bind: { options: { var: 'screen.zones' }, value: { var: 'screen.zone' } },
        action: { type: 'set', path: 'screen.zone', value: { var: 'event' } },
      },
      { widget: 'text', props: { tone: 'muted' }, bind: { value: { var: 'screen.zone' } } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('zone');
    await expect(select).toHaveDisplayValue('Choose…');
    await userEvent.selectOptions(select, 'Z2 - Sales floor');
    await expect(select).toHaveDisplayValue('Z2 - Sales floor');
    await expect(canvas.getByText('Z2')).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Z3 - Quarantine' })).toBeDisabled();
  },
};

export const OptionsNotLoadedYet: Story = {
  name: 'Options not in the scope yet: an empty select, not an error',
  args: {
    ports: storyPorts(),
    region: 'header',
    nodes: [{ widget: 'select', props: { label: 'readings.zone' }, bind: { options: { var: 'screen.zones' } } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('zone')).toHaveDisplayValue('Choose…');
  },
};

export const TranslatedOptions: Story = {
  args: {
    ports: storyPorts(),
    region: 'header',
    nodes: [
      {
        widget: 'select',
        props: {
          label: 'readings.zone',
          translateOptions: true,
          value: 'warning',
          options: [
            { value: 'error', label: 'readings.status.error' },
            { value: 'warning', label: 'readings.status.warning' },
          ],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('zone')).toHaveDisplayValue('warning');
  },
};
