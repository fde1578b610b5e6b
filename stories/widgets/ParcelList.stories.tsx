import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyPorts } from '../support/story-ports.ts';
import { WidgetScreen } from '../support/WidgetScreen.tsx';

const meta = { title: 'Widgets/parcel-list', component: WidgetScreen } satisfies Meta<typeof WidgetScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const parcel = (
  code: string,
  asnCode: string,
  state: { detected?: boolean; unexpected?: boolean; forced?: boolean },
) => ({
  code,
  asnCode,
  parcelEntryQuantity: state.detected && !state.forced ? 1 : 0,
  detected: false,
  unexpected: false,
  forced: false,
  ...state,
});

const groups = [
  {
    asnCode: 'ASN-2025-0005',
    detected: 2,
    total: 2,
    colour: 'green',
    parcels: [
      parcel('PRC-2025-00501', 'ASN-2025-0005', { detected: true }),
      parcel('PRC-2025-00502', 'ASN-2025-0005', { detected: true, forced: true }),
    ],
  },
  {
    asnCode: 'ASN-2025-0001',
    detected: 1,
    total: 2,
    colour: 'grey',
    parcels: [
      parcel('PRC-2025-00101', 'ASN-2025-0001', { detected: true, unexpected: true }),
      parcel('PRC-2025-00102', 'ASN-2025-0001', {}),
    ],
  },
];

export const ByShipment: Story = {
  name: 'Parcels grouped by shipment: detected/total coloured, states, Remove and Force (001 §2.10)',
  args: {
    ports: storyPorts(),
    scope: { screen: { groups } },
    nodes: [{ widget: 'parcel-list', props: { grouped: true }, bind: { groups: { var: 'screen.groups' } } }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const complete = canvas.getByRole('region', { name: 'Shipment ASN-2025-0005' });
    await expect(within(complete).getByText('2/2').closest('[data-colour]')).toHaveAttribute('data-colour', 'green');
    await expect(within(complete).getByText('forced')).toBeInTheDocument();
    const partial = canvas.getByRole('region', { name: 'Shipment ASN-2025-0001' });
    await expect(within(partial).getByText('unexpected')).toBeInTheDocument();
    await expect(within(partial).getByRole('button', { name: 'Force parcel PRC-2025-00102' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove shipment ASN-2025-0005' })).toHaveFocus();
  },
};

export const Empty: Story = {
  name: "Nothing read yet: 'Press start to read'",
  args: {
    ports: storyPorts(),
    nodes: [{ widget: 'parcel-list', props: { rows: [], emptyText: 'forms.pressStartToRead' } }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Press start to read')).toBeInTheDocument();
  },
};
