import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/result-panel', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As a sorting reading screen binds it: idle until the first read, then the last read's outcome. */
const panel = {
  widget: 'result-panel',
  props: { idleText: 'widgets.result.waitingForProduct' },
  bind: {
    state: { if: [{ var: 'screen.result' }, 'result', 'idle'] },
    ok: { '!!': [{ var: 'screen.result.ok' }] },
    title: { var: 'screen.result.title' },
    message: { var: 'screen.result.message' },
    params: { var: 'screen.result.params' },
  },
};

export const Idle: Story = {
  name: "Idle: 'waiting for product' (001 §2.13)",
  args: { ports: storyPorts(), scope: { screen: { result: null } }, nodes: [panel] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('waiting for product');
    await expect(status).toHaveAttribute('data-result', 'idle');
  },
};

export const Ok: Story = {
  name: 'Ok: green, title as a key',
  args: {
    ports: storyPorts(),
    scope: { screen: { result: { ok: true, title: 'readings.status.valid', message: 'Box B-07' } } },
    nodes: [panel],
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-result', 'ok');
    await expect(status).toHaveTextContent('valid');
    await expect(status).toHaveTextContent('Box B-07');
  },
};

export const Error: Story = {
  name: 'Not ok: red, message key with params',
  args: {
    ports: storyPorts(),
    scope: {
      screen: {
        result: { ok: false, title: 'readings.status.error', message: 'readings.errorBadge', params: { count: 2 } },
      },
    },
    nodes: [panel],
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-result', 'error');
    await expect(status).toHaveTextContent('Error (2)');
  },
};

export const PressStart: Story = {
  name: "Idle before reading: 'press start to read'",
  args: {
    ports: storyPorts(),
    nodes: [{ widget: 'result-panel', props: { state: 'idle', idleText: 'readings.empty.pressStart' } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('press start to read');
  },
};
