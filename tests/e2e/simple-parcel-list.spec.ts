/**
 * The simple parcel list end to end (001 §2.10, §4.6, §4.8, §7) as an operator in Chromium against the sandbox and
 * the device-manager emulator: parcel tags read in parcelAndAsn mode, a parcel of a shipment bound elsewhere is
 * unexpected and blocks the confirm until its shipment is removed, a parcel forced with a wrong then a right PIN, and
 * the save checked in the sandbox.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { forceWithPin, openParcelCheckIn, parcelRow } from './parcel-list-fixtures.ts';

const tags = {
  p501: { epc: '3174257BF4A1C0000000501A' },
  p101: { epc: '3174257BF4A1C0000000101A' },
};

const saved = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${e2eUrls.api}/control/simple-parcel-lists`)).json()) as {
      saved: { parcelCodes: string[]; forcedParcelCodes: string[] }[];
    }
  ).saved;

const group = (page: Page, code: string) => page.getByRole('region', { name: `Shipment ${code}` });

test.describe('simple parcel list (001 §2.10, §4.8) as an operator', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await request.delete(`${e2eUrls.api}/control/faults`);
    await emulator('POST', '/emulator/reset');
  });

  test('[001-1-14] [001-1-15] [001-6-09] [000-1-18] [000-6-19] [001-2.10-01] [001-2.10-02] [001-2.10-03] [001-2.10-04] [001-2.10-06] [001-2.10-07] [001-2.10-08] [001-2.10-09] [001-2.10-10] [001-2.10-12] [001-2.10-13] [001-2.10-15] [001-4.8-07] [001-4.8-10] [001-4.8-12] [001-4.6-05] [001-4.6-06] [001-8-31] [001-7-spl-01] [001-7-spl-03] [001-7-spl-05] [001-4.8-01] [001-4.8-02] [001-4.8-04] parcels by shipment: an unexpected shipment removed, a parcel forced with a wrong then a right PIN, saved', async ({
    page,
    request,
  }) => {
    await setField(packingAntennaId, [tags.p501, tags.p101]);
    await openParcelCheckIn(page);
    await expect(page.getByText('Press start to read')).toBeVisible();

    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(group(page, 'ASN-2025-0005').getByLabel('1 detected of 2')).toBeVisible();
    await expect(group(page, 'ASN-2025-0001')).toBeVisible();
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();

    await expect(parcelRow(page, 'PRC-2025-00501')).toHaveAttribute('data-state', 'ok');
    await expect(parcelRow(page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'toRead');
    await expect(parcelRow(page, 'PRC-2025-00101')).toHaveAttribute('data-state', 'unexpected');
    // Unexpected first in its shipment.
    await expect(group(page, 'ASN-2025-0001').locator('[data-parcel]').first()).toHaveAttribute(
      'data-parcel',
      'PRC-2025-00101',
    );
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await page.getByRole('button', { name: 'Unexpected (1)' }).click();
    const unexpected = page.getByRole('dialog', { name: 'Unexpected parcels' });
    await expect(unexpected.locator('[data-parcel="PRC-2025-00101"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(unexpected).toBeHidden();

    await page.getByRole('button', { name: 'Remove shipment ASN-2025-0001' }).click();
    await expect(group(page, 'ASN-2025-0001')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();

    await forceWithPin(page, 'PRC-2025-00502', '0000');
    await expect(page.getByText('User PIN invalid')).toBeVisible();
    await expect(parcelRow(page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'toRead');
    await forceWithPin(page, 'PRC-2025-00502', '1234');
    await expect(parcelRow(page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'forced');
    await expect(group(page, 'ASN-2025-0005').getByLabel('2 detected of 2')).toBeVisible();

    // The sandbox keeps the lists other journeys saved: only what this one adds counts.
    const before = (await saved(request)).length;
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Operation completed successfully')).toBeVisible();
    await expect
      .poll(async () => (await saved(request)).slice(before))
      .toEqual([
        expect.objectContaining({
          parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
          forcedParcelCodes: ['PRC-2025-00502'],
        }),
      ]);
  });
});
