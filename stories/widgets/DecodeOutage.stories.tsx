import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoOutageReadingsScreen } from '../support/demo-readings.ts';
import { ReadingsWidgetScreen } from '../support/ReadingsWidgetScreen.tsx';
import { storyPorts } from '../support/story-ports.ts';

const meta = { title: 'Widgets/decode-outage', component: ReadingsWidgetScreen } satisfies Meta<
  typeof ReadingsWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

const nodes = [{ widget: 'decode-outage' as const }, { widget: 'reading-counters' as const }];

export const Unreachable: Story = {
  name: 'Server not reachable: the reads wait, retried with backoff (issue 17)',
  args: { ports: storyPorts(), readings: () => demoOutageReadingsScreen(), region: 'main', nodes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(
      await canvas.findByText(/^Server not reachable: 6 reads waiting/, {}, { timeout: 3000 }),
    ).toBeVisible();
    await expect(status).toHaveTextContent(/retrying in \d+ s \(attempt \d\)/);
    await expect(status).toHaveTextContent('Keep reading: nothing read is lost, and the list catches up by itself.');
  },
};

export const CatchesUp: Story = {
  name: 'The server answers again: the list catches up by itself (issue 17)',
  args: {
    ports: storyPorts(),
    readings: () => {
      const readings = demoOutageReadingsScreen();
      // Down for the first probe (1 s after the failure), up for the second (2 s later).
      setTimeout(readings.serverBack, 1500);
      return readings;
    },
    region: 'main',
    nodes,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Server not reachable: 6 reads waiting/, {}, { timeout: 3000 });
    await expect(
      await canvas.findByText('Server reachable again: the waiting reads are being listed.', {}, { timeout: 6000 }),
    ).toBeVisible();
    // Every read is listed once: the total counter says 6.
    await expect(canvasElement.querySelector('[data-counter="total"] dd')).toHaveTextContent('6');
  },
};
