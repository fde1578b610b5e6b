import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoExpectedProducts, demoReadingsScreen } from '../support/demo-readings.ts';
import { ReadingsWidgetScreen } from '../support/ReadingsWidgetScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

const meta = { title: 'Widgets/reading-counters', component: ReadingsWidgetScreen } satisfies Meta<
  typeof ReadingsWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Counters: Story = {
  name: 'Counters: grey total, red errors, blue-grey ignored (000 §4.7)',
  args: {
    ports: storyPorts(),
    readings: () => demoReadingsScreen(),
    region: 'sidebar',
    nodes: [{ widget: 'reading-counters' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const errors = (await canvas.findByText('errors')).closest('[data-counter]');
    await expect(errors?.getAttribute('data-colour')).toBe('red');
    await expect(await within(errors as HTMLElement).findByText('1')).toBeInTheDocument();
    const total = canvas.getByText('read').closest('[data-counter]');
    await expect(total?.getAttribute('data-colour')).toBe('grey');
    await expect(within(total as HTMLElement).getByText('6')).toBeInTheDocument();
    const ignored = canvas.getByText('ignored').closest('[data-counter]');
    await expect(ignored?.getAttribute('data-colour')).toBe('blueGrey');
  },
};

export const WithExpectedProducts: Story = {
  name: 'With expected products: detected/expected in checklist colours, expected, missing (000 §4.7)',
  args: {
    ports: storyPorts(),
    readings: () => {
      const readings = demoReadingsScreen();
      readings.pipeline.setExpected(demoExpectedProducts);
      return readings;
    },
    region: 'sidebar',
    nodes: [{ widget: 'reading-counters', props: { counters: ['total', 'expected', 'missing', 'error'] } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = (await canvas.findByText('read')).closest('[data-counter]') as HTMLElement;
    await expect(await within(total).findByText('6/5')).toBeInTheDocument();
    await expect(total.getAttribute('data-colour')).toBe('orange');
    const missing = canvas.getByText('missing').closest('[data-counter]') as HTMLElement;
    await expect(within(missing).getByText('2')).toBeInTheDocument();
  },
};
