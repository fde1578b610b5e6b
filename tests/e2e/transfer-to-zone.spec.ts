/**
 * Transfer to zone end to end (001 §2.11, §4.9, §5, §7) as an operator in Chromium: sign in, choose the packing bench,
 * open the tile, choose the destination zone, read the trousers of the main stock from the device-manager emulator
 * and confirm. The async operation moves them to quarantine with its event stream dropped once before the outcome
 * (exactly one success); the sync one moves them back. The sandbox's ledger and the items' zones say what happened.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';

interface Ledger {
  confirmations: { call: string; mode: string; replays: number; itemIds: string[]; operationInstanceId: string }[];
}

const trousers = stockItems().filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.styleCode === 'TR100');
const field = trousers.map((item) => ({ epc: item.epc, tid: item.epcTid }));
const counter = (page: Page, kind: string) => page.locator(`[data-counter="${kind}"]`).locator('dd');
const transfers = async (request: APIRequestContext) =>
  ((await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as Ledger).confirmations.filter(
    (record) => record.call === 'transferToZone.confirm',
  );

async function openForm(page: Page, tile: string, opCode: string) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: tile, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/transfer-to-zone/${opCode}$`));
}

async function chooseZone(page: Page, search: string, option: RegExp) {
  const zone = page.getByRole('combobox', { name: /Destination zone/ });
  await zone.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/** Starts the antenna until every trouser is listed as ok, then stops it. */
async function readTrousers(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(counter(page, 'total')).toHaveText(String(field.length), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await expect(confirm).toBeEnabled();
}

test.describe('transfer to zone (001 §2.11, §4.9) as an operator', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    await setField(packingAntennaId, field);
    await request.post(`${e2eUrls.api}/control/reset`);
  });

  test('[001-4.6-04] [001-1-16] [000-1-19] [000-7.3-02] [001-2.11-01] [001-2.11-02] [001-2.11-04] [001-2.11-05] [001-4.9-01] [001-4.9-02] [001-2.2-11] [001-2.2-12] the async transfer to quarantine survives a dropped event stream and succeeds once', async ({
    page,
    request,
  }) => {
    await request.put(`${e2eUrls.api}/control/faults/transferToZone.confirm`, {
      data: { outcomeDelayMs: 800, dropStreamBeforeOutcome: 1 },
    });
    await openForm(page, 'Transfer to zone', 'TRANSFER-TO-ZONE');
    // One direct-submit field: choosing the zone goes on to reading at once.
    await chooseZone(page, 'quarantine', /Quality quarantine/);
    await expect(page).toHaveURL(/\/transfer-to-zone\/TRANSFER-TO-ZONE\/reading$/);
    await expect(page.getByRole('heading', { name: 'Transfer to zone' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Connected to the server events')).toBeVisible({ timeout: 20_000 });
    await readTrousers(page);

    await page.getByRole('button', { name: 'Confirm' }).click();
    // keepInput: the question; Yes clears the list and keeps the zone.
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await question.getByRole('button', { name: 'Yes' }).click({ timeout: 30_000 });
    await expect(page.getByText('Operation completed successfully')).toHaveCount(1);
    await expect(page).toHaveURL(/\/transfer-to-zone\/TRANSFER-TO-ZONE\/reading$/);
    await expect(counter(page, 'total')).toHaveText('0');

    // The transfer just made heads the recent transfers (000 §7.3), over the seeded ones.
    await page.getByRole('button', { name: 'Recent transfers' }).click();
    const recent = page.getByRole('dialog', { name: 'Recent transfers' });
    // Earlier journeys (the conveyor's) make transfers of their own: this one is the newest of the 25 listed.
    const rows = recent.getByRole('list', { name: /Transfers \(\d+\)/ }).getByRole('listitem');
    await expect(rows.first()).toContainText('WH-LOM-STOCK → WH-LOM-QUARANTINE');
    await expect(rows.first()).toContainText(`${field.length} items to Quality quarantine`);
    await recent.getByRole('button', { name: 'Close' }).click();
    await expect(recent).toBeHidden();

    const records = await transfers(request);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ mode: 'async', replays: 0, operationInstanceId: expect.any(String) });
    expect(records[0]!.itemIds).toHaveLength(field.length);
    const faults = (await (await request.get(`${e2eUrls.api}/control/faults`)).json()) as Record<string, object>;
    expect(faults['transferToZone.confirm']).toMatchObject({ dropStreamBeforeOutcome: 0 });

    // 001 §2.11: the form was one direct-submit field, so back goes to the dashboard.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
  });

  test('[001-2.11-02] [001-2.11-03] [001-2.11-05] [001-4.9-01] the sync transfer moves them back and returns to its two-field form', async ({
    page,
    request,
  }) => {
    // The trousers start in quarantine (as the async journey leaves them; a reset puts them back in the main stock).
    const quarantine = stableId('zones', 'WH-LOM-QUARANTINE');
    const itemIds = trousers.map((item) => stableId('items', item.serial));
    expect(
      (await request.post(`${e2eUrls.api}/control/items/zone`, { data: { itemIds, zoneId: quarantine } })).ok(),
    ).toBe(true);
    await openForm(page, 'Transfer to zone (sync confirm)', 'TRANSFER-TO-ZONE-SYNC');
    await chooseZone(page, 'main', /Main stock/);
    await page.getByRole('textbox', { name: /Reason/ }).fill('Quality check passed');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transfer-to-zone\/TRANSFER-TO-ZONE-SYNC\/reading$/);
    // Remove mode rfid is offered (001 §2.11-03).
    await expect(page.getByRole('button', { name: 'Remove mode', pressed: false })).toBeVisible();
    await readTrousers(page);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Operation completed successfully')).toBeVisible();
    // postConfirmAction disabled: back, to the form (it has two fields).
    await expect(page).toHaveURL(/\/transfer-to-zone\/TRANSFER-TO-ZONE-SYNC$/);
    const records = await transfers(request);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ mode: 'sync' });
    expect(records[0]!.itemIds).toHaveLength(field.length);
  });
});
