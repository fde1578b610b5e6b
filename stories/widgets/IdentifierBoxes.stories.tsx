import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/identifier-boxes', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (role: string, type: string, code: string, status: string, error = '') => ({
  key: `${role}:${type}`,
  typeLabel: `encoding.types.${type}`,
  role,
  code,
  status,
  statusLabel: `encoding.statuses.${status}`,
  error,
});

export const DualTagInError: Story = {
  name: 'Two role tags, one confirmed and one in error; the association box offers Retry (002 §2)',
  args: {
    ports: storyPorts(),
    scope: {
      screen: {
        identifiers: [
          box('EMBEDDED', 'UHF_TAG', '3034F0A1B2C3D4E5F6000001', 'CONFIRMED'),
          box('PENDANT', 'UHF_TAG', 'E2801160600002040A1B2C3D', 'ERROR', 'tag already associated'),
        ],
        association: { status: 'ERROR', statusLabel: 'encoding.statuses.ERROR', errors: 'TAG_ALREADY_ASSOCIATED' },
      },
    },
    nodes: [
      {
        widget: 'identifier-boxes',
        props: { canRetry: true },
        bind: { boxes: { var: 'screen.identifiers' }, association: { var: 'screen.association' } },
        action: { type: 'set', path: 'screen.retried', value: true },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = within(canvas.getByRole('list', { name: 'Identifiers' })).getAllByRole('listitem');
    await expect(boxes[0]).toHaveTextContent('TAG UHF');
    await expect(boxes[0]).toHaveTextContent('Confirmed');
    await expect(boxes[1]).toHaveTextContent('PENDANT');
    await expect(boxes[1]).toHaveTextContent('tag already associated');
    await expect(canvas.getByRole('region', { name: 'Association' })).toHaveAttribute(
      'data-association-status',
      'ERROR',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  },
};

export const WaitingForReads: Story = {
  name: "Configured, nothing read: each box says 'Reading...'",
  args: {
    ports: storyPorts(),
    scope: {
      screen: {
        identifiers: [
          box('EMBEDDED', 'UHF_TAG', '', 'TO_BE_READ'),
          box('serial', 'SIMPLE_ITEM_IDENTIFIER', '', 'TO_BE_READ'),
        ],
        association: { status: 'TO_BE_READ', statusLabel: 'encoding.statuses.TO_BE_READ', errors: '' },
      },
    },
    nodes: [
      {
        widget: 'identifier-boxes',
        bind: { boxes: { var: 'screen.identifiers' }, association: { var: 'screen.association' } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Reading...')).toHaveLength(3);
    await expect(canvas.getByText('IDENTIFIER')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const NothingConfigured: Story = {
  name: 'No product searched yet: what to do',
  args: { ports: storyPorts(), nodes: [{ widget: 'identifier-boxes', props: { boxes: [] } }] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Fill all fields and search an item configuration'),
    ).toBeInTheDocument();
  },
};
