import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

/** The 'modal' action: a dialog whose body is widget nodes of the screen, e.g. cartons each with a print button. */
function ModalStory({ onPrint }: { onPrint: (args: Record<string, unknown>) => Promise<unknown> }) {
  const ports = storyPorts({ handlers: { print: onPrint } });
  return (
    <WidgetScreen
      ports={ports}
      scope={{ screen: { cartons: 2 } }}
      nodes={[
        {
          widget: 'button',
          props: { label: 'Cartons' },
          action: {
            type: 'modal',
            title: 'Cartons',
            body: [
              { widget: 'text', props: { label: 'Cartons' }, bind: { value: { var: 'screen.cartons' } } },
              {
                widget: 'button',
                props: { label: 'Print C1' },
                action: { type: 'handler', name: 'print', args: { carton: 'C1' } },
              },
            ],
          },
        },
      ]}
    />
  );
}

const meta = {
  title: 'Widgets/modal action',
  component: ModalStory,
  args: { onPrint: fn(async () => undefined) },
} satisfies Meta<typeof ModalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RowsWithActions: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cartons' }));
    await screen.findByRole('dialog', { name: 'Cartons' });
    await userEvent.click(screen.getByRole('button', { name: 'Print C1' }));
    await expect(args.onPrint).toHaveBeenCalledWith({ carton: 'C1' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
