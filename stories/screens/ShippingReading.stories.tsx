import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyAsn, storyItemRead, storyProducts, storyStartedParcel } from '../../src/test-support/shipping-server.ts';
import { ShippingStory, shippingStoryRoute } from '../support/shipping-story.tsx';

const knitwear = storyProducts[0]!;
const tags = ['30340F4A4C01A2C000000011', '30340F4A4C01A2C000000012'];
const jacket = { ...knitwear, id: 'prod-jk', code: 'JK420-WOL-NAV-50', description: 'Wool jacket' };
const extra = '30340F4A4C01A2C000000099';

const meta = {
  title: 'Screens/shipping/reading',
  component: ShippingStory,
  args: {
    screen: 'shipping/reading',
    navigation: { asn: storyAsn, parcel: storyStartedParcel },
    formData: { parcelCode: 'PRC-2025-00501' },
    server: { reads: [...tags.map((code) => storyItemRead(code, knitwear)), storyItemRead(extra, jacket, false)] },
    tags,
  },
} satisfies Meta<typeof ShippingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChecklistWarning: Story = {
  name: '[001-2.7-07] A parcel read against its checklist: 2 of 3, Confirm asks about the missing item (001 §2.7, §4.4, §5)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('Parcel PRC-2025-00501')).toBeInTheDocument();
    await expect(canvas.getByText('Shipment ASN-2025-0005')).toBeInTheDocument();
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(await canvas.findByText('SH305-POP-WHT-40', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    const question = await body.findByRole('dialog', { name: 'Checklist' });
    await expect(question).toHaveTextContent('There are 1 missing items. Are you sure you want to confirm anyway?');
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
  },
};

/** The counter of a product row (its data-row is the product code) and the total counter. */
const rowCounter = (canvas: HTMLElement, code: string) =>
  canvas.querySelector(`[data-row*="${code}"] [data-colour], [data-row*="${code}"] [aria-label="Counter"]`);

export const ChecklistColours: Story = {
  name: "[001-4.13-14] [001-4.13-15] [001-4.13-16] [001-4.13-17] [000-4.7-05] [000-4.7-06] [000-4.7-07] [000-4.7-08] [000-4.7-09] [000-4.7-10] Checklist counter colours: equal green, short grey, a product not on it orange 'n/0'",
  args: { tags: [...tags, extra] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('JK420-WOL-NAV-50', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(rowCounter(canvasElement, 'KN210-CSH-GRM-M')).toHaveTextContent('2/2'));
    await expect(rowCounter(canvasElement, 'KN210-CSH-GRM-M')).toHaveAttribute('data-colour', 'green');
    await expect(rowCounter(canvasElement, 'SH305-POP-WHT-40')).toHaveTextContent('0/1');
    await expect(rowCounter(canvasElement, 'SH305-POP-WHT-40')).toHaveAttribute('data-colour', 'grey');
    await expect(rowCounter(canvasElement, 'JK420-WOL-NAV-50')).toHaveTextContent('1/0');
    await expect(rowCounter(canvasElement, 'JK420-WOL-NAV-50')).toHaveAttribute('data-colour', 'orange');
    const total = canvasElement.querySelector('[data-counter="total"]');
    await expect(total).toHaveAttribute('data-colour', 'orange');
    await expect(total?.querySelector('dd')).toHaveTextContent('3/3');
  },
};

const statusTags = [
  '30340F4A4C01A2C000000021',
  '30340F4A4C01A2C000000022',
  '30340F4A4C01A2C000000023',
  '30340F4A4C01A2C000000024',
];
const withStatuses = (code: string, statuses: string[]) => ({ ...storyItemRead(code, knitwear), statuses });

export const ItemStatuses: Story = {
  name: "[001-4.6-02] [001-8-24] [001-8-26] [001-8-27] [001-4.13-01] [001-4.13-02] [001-3-decoded-06] [001-3-decoded-08] [001-2.15-17] [001-2.7-05] Item statuses by the operation's lists, each shown by its message; an error makes Confirm unavailable",
  args: {
    tags: statusTags,
    options: {
      readingsDisplayMode: 'item',
      errorStates: 'ITEM_NOT_IN_INBOUND',
      warningStates: 'ITEM_IN_ANOTHER_PARCEL',
      ignoreWithReasonStates: 'ITEM_IN_ANOTHER_PRODUCTION_ORDER',
    },
    server: {
      reads: [
        withStatuses(statusTags[0]!, ['ITEM_NOT_IN_INBOUND']),
        withStatuses(statusTags[1]!, ['ITEM_IN_ANOTHER_PARCEL']),
        withStatuses(statusTags[2]!, ['ITEM_IN_ANOTHER_PRODUCTION_ORDER']),
        { ...storyItemRead(statusTags[3]!, knitwear), item: null, decodeResult: 'unknown' as const },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('item not in inbound')).toBeInTheDocument();
    await expect(await canvas.findByText('item in another parcel')).toBeInTheDocument();
    await expect(await canvas.findByText('item in another production order')).toBeInTheDocument();
    const row = (text: string) => canvas.getByText(text).closest('[data-read]') as HTMLElement;
    await expect(row('item not in inbound')).toHaveAttribute('data-status', 'error');
    await expect(row('item in another parcel')).toHaveAttribute('data-status', 'warning');
    await expect(row('item in another production order')).toHaveAttribute('data-status', 'ignoredWithReason');
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // The summary chips count each status and open the list of its items.
    const chip = (status: string) => canvasElement.querySelector(`[data-summary="${status}"]`);
    await waitFor(() => expect(chip('error')).toHaveTextContent('error (1)'));
    await expect(chip('warning')).toHaveTextContent('warning (1)');
    await expect(chip('ignoredWithReason')).toHaveTextContent('ignored with reason (1)');
    await userEvent.click(chip('error') as HTMLElement);
    const body = within(canvasElement.ownerDocument.body);
    const errors = await body.findByRole('dialog');
    await expect(within(errors).getByText('item not in inbound')).toBeInTheDocument();
    await expect(within(errors).queryByText('item in another parcel')).toBeNull();
    // A tag of no item is ignored.
    await waitFor(() =>
      expect(canvasElement.querySelector(`[data-read="${statusTags[3]}"]`)).toHaveAttribute('data-status', 'ignored'),
    );
  },
};

export const ClearAndExitWarning: Story = {
  name: '[001-1-27] [001-2.7-04] [001-2.7-11] [001-2.7-16] [001-2.7-17] Clear asks first; with showAlertOnExit and ok items, Back warns that the readings will be lost',
  args: { options: { showAlertOnExit: 'true', removeMode: 'rfid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    const removeMode = canvas.getByRole('button', { name: 'Remove mode' });
    await expect(removeMode).toHaveAttribute('aria-pressed', 'false');
    const dismiss = async (dialog: HTMLElement) =>
      userEvent.click(within(dialog).getByRole('button', { name: /^(Cancel|No)$/ }));

    await userEvent.click(canvas.getByRole('button', { name: 'Clear readings' }));
    const clear = await body.findByRole('dialog');
    await expect(clear).toHaveTextContent('Proceeding will remove all readings, do you want to continue?');
    await dismiss(clear);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    const back = await body.findByRole('dialog');
    await expect(back).toHaveTextContent(
      'Are you sure you want to go back? All unsaved changes, such as readings, will be lost.',
    );
    await dismiss(back);
    await expect(shippingStoryRoute.history.at(-1)).toBe('/shipping/INBOUND/reading');
    await userEvent.click(removeMode);
    await waitFor(() => expect(removeMode).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const NoExitWarningWithoutReads: Story = {
  name: '[001-2.7-17] [001-4.6-01] Without ok items Confirm is unavailable, and Back leaves at once, showAlertOnExit or not',
  args: { tags: [], options: { showAlertOnExit: 'true' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).not.toBe('/shipping/INBOUND/reading'));
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const ReadOnlyHeader: Story = {
  name: '[001-2.15-04] [001-5-39] Every header field has disableChange (the parcel code): the header is read-only, no Change',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Parcel PRC-2025-00501')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Change' })).toBeNull();
  },
};

export const WithoutFormData: Story = {
  name: "[001-2.7-01] Opened without the start form's data, the parcel reading goes back",
  args: { formData: undefined },
  play: async () => {
    await waitFor(() => expect(shippingStoryRoute.history.at(-1)).not.toBe('/shipping/INBOUND/reading'));
  },
};

export const RemoveBySku: Story = {
  name: "[001-2.7-08] With removeMode 'sku' a product's items are removed from its row",
  args: { options: { removeMode: 'sku' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowCounter(canvasElement, 'KN210-CSH-GRM-M')).toHaveTextContent('2/2'));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all items of KN210-CSH-GRM-M' }));
    // The product stays listed as the checklist expects it, with none of its items.
    await waitFor(() => expect(rowCounter(canvasElement, 'KN210-CSH-GRM-M')).toHaveTextContent('0/2'));
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

const restoreTag = '30340F4A4C01A2C000000031';

export const RestoreTypology: Story = {
  name: "[001-3-decoded-09] RESTORE_VARIANT is shown as 'RESTORE TYPOLOGY'",
  args: {
    tags: [restoreTag],
    options: { readingsDisplayMode: 'item', warningStates: 'RESTORE_VARIANT' },
    server: { reads: [withStatuses(restoreTag, ['RESTORE_VARIANT'])] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = await canvas.findByText('RESTORE TYPOLOGY');
    await expect(chip.closest('[data-read]')).toHaveAttribute('data-status', 'warning');
  },
};

const zoneTags = ['30340F4A4C01A2C000000041', '30340F4A4C01A2C000000042'];
const inZone = (code: string, zoneCode: string) => {
  const read = storyItemRead(code, knitwear);
  const zone = {
    id: zoneCode,
    code: zoneCode,
    description: zoneCode,
    place: { code: 'WH-LOM', description: 'Lomazzo' },
  };
  return { ...read, item: { ...read.item!, zone } };
};

export const ItemInAnotherZone: Story = {
  name: "[001-4.13-07] [001-4.13-08] With enabledCheckItemZone an item in another zone than the first read's is a warning, labelled IN_ANOTHER_ZONE",
  args: {
    tags: zoneTags,
    options: { readingsDisplayMode: 'item', enabledCheckItemZone: 'true' },
    server: { reads: [inZone(zoneTags[0]!, 'WH-LOM-STOCK'), inZone(zoneTags[1]!, 'WH-LOM-QUARANTINE')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (tag: string) => canvasElement.querySelector(`[data-read="${tag}"]`);
    await waitFor(() => expect(row(zoneTags[1]!)).toHaveAttribute('data-status', 'warning'));
    await expect(within(row(zoneTags[1]!) as HTMLElement).getByText('IN_ANOTHER_ZONE')).toBeInTheDocument();
    await expect(row(zoneTags[0]!)).toHaveAttribute('data-status', 'valid');
    await expect(canvas.queryAllByText('IN_ANOTHER_ZONE')).toHaveLength(1);
  },
};
