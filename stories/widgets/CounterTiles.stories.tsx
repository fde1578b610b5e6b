import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/counter-tiles', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const reloadCounters = fn(async () => ({
  read: 14,
  expected: '12/20',
  unexpected: 2,
  ignoredWithReason: 1,
  missing: 8,
}));

/** The inventory counters bar of 001 §2.14, bound to counters a handler keeps in screen.counters. */
export const InventoryCounters: Story = {
  name: 'Inventory counters bar: Read, Expected, Unexpected, Ignored with reason, Missing; Refresh; control panel',
  args: {
    ports: storyPorts({ handlers: { reloadCounters: reloadCounters.mockName('reloadCounters') } }),
    region: 'header',
    scope: {
      screen: { counters: { read: 10, expected: '10/20', unexpected: 0, ignoredWithReason: 0, missing: 10 } },
      operation: { logUrl: 'https://controlpanel.example.com/operationlogs/INVENTORY/42' },
    },
    nodes: [
      {
        widget: 'counter-tiles',
        props: {
          tiles: [
            { label: 'widgets.counters.read' },
            { label: 'widgets.counters.expected', tone: 'info' },
            { label: 'widgets.counters.unexpected' },
            { label: 'widgets.counters.ignoredWithReason' },
            { label: 'widgets.counters.missing' },
          ],
          refreshLabel: 'widgets.counters.refresh',
          link: { label: 'widgets.counters.controlPanel', href: 'https://controlpanel.example.com' },
        },
        bind: {
          'tiles.0.value': { var: 'screen.counters.read' },
          'tiles.1.value': { var: 'screen.counters.expected' },
          'tiles.2.value': { var: 'screen.counters.unexpected' },
          'tiles.2.tone': { if: [{ '>': [{ var: 'screen.counters.unexpected' }, 0] }, 'error', 'neutral'] },
          'tiles.3.value': { var: 'screen.counters.ignoredWithReason' },
          'tiles.4.value': { var: 'screen.counters.missing' },
          'tiles.4.tone': { if: [{ '>': [{ var: 'screen.counters.missing' }, 0] }, 'warning', 'ok'] },
          'link.href': { var: 'operation.logUrl' },
        },
        action: { type: 'handler', name: 'reloadCounters', into: 'screen.counters' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = (label: string) => canvas.getByText(label).closest('[data-tile]') as HTMLElement;
    await expect(tile('Expected')).toHaveTextContent('10/20');
    await expect(tile('Missing')).toHaveAttribute('data-tone', 'warning');
    await expect(tile('Unexpected')).toHaveAttribute('data-tone', 'neutral');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(reloadCounters).toHaveBeenCalled();
    await expect(tile('Read')).toHaveTextContent('14');
    await expect(tile('Unexpected')).toHaveAttribute('data-tone', 'error');
    const link = canvas.getByRole('link', { name: 'Control panel (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', 'https://controlpanel.example.com/operationlogs/INVENTORY/42');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Tones: Story = {
  name: 'Every tone (AA contrast: dark text on yellow)',
  args: {
    ports: storyPorts(),
    nodes: [
      {
        widget: 'counter-tiles',
        props: {
          tiles: [
            { label: 'widgets.counters.read', value: 3 },
            { label: 'widgets.counters.totalOk', value: 12, tone: 'ok' },
            { label: 'widgets.counters.missing', value: 4, tone: 'warning' },
            { label: 'widgets.counters.unknown', value: 1, tone: 'error' },
            { label: 'widgets.counters.expected', value: '3/10', tone: 'info' },
            { label: 'widgets.counters.ignored' },
          ],
        },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText('Ignored').closest('[data-tile]')).toHaveTextContent('---');
  },
};
