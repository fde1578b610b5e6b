/**
 * Packing, outbound and the RFID-search start end to end (001 §2.4, §2.7, §4.3–§4.5, §5, §7) as an operator in
 * Chromium against the sandbox and the device-manager emulator:
 * - packing in batch reading mode against the parcel's checklist: one bag of two is a KO, the second bag makes it OK,
 *   each batch persisted as it was read; then the packed parcel is started again, unpacked and packed anew;
 * - outbound parcel by parcel: a new parcel for a store, confirmed with the post-confirm question (keep input);
 * - inbound 'Read parcel': the parcel is found by its tag and its reading opens.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { inStock } from './stock-fixtures.ts';
import { openTile } from './tile-fixtures.ts';

const bags = inStock('BG510-LEA-BLK-UNI');
const trousers = inStock('TR100-GAB-BEI-40');

const parcelRecord = async (request: APIRequestContext, code: string) =>
  (await (await request.get(`${e2eUrls.api}/control/shipping/parcels/${code}`)).json()) as {
    parcel: { status: string; asn?: { code: string }; attributes?: Record<string, unknown> };
    contentItemIds: string[];
    contentCalls: { action: string; itemIds: string[] }[];
  };

/** Reads the antenna's field until the total counter shows `shown` ('detected/expected' with a checklist), then stops. */
async function readUntil(page: Page, shown: string | number) {
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(page.locator('[data-counter="total"]').locator('dd')).toHaveText(String(shown), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
}

test.describe('packing, outbound and the RFID-search start (001 §2.4–§2.7, §4.3–§4.5) as an operator', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
  });

  test('[001-1-08] [001-1-09] [000-1-15] [001-4.4-06] [001-4.4-02] [001-4.4-18] [001-4.4-19] [001-5-22] [001-4.3-09] [001-4.3-10] [001-4.3-11] [001-8-37] packing in batch mode: a KO, then OK; the packed parcel is unpacked and packed again', async ({
    page,
    request,
  }) => {
    await setField(packingAntennaId, [bags[0]!.tag]);
    await openTile(page, 'Packing bench 1', 'Packing with checklist', /\/shipping\/PACKING$/);
    await page.getByRole('textbox', { name: /Parcel/ }).fill('PRC-2025-00601');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shipping\/PACKING\/reading$/);
    // Batch reading mode: the parcel is started as the screen opens.
    await expect.poll(async () => (await parcelRecord(request, 'PRC-2025-00601')).parcel.status).toBe('DRAFT');
    await readUntil(page, '1/2');
    await expect
      .poll(async () => (await parcelRecord(request, 'PRC-2025-00601')).contentItemIds)
      .toEqual([bags[0]!.id]);

    // showModalOnConfirm: the required-fields modal first; then one bag of two is a KO (canConfirmWithMissing 'no').
    await page.getByRole('button', { name: 'Confirm' }).click();
    const fields = page.getByRole('dialog', { name: 'Required fields' });
    await fields.getByRole('button', { name: 'Update and confirm' }).click();
    await expect(
      page.getByText('Products with discrepancies were found. Are you sure you want to confirm the parcel?'),
    ).toBeVisible();
    expect((await parcelRecord(request, 'PRC-2025-00601')).parcel.status).toBe('DRAFT');

    await setField(packingAntennaId, [bags[0]!.tag, bags[1]!.tag]);
    await readUntil(page, '2/2');
    // The bench's scale (the device-manager emulator's, 8.24 kg) weighs the parcel; the weight goes with the confirm.
    await page.getByRole('button', { name: 'Weigh' }).click();
    await expect(page.getByText('Weight 8.24 kg')).toBeVisible();
    await expect
      .poll(async () => (await parcelRecord(request, 'PRC-2025-00601')).contentItemIds.sort())
      .toEqual([bags[0]!.id, bags[1]!.id].sort());
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('dialog', { name: 'Required fields' })
      .getByRole('button', { name: 'Update and confirm' })
      .click();
    await expect(page.getByText('Operation completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/shipping\/PACKING$/);
    const packed = await parcelRecord(request, 'PRC-2025-00601');
    expect(packed.parcel.status).toBe('PACKED');
    expect(packed.parcel.attributes).toMatchObject({ weightKg: '8.24' });
    // Each batch went in as it was read; no CLEAR and INSERT at the confirm in batch mode.
    expect(packed.contentCalls.map((call) => call.action)).toEqual(['INSERT', 'INSERT']);

    // Packing it again: 'UNPACK', the question, Yes unpacks and starts it anew.
    await page.getByRole('textbox', { name: /Parcel/ }).fill('PRC-2025-00601');
    await page.getByRole('button', { name: 'Next' }).click();
    const unpack = page.getByRole('dialog', { name: 'Unpack' });
    await expect(unpack).toContainText(
      'Parcel already packed. Do you want to proceed with the unpack and packing again?',
    );
    await unpack.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(async () => (await parcelRecord(request, 'PRC-2025-00601')).parcel.status).toBe('DRAFT');
    expect((await parcelRecord(request, 'PRC-2025-00601')).contentItemIds).toEqual([]);
    await expect(page).toHaveURL(/\/shipping\/PACKING\/reading$/);
  });

  test('[001-1-06] [001-2.4-06] [001-2.4-09] [001-4.5-04] [001-4.5-05] [001-8-33] [001-7-shipping-07] outbound parcel by parcel: a new parcel for a store, confirmed, the input kept', async ({
    page,
    request,
  }) => {
    await setField(
      packingAntennaId,
      trousers.map((item) => item.tag),
    );
    await openTile(page, 'Packing bench 1', 'Ship to store', /\/shipping\/OUTBOUND$/);
    await page.getByRole('combobox', { name: /Destination store/ }).fill('Montenapoleone');
    await page.getByRole('option', { name: /Montenapoleone/ }).click();
    await page.getByRole('textbox', { name: /Parcel/ }).fill('PRC-2025-00777');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shipping\/OUTBOUND\/reading$/);
    await readUntil(page, trousers.length);
    await page.getByRole('button', { name: 'Confirm' }).click();
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page.locator('[data-counter="total"]').locator('dd')).toHaveText('0');
    await expect(page).toHaveURL(/\/shipping\/OUTBOUND\/reading$/);
    const sent = await parcelRecord(request, 'PRC-2025-00777');
    expect(sent.parcel.status).toBe('SENT');
    expect(sent.contentItemIds.sort()).toEqual(trousers.map((item) => item.id).sort());
    expect(sent.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
    // 001 §2.7: back goes to the start form (it has fields), which is not an ASN selection here.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/shipping\/OUTBOUND$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
  });

  test("[001-2.4-04] [001-2.4-07] [001-2.4-08] [001-4.3-04] [001-4.3-05] [001-4.3-06] [001-7-shipping-12] 'Read parcel' finds the parcel by its tag and opens its reading", async ({
    page,
  }) => {
    const parcelTag = { epc: '3174257BF4A1C0000000502A' };
    await setField(stableId('rfidAntennas', 'ANT-LOM-IN-1'), [parcelTag]);
    await setField(stableId('rfidAntennas', 'ANT-LOM-IN-2'), []);
    await openTile(page, 'Inbound gate 1', 'Store inbound', /\/shipping\/INBOUND$/);
    await page.getByRole('button', { name: 'Read parcel' }).click();
    await expect(page).toHaveURL(/\/shipping\/INBOUND\?readParcel=true$/);
    await expect(page.getByText('Press start to read')).toBeVisible();
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page).toHaveURL(/\/shipping\/INBOUND\/reading$/, { timeout: 30_000 });
    await expect(page.getByText('Parcel PRC-2025-00502')).toBeVisible();
    await expect(page.getByText('Shipment ASN-2025-0005')).toBeVisible();
  });
});
