import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAsn } from '../../src/test-support/shipping-server.ts';
import { ShippingStory, shippingStoryRoute } from '../support/shipping-story.tsx';

const meta = {
  title: 'Screens/shipping/add-parcel',
  component: ShippingStory,
  args: { screen: 'shipping/add-parcel', navigation: { asn: storyAsn } },
} satisfies Meta<typeof ShippingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddParcel: Story = {
  name: 'The add-parcel form starts from the parcel (its code), then starts it and opens the reading (001 §2.6)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Shipment ASN-2025-0005')).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: /Parcel/ })).toHaveValue('PRC-2025-00501');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND/reading'));
  },
};
