import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/event-log', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (seconds: number) => `2026-03-02T09:15:${String(seconds).padStart(2, '0')}`;

/** The conveyor log of 001 §2.12, newest first as its producer keeps it. */
const entries = [
  { id: 6, date: at(50), status: 'WARNING', message: 'Reader answered slowly' },
  { id: 5, date: at(40), status: 'Box Closed', message: 'Box 17 closed: 12 items' },
  { id: 4, date: at(30), status: 'ERROR', message: 'Unknown tag E280116060000209' },
  { id: 3, date: at(20), status: 'INFO', message: 'Reading started' },
  { id: 2, date: at(10), status: 'Barcode read', message: '8001234567890' },
  { id: 1, date: at(0), status: 'DEBUG', statusLabel: 'debug', message: 'Conveyor connected' },
];

const log = {
  widget: 'event-log',
  props: { entries: [], hideOnMobile: true },
  bind: { entries: { var: 'screen.log' } },
  action: { type: 'set', path: 'screen.log', value: [] },
} as const;

export const Colours: Story = {
  name: 'Lines newest first: date, badge coloured by status (001 §4.10), message; Clear empties it',
  args: { ports: storyPorts(), scope: { screen: { log: entries } }, nodes: [log] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = within(canvas.getByRole('list', { name: 'Events' })).getAllByRole('listitem');
    await expect(lines).toHaveLength(6);
    await expect(lines[0]).toHaveTextContent('09:15:50 02/03/2026');
    await expect(lines.map((line) => line.getAttribute('data-log-tone'))).toEqual([
      'warning',
      'ok',
      'error',
      'info',
      'info',
      'neutral',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('No events yet')).toBeInTheDocument();
    // Still enabled, so the focus stays on it: clearing an empty log does nothing.
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
  },
};

export const HiddenOnMobile: Story = {
  name: 'Hidden below the md breakpoint (001 §2.12)',
  args: { ports: storyPorts(), scope: { screen: { log: entries } }, nodes: [log] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Events' })).toHaveClass('hidden', 'md:flex');
  },
};

let produced = 0;
/** The producer's way: a new entry in front, the old entry objects kept, at most 50 (001 §9). */
const addEvent = async ({ log }: Record<string, unknown>) => {
  produced += 1;
  const entry = {
    id: produced,
    date: Date.UTC(2026, 2, 2, 9, 0, produced % 60),
    status: 'INFO',
    message: `Event ${produced}`,
  };
  return [entry, ...(Array.isArray(log) ? log : [])].slice(0, 50);
};

export const ManyUpdates: Story = {
  name: 'Twenty updates in a row, at most limit lines shown (here 5)',
  args: {
    ports: storyPorts({ handlers: { addEvent } }),
    scope: { screen: { log: [] } },
    nodes: [
      { ...log, props: { entries: [], limit: 5 } },
      {
        widget: 'button',
        props: { label: 'connectionError.retry', variant: 'secondary' },
        action: { type: 'handler', name: 'addEvent', args: { log: { var: 'screen.log' } }, into: 'screen.log' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    produced = 0;
    for (let i = 0; i < 20; i += 1) await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const list = canvas.getByRole('list', { name: 'Events' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Event 20'));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const NothingBoundYet: Story = {
  name: 'Nothing in the scope yet: an empty log, not an error',
  args: { ports: storyPorts(), scope: { screen: {} }, nodes: [log] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No events yet')).toBeInTheDocument();
  },
};
