import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/text-field', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn(async () => {}).mockName('submit');

export const EnterRunsTheAction: Story = {
  args: {
    ports: storyPorts({ handlers: { submit } }),
    scope: { screen: { code: '' } },
    nodes: [
      {
        widget: 'text-field',
        props: { label: 'device.writeTag.newIdentifier', field: 'code', autoFocus: true, maxWidth: 400 },
        action: { type: 'handler', name: 'submit' },
      },
      { widget: 'text', props: { label: 'device.writeTag.targetEpc' }, bind: { value: { var: 'screen.code' } } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('New identifier');
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'ABCD{Enter}');
    await expect(canvas.getByText('Target EPC: ABCD')).toBeVisible();
    await expect(submit).toHaveBeenCalled();
  },
};
