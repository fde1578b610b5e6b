import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyParcelTags } from '../../src/test-support/parcel-list-server.ts';
import { ParcelListStory } from '../support/parcel-list-story.tsx';

const meta = {
  title: 'Screens/simple-parcel-list/reading',
  component: ParcelListStory,
  args: { viewMode: 'parcelAndAsn' },
} satisfies Meta<typeof ParcelListStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ByShipment: Story = {
  name: '[001-2.10-14] Parcels by shipment (the ignored EPCs modal): one bound elsewhere is unexpected and blocks Confirm until removed (001 §2.10, §4.6)',
  args: { tags: [storyParcelTags.here, storyParcelTags.elsewhere, storyParcelTags.unknown] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('region', { name: 'Shipment ASN-2025-0001' });
    await expect(canvas.getByRole('region', { name: 'Shipment ASN-2025-0005' })).toHaveTextContent('1/2');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Ignored EPCs (1)' }));
    const ignored = await body.findByRole('dialog', { name: 'Ignored EPCs' });
    await expect(ignored).toHaveTextContent(storyParcelTags.unknown);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove shipment ASN-2025-0001' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  },
};

export const ByParcel: Story = {
  name: "viewMode 'parcel': one list, unexpected first",
  args: { viewMode: 'parcel', tags: [storyParcelTags.here, storyParcelTags.elsewhere] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Parcels (2)' });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveTextContent('PRC-2025-00101');
    await expect(rows[0]).toHaveTextContent('unexpected');
  },
};
