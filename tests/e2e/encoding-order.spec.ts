/**
 * Encoding by production order end to end (002 §2, §4, §7) as an operator in Chromium against the sandbox and the
 * device-manager emulator, at the encoding desk: the order PO-2025-0043 looked up and shown on the Work Order card,
 * its row 010 (trench coats, 12 of 25 encoded) chosen, a garment's tag read, written and created from the row, the
 * row's counters moving to 13 on the screen and in the sandbox. ENCODING-ORDER names only itemTypeConfig_default (one
 * embedded UHF tag), so the trench coat is encoded here with one virgin tag, not the dual-tag pair of ENCODING.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation, emulator, fieldOf, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

const uhfAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-1');
const nfcAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-NFC');
const coatRow = stableId('productionOrderRows', 'PO-2025-0043/010');
/** A virgin embedded tag (factory EPC): the one UHF tag of the default configuration. */
const embedded = { epc: 'E2801160600002040A1B0001', tid: 'E2801160200070A1B0000001' };

async function openEncodingByOrder(page: Page) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Encoding desk');
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Encode by production order', exact: true })
    .click();
  await expect(page).toHaveURL(/\/encoding\/ENCODING-ORDER$/);
}

async function rowInSandbox(page: Page, request: APIRequestContext) {
  const answer = await request.get(`${e2eUrls.api}/api/v1/productionOrderRows/${coatRow}`, {
    headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { encodedQuantity: number; quantity: number };
}

const workOrder = (page: Page) => page.locator('[data-widget-id="workOrderValues"]');
const rowInfo = (page: Page) => page.locator('[data-widget-id="orderRowInfo"]');

test.describe('encoding by production order (002 §2, §4, §7) as an operator at the encoding desk', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
    await setField(nfcAntenna, []);
    await setField(uhfAntenna, [embedded]);
    await request.put(`${e2eUrls.api}/control/faults/encoding.create`, { data: {} });
  });

  test('[002-2-associate-14] [002-2-associate-15] [002-2-associate-17] [002-2-associate-18] [002-2-associate-19] [002-2-associate-20] [002-4-orders-01] [002-4-orders-04] [002-4-create-04] [002-7-orders-01] [002-7-orders-02] [002-7-orders-05] [002-7-encoding-07] [002-3-orders-03] encodes a garment of order PO-2025-0043 row 010: the Work Order card, the row counters from 12 to 13 of 25', async ({
    page,
    request,
  }) => {
    await openEncodingByOrder(page);
    // The dev server compiles the encoding screens' code on their first opening.
    const orderField = page.getByRole('textbox', { name: /Production order/ });
    await expect(orderField).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('textbox', { name: /Order row/ })).toHaveCount(0);
    await orderField.fill('PO-2025-0043');
    await page.getByRole('button', { name: 'Search' }).click();

    // The Work Order card, then the row form.
    await expect(page.getByText('Work Order', { exact: true })).toBeVisible();
    await expect(workOrder(page)).toContainText('PO-2025-0043');
    await expect(workOrder(page)).toContainText('Order type:PRODUCTION');
    await expect(workOrder(page)).toContainText('C-7790');
    await page.getByRole('textbox', { name: /Order row/ }).fill('010');
    await page.getByRole('button', { name: 'Search' }).click();

    // The row's product, the row and the counters: pending + encoded / expected.
    await expect(page.getByText('TR100-GAB-BEI-42 / GAB / 42 / BEI')).toBeVisible();
    await expect(rowInfo(page)).toContainText('PO-2025-0043 / 010');
    await expect(rowInfo(page)).toContainText('Row:13 + 12 / 25');
    await expect(rowInfo(page)).toContainText('Order:38 + 12 / 50');
    await expect(page.getByText('Counters: pending + encoded / expected')).toBeVisible();

    // The antenna is on and the association runs by itself: the virgin tag written, the item created from the row.
    await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
    await expect(rowInfo(page)).toContainText('Row:12 + 13 / 25');
    await expect(rowInfo(page)).toContainText('Order:37 + 13 / 50');
    expect(await rowInSandbox(page, request)).toMatchObject({ encodedQuantity: 13, quantity: 25 });
    const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === embedded.tid)?.epc;
    expect(written).toMatch(/^30[0-9A-F]{22}$/);

    // Change row: the row form again, the Work Order kept; Change order: the order form again.
    await page.getByRole('button', { name: 'Change row' }).click();
    await expect(page.getByRole('textbox', { name: /Order row/ })).toBeVisible();
    await expect(workOrder(page)).toContainText('PO-2025-0043');
    await expect(rowInfo(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Change order' }).click();
    await expect(page.getByRole('textbox', { name: /Production order/ })).toBeVisible();
    await expect(workOrder(page)).toHaveCount(0);
  });

  test('[002-5-form-04] [002-5-form-05] [002-8-orders-02] [002-8-orders-03] a wrong order code and a wrong row code say so', async ({
    page,
  }) => {
    await openEncodingByOrder(page);
    const orderField = page.getByRole('textbox', { name: /Production order/ });
    await expect(orderField).toBeVisible({ timeout: 30_000 });
    await orderField.fill('PO-0000');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText("Couldn't find production order", { exact: true })).toBeVisible();
    await expect(orderField).toBeVisible();

    await orderField.fill('PO-2025-0043');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('textbox', { name: /Order row/ }).fill('999');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText("Couldn't find production order row", { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Order row/ })).toBeVisible();
  });
});
