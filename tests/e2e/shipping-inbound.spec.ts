/**
 * Inbound by shipment end to end (001 §2.4–§2.7, §4.2–§4.5, §5, §7) as an operator in Chromium: sign in, choose the
 * inbound gate, open 'Store inbound' (shipment mode, ASN list), start the Biella shipment, open its checklist parcel,
 * read two of its three expected items from the device-manager emulator, confirm with the missing item answering the
 * warning, open the received parcel's content, then confirm the shipment answering the force-close question. The
 * sandbox says what it recorded: the parcel's content calls and one confirm.
 */
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { chooseWorkstation, emulator, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';

const inboundAntennaId = stableId('rfidAntennas', 'ANT-LOM-IN-1');
const secondAntennaId = stableId('rfidAntennas', 'ANT-LOM-IN-2');
const asnId = stableId('asns', 'ASN-2025-0005');
const knitwear = stockItems()
  .filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.code === 'KN210-CSH-GRM-M')
  .slice(0, 2);
const field = knitwear.map((item) => ({ epc: item.epc, tid: item.epcTid }));

interface Ledger {
  confirmations: { call: string; mode: string; replays: number; itemIds: string[] }[];
}

const parcelRecord = async (request: APIRequestContext, code: string) =>
  (await (await request.get(`${e2eUrls.api}/control/shipping/parcels/${code}`)).json()) as {
    parcel: { status: string };
    contentItemIds: string[];
    contentCalls: { action: string; itemIds: string[] }[];
  };

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${name}.png`) }),
    contentType: 'image/png',
  });
}

test.describe('inbound by shipment (001 §2.4–§2.7) as an operator', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
    expect(field).toHaveLength(2);
    await setField(inboundAntennaId, field);
    await setField(secondAntennaId, []);
  });

  test('[001-1-02] [001-1-05] [001-1-23] [001-1-29] [001-3-asn-03] [001-2.7-06] [000-1-16] [000-2.14-03] [001-2.4-01] [001-2.4-03] [001-2.5-08] [001-2.5-12] [001-2.5-18] [001-2.5-19] [001-2.5-28] [001-2.5-29] [000-7.3-06] [001-2.6-04] [001-2.7-12] [001-4.4-07] [001-4.2-13] [001-4.2-16] [001-4.2-17] [001-4.5-01] [001-4.5-03] [001-4.2-14] [001-8-32] [001-4.4-13] [001-4.4-14] [001-7-shipping-09] [001-7-shipping-11] lists shipments, receives a checklist parcel with a missing item (async, the stream dropped once, confirmed once), confirms the shipment', async ({
    page,
    request,
  }, testInfo) => {
    // The operation confirms asynchronously: its event stream drops once before the outcome comes.
    await request.put(`${e2eUrls.api}/control/faults/shipping.confirmParcel`, {
      data: { outcomeDelayMs: 800, dropStreamBeforeOutcome: 1 },
    });
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Inbound gate 1');
    await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: 'Store inbound' }).click();
    await expect(page).toHaveURL(/\/shipping\/INBOUND$/);

    const shipments = page.getByRole('list', { name: /Shipments \(\d+\)/ });
    const biella = shipments.getByRole('button', { name: /ASN-2025-0005/ });
    await expect(biella).toContainText('In transit');
    await expect(biella).toContainText('0/2');
    await attachScreenshot(page, testInfo, 'asn-list');
    await biella.click();

    await expect(page).toHaveURL(new RegExp(`/shipping/INBOUND/asn/${asnId}$`));
    await expect(page.getByText('Shipment ASN-2025-0005')).toBeVisible();
    const parcels = page.getByRole('list', { name: 'Parcels (2)' });
    await attachScreenshot(page, testInfo, 'asn-detail');
    await parcels.getByRole('button', { name: /PRC-2025-00501/ }).click();

    await expect(page).toHaveURL(/\/shipping\/INBOUND\/asn\/.+\/add\/.+$/);
    await expect(page.getByRole('textbox', { name: /Parcel/ })).toHaveValue('PRC-2025-00501');
    // The ASN's origin, looked up by its id, shows as the place it is.
    await expect(page.getByRole('combobox', { name: /Origin/ })).toHaveValue(/Lanificio Biella/);
    await attachScreenshot(page, testInfo, 'add-parcel');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/shipping\/INBOUND\/reading$/);
    await expect(page.getByText('Parcel PRC-2025-00501')).toBeVisible();
    await expect(page.getByText('Shipment ASN-2025-0005')).toBeVisible();
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await attachScreenshot(page, testInfo, 'parcel-reading');
    await page.getByRole('button', { name: 'Confirm' }).click();

    const question = page.getByRole('dialog');
    await expect(question).toContainText('There are 1 missing items. Are you sure you want to confirm anyway?');
    await question.getByRole('button', { name: 'Yes' }).click();

    await expect(page).toHaveURL(new RegExp(`/shipping/INBOUND/asn/${asnId}$`), { timeout: 30_000 });
    const received = await parcelRecord(request, 'PRC-2025-00501');
    expect(received.parcel.status).toBe('RECEIVED');
    expect(received.contentItemIds.sort()).toEqual(knitwear.map((item) => stableId('items', item.serial)).sort());
    expect(received.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
    const ledger = (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as Ledger;
    const confirms = ledger.confirmations.filter((record) => record.call === 'shipping.confirmParcel');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]).toMatchObject({ mode: 'async', replays: 0 });
    await expect(page.getByText('Operation completed successfully')).toHaveCount(1);
    const faults = (await (await request.get(`${e2eUrls.api}/control/faults`)).json()) as Record<string, object>;
    expect(faults['shipping.confirmParcel']).toMatchObject({ dropStreamBeforeOutcome: 0 });

    const row = page.getByRole('list', { name: 'Parcels (2)' }).getByRole('button', { name: /PRC-2025-00501/ });
    await expect(row).toContainText('Received');
    await row.click();
    const content = page.getByRole('table', { name: 'Content of PRC-2025-00501' });
    const knitwearRow = content.getByRole('row', { name: /KN210-CSH-GRM-M/ });
    await expect(knitwearRow).toContainText('2/2');
    // The product's picture, from the same image URL as the reading rows (000 §7.3), not the placeholder.
    const picture = knitwearRow.locator('img');
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/images\?imageId=IMG-KN210-CSH-GRM-M&access_token=/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await expect(content.getByText('IMAGE MISSING')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'parcel-content');

    await page.getByRole('button', { name: 'Confirm shipment' }).click();
    const force = page.getByRole('dialog');
    await expect(force).toContainText('Are you sure you want to FORCE the closing of this shipment?');
    await force.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/shipping\/INBOUND$/);
    await expect(
      page.getByRole('list', { name: /Shipments/ }).getByRole('button', { name: /ASN-2025-0005/ }),
    ).toHaveCount(0);
    expect((await parcelRecord(request, 'PRC-2025-00502')).parcel.status).toBe('FORCE_RECEIVED');
  });

  test("[001-2.6-05] [001-2.6-06] the add-parcel form opened without a shipment says 'Shipment missing' and shows the shipment list, not the dashboard", async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Inbound gate 1');
    // 001 §2.5: the form's address carries an empty asnId when there is no shipment.
    await page.goto('/shipping/INBOUND/asn//add');
    await expect(page.getByText('Shipment missing')).toBeVisible();
    await expect(page).toHaveURL(/\/shipping\/INBOUND$/);
    await expect(
      page.getByRole('list', { name: /Shipments \(\d+\)/ }).getByRole('button', { name: /ASN-2025-0005/ }),
    ).toBeVisible();
    await expect(page.getByText('Operation asn not found')).toHaveCount(0);
  });
});
