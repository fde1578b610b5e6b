import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAsn } from '../../src/test-support/shipping-server.ts';
import { ShippingStory, shippingStoryRoute } from '../support/shipping-story.tsx';

const meta = {
  title: 'Screens/shipping/asn',
  component: ShippingStory,
  args: { screen: 'shipping/asn', navigation: { asn: storyAsn } },
} satisfies Meta<typeof ShippingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Parcels: Story = {
  name: '[001-3-parcel-01] [001-3-content-02] [001-2.5-15] [001-2.5-20] [001-2.5-21] [001-4.1-08] An ASN (reading A): its parcels, a received one opened onto its content, one in progress opens its form',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Shipment ASN-2025-0005')).toBeInTheDocument();
    await expect(canvas.getByText('Detected / expected: 2/5')).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Parcels (2)' });
    const received = within(list).getByRole('button', { name: /PRC-2025-00400/ });
    await expect(received).toHaveAttribute('aria-expanded', 'false');
    await expect(within(received).getByText('Received')).toHaveAttribute('data-colour', 'green');
    await expect(canvas.getByRole('heading', { name: 'Store inbound' })).toBeInTheDocument();
    await userEvent.click(received);
    const table = await canvas.findByRole('table', { name: 'Content of PRC-2025-00400' });
    await expect(within(table).getByText('KN210-CSH-GRM-M')).toBeInTheDocument();
    await expect(within(table).getByText('2/2')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'New parcel' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Confirm shipment' })).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: /PRC-2025-00501/ }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND/asn/asn-5/add/prc-501'));
  },
};

export const ConfirmShipment: Story = {
  name: 'Confirm shipment with a parcel not received asks to force the closing (001 §4.2)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm shipment' }));
    const question = await body.findByRole('dialog', { name: 'Confirm shipment' });
    await expect(question).toHaveTextContent('Are you sure you want to FORCE the closing of this shipment?');
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND'));
  },
};

export const Back: Story = {
  name: '[001-2.5-23] Back from the ASN goes to the shipment list, /shipping/:opCode',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Parcels (2)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND'));
  },
};

export const ContentFailure: Story = {
  name: "[001-8-13] A parcel's content that cannot be read: 'Error in reading the contents of the parcel', titled Error",
  args: { server: { failing: { '/parcelContent': 500 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const list = await canvas.findByRole('list', { name: 'Parcels (2)' });
    await userEvent.click(within(list).getByRole('button', { name: /PRC-2025-00400/ }));
    const message = await body.findByText('Error in reading the contents of the parcel');
    const shown = message.closest('[role="dialog"], [role="alertdialog"], [role="status"], [role="alert"], li');
    // Its title, besides the message.
    await expect(shown?.textContent?.replace('Error in reading the contents of the parcel', '')).toContain('Error');
  },
};
