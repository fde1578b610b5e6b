import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReaderWidgetScreen } from '../support/reader-story.tsx';

const meta = { title: 'Widgets/reader-control', component: ReaderWidgetScreen } satisfies Meta<
  typeof ReaderWidgetScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PlayWithLoader: Story = {
  args: { startMs: 300, nodes: [{ widget: 'reader-control' }], region: 'sidebar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start reading' }));
    await expect(await canvas.findByRole('button', { name: 'Starting the antennas' })).toHaveAttribute('aria-busy');
    await expect(await canvas.findByRole('button', { name: 'Stop reading' })).toBeEnabled();
  },
};

export const Reading: Story = {
  args: { reading: true, nodes: [{ widget: 'reader-control' }], region: 'sidebar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Stop reading' }));
    await expect(await canvas.findByRole('button', { name: 'Start reading' })).toBeEnabled();
  },
};

export const ClearAsksFirst: Story = {
  args: {
    clearMs: 300,
    nodes: [{ widget: 'reader-control', props: { askBeforeClear: true } }],
    region: 'sidebar',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear readings' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /yes|confirm/i }));
    await expect(await canvas.findByRole('button', { name: 'Clearing the readings' })).toHaveAttribute('aria-busy');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clear readings' })).toBeEnabled());
  },
};

export const WithoutClear: Story = {
  args: { nodes: [{ widget: 'reader-control', props: { clear: false } }], region: 'sidebar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Clear readings' })).toBeNull();
  },
};

export const DisabledByRule: Story = {
  args: {
    scope: { formData: { zoneId: null } },
    nodes: [{ widget: 'reader-control', enabled: { '!!': [{ var: 'formData.zoneId' }] } }],
    region: 'sidebar',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Start reading' })).toBeDisabled();
  },
};
