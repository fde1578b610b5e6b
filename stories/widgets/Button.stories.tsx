import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/button', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmHandler = fn(async () => {}).mockName('confirm');

export const Primary: Story = {
  args: {
    ports: storyPorts({ confirm: confirmHandler }),
    nodes: [{ widget: 'button', props: { label: 'connectionError.retry' }, action: { type: 'confirm' } }],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(confirmHandler).toHaveBeenCalled();
  },
};

export const DisabledByRule: Story = {
  args: {
    ports: storyPorts(),
    scope: { readings: { okCount: 0 } },
    nodes: [
      {
        widget: 'button',
        props: { label: 'connectionError.retry' },
        enabled: { '>': [{ var: 'readings.okCount' }, 0] },
        action: { type: 'confirm' },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toBeDisabled();
  },
};

export const Variants: Story = {
  args: {
    ports: storyPorts(),
    nodes: [
      {
        widget: 'stack',
        props: { direction: 'row' },
        children: [
          { widget: 'button', props: { label: 'home.signOut', variant: 'secondary' } },
          { widget: 'button', props: { label: 'errors.title', variant: 'danger' } },
        ],
      },
    ],
  },
};

export const ActionNotAvailableHere: Story = {
  args: {
    ports: storyPorts(),
    nodes: [
      { widget: 'button', props: { label: 'connectionError.retry' }, action: { type: 'reader', command: 'start' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(
      await within(document.body).findByText(/not available on this screen: reader start/),
    ).toBeInTheDocument();
  },
};

const chooseHandler = fn(async () => {}).mockName('choose');

export const EventHandedToTheAction: Story = {
  name: "Its `event` reaches the action's rules as `event`",
  args: {
    ports: storyPorts({ handlers: { choose: chooseHandler } }),
    nodes: [
      {
        widget: 'button',
        props: { label: 'connectionError.retry', event: { attempt: 2 } },
        action: { type: 'handler', name: 'choose', args: { attempt: { var: 'event.attempt' } } },
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(chooseHandler).toHaveBeenCalledWith({ attempt: 2 });
  },
};
