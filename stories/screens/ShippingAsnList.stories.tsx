import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAsn } from '../../src/test-support/shipping-server.ts';
import { ShippingStory, shippingStoryRoute } from '../support/shipping-story.tsx';

const meta = {
  title: 'Screens/shipping/asn-list',
  component: ShippingStory,
  args: { screen: 'shipping/asn-list' },
} satisfies Meta<typeof ShippingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shipments: Story = {
  name: "[001-2.4-05] [001-2.5-01] [001-2.5-02] [001-2.5-03] [001-2.5-04] [001-2.5-09] [001-2.5-11] [001-4.1-01] [001-4.1-09] The shipments of the place: search, then choose one; 'New shipment' and 'Read parcel'",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Store inbound' })).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Shipments (1)' });
    const row = within(list).getByRole('button', { name: /ASN-2025-0005/ });
    await expect(row).toHaveTextContent('In transit');
    await expect(within(row).getByText('In transit')).toHaveAttribute('data-colour', 'grey');
    await expect(row).toHaveTextContent('Central Warehouse Lombardia');
    await expect(row).toHaveTextContent('1/2');
    await expect(canvas.getByRole('button', { name: 'New shipment' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Read parcel' })).toBeInTheDocument();
    const search = canvas.getByRole('searchbox', { name: 'Shipment' });
    await expect(search).toHaveFocus();
    await userEvent.type(search, 'zzz');
    await canvas.findByRole('heading', { name: 'Shipments (0)' });
    await userEvent.clear(search);
    await userEvent.click(await canvas.findByRole('button', { name: /ASN-2025-0005/ }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND/asn/asn-5'));
  },
};

export const CreateForm: Story = {
  name: "'New shipment' opens the create form (Shipment Code, Next); back returns to the list",
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New shipment' }));
    const code = await canvas.findByRole('textbox', { name: /Shipment Code/ });
    await expect(canvas.queryByRole('list', { name: /Shipments/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('list', { name: 'Shipments (1)' })).toBeInTheDocument();
    await expect(code).not.toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: '[001-8-14] The list cannot load: the error shows and the list is empty',
  args: { server: { failing: { '/asn/list': 500 } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText(/asn\/list failed/)).toBeInTheDocument();
    await expect(await body.findByText('No shipments to show')).toBeInTheDocument();
  },
};

/** 000 §4.9: each status with its label and tone (error red, warning yellow, success green, else grey). */
const statusShown = {
  INBOUND_ERROR: ['Inbound error', 'red'],
  OUTBOUND_ERROR: ['Outbound error', 'red'],
  RECEIVE_AWAIT: ['Pending', 'yellow'],
  SEND_AWAIT: ['Pending', 'yellow'],
  DRAFT: ['Draft', 'yellow'],
  READY_TO_RECEIVE: ['To receive', 'green'],
  RECEIVED: ['Received', 'green'],
  READY_TO_SEND: ['Ready to send', 'grey'],
  SENT: ['Sent', 'grey'],
  IN_INBOUND: ['In inbound', 'grey'],
  IN_TRANSIT: ['In transit', 'grey'],
} as const;

export const Statuses: Story = {
  name: '[001-4.1-02] [001-4.1-03] [001-4.1-04] [001-4.1-06] [001-4.1-07] [000-4.9-01] [000-4.9-02] [000-4.9-03] [000-4.9-04] [000-4.9-05] [000-4.9-06] [000-4.9-07] [000-4.9-08] Every shipment status with its label and tone',
  args: {
    server: {
      asns: Object.keys(statusShown).map((status, index) => ({
        ...storyAsn,
        id: `asn-${index}`,
        code: `ASN-${status}`,
        status,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: `Shipments (${Object.keys(statusShown).length})` });
    for (const [status, [label, colour]] of Object.entries(statusShown)) {
      const row = within(list).getByRole('button', { name: new RegExp(`ASN-${status}`) });
      await expect(within(row).getByText(label)).toHaveAttribute('data-colour', colour);
    }
  },
};

export const StartAsnFailure: Story = {
  name: "[001-8-06] A shipment that cannot be started: the failure titled 'Start ASN Error'",
  args: { server: { failing: { '/startAsn': 400 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: /ASN-2025-0005/ }));
    await expect(await body.findByText('Start ASN Error')).toBeInTheDocument();
    await expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND');
  },
};
