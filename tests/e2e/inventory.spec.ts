/**
 * Inventory end to end (001 §2.14, §4.12, §7, §9) as an operator in Chromium: sign in, choose the packing bench (at
 * WH-LOM), open 'Store inventory', find the place's inventories, search, open INV-2025-LOM-01, read its expected tags
 * from the device-manager emulator, send the reads and follow the counters until nothing is missing. The sandbox's
 * counters say what it recorded.
 */
import { type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

const inventoryId = stableId('inventories', 'INV-2025-LOM-01');
const inventoryBase = `${e2eUrls.api}/api/v1/operations/inventory/${inventoryId}`;
const tile = (page: Page, label: string) => page.locator(`[data-tile="widgets.counters.${label}"]`).locator('dd');
const detected = (page: Page) => page.locator('[data-tile="inventory.detected"]').locator('dd');

async function expectedTags(request: APIRequestContext): Promise<{ epc: string; tid?: string }[]> {
  const answer = await request.get(`${e2eUrls.api}/control/inventories/${inventoryId}/expected`);
  return ((await answer.json()) as { tags: { epc: string; tid?: string }[] }).tags;
}

async function recordedCounters(request: APIRequestContext, page: Page) {
  const answer = await request.get(`${inventoryBase}/getCounters`, {
    headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as Record<string, number>;
}

/** Reads the whole field, then stops the antenna and waits until it is off, so no read arrives after a send clears. */
async function readField(page: Page, count: number) {
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(detected(page)).toHaveText(String(count), { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

async function openList(page: Page) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: 'Store inventory' }).click();
  await expect(page).toHaveURL(/\/inventory\/INVENTORY$/);
}

async function openCount(page: Page) {
  await openList(page);
  await page.getByRole('button', { name: /Cyclic count bags and dresses, main stock/ }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/INVENTORY/start/${inventoryId}$`));
  await expect(page.getByText('Cyclic count bags and dresses, main stock')).toBeVisible();
}

test.describe('inventory (001 §2.14, §4.12) as an operator', () => {
  test.describe.configure({ mode: 'serial' });
  let field: { epc: string; tid?: string }[] = [];

  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    expect((await request.delete(`${e2eUrls.api}/control/inventories/${inventoryId}/entries`)).ok()).toBe(true);
    await emulator('POST', '/emulator/reset');
    field = await expectedTags(request);
    expect(field).toHaveLength(24);
    await setField(packingAntennaId, field);
  });

  test('[001-2.14-01] [001-2.14-02] [001-2.14-03] [001-2.14-04] [001-4.12-02] [001-9-11] lists the OPEN and POPULATING inventories of the workstation place, searches, opens one', async ({
    page,
  }, testInfo) => {
    await openList(page);
    await expect(page.getByRole('heading', { name: 'Store inventory' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Inventories (2)' });
    const lom01 = list.getByRole('button', { name: /Cyclic count bags and dresses, main stock/ });
    await expect(lom01).toContainText('Open');
    await expect(lom01).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(list.getByRole('button', { name: /Quarantine check/ })).toContainText('Populating');
    // Other places' inventories (Milan, Rome) and closed ones are not listed.
    await expect(page.getByText('Year-end count Montenapoleone')).toHaveCount(0);
    await expect(page.getByText('Cyclic count Condotti knitwear')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'inventory list');

    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill('cyclic');
    await expect(page.getByRole('list', { name: 'Inventories (1)' })).toBeVisible();
    await expect(page.getByText('Cyclic count Condotti knitwear')).toHaveCount(0);
    await page.getByRole('button', { name: /Cyclic count bags and dresses, main stock/ }).click();
    await expect(page).toHaveURL(new RegExp(`/inventory/INVENTORY/start/${inventoryId}$`));
  });

  test('[001-1-22] [000-1-12] [001-2.14-05] [001-2.14-06] [001-2.14-08] [001-2.14-09] [001-4.12-03] [001-4.12-04] [001-4.12-05] [001-9-13] [001-9-14] [001-9-15] reads the expected tags, sends the reads and follows the counters until nothing is missing', async ({
    page,
    request,
  }, testInfo) => {
    await openCount(page);
    await expect(tile(page, 'expected')).toHaveText('0/24');
    await expect(tile(page, 'missing')).toHaveText('24');
    const send = page.getByRole('button', { name: 'Send reads' });
    await expect(send).toHaveCount(0);
    // On a local development host there is no control panel to link (000 §2.6).
    await expect(page.getByRole('link', { name: /Control panel/ })).toHaveCount(0);

    await readField(page, field.length);
    await expect(send).toBeVisible();
    await attachScreenshot(page, testInfo, 'inventory reading with reads');

    await send.click();
    await expect(page.getByText('Items added to the inventory')).toBeVisible();
    await expect(detected(page)).toHaveText('0');
    await expect(send).toHaveCount(0);
    await expect(tile(page, 'missing')).toHaveText('0');
    await expect(tile(page, 'read')).toHaveText('24');
    await expect(tile(page, 'expected')).toHaveText('24/24');
    await expect(tile(page, 'unexpected')).toHaveText('0');
    await attachScreenshot(page, testInfo, 'inventory counted');
    expect(await recordedCounters(request, page)).toMatchObject({
      rfidDetected: 24,
      rfidUnexpected: 0,
      rfidExpected: 24,
      rfidMissing: 0,
    });

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/inventory\/INVENTORY$/);
  });

  test('[001-2.14-10] [001-4.12-05] [001-7-inventory-06] [001-7-inventory-07] Refresh shows what another station sent', async ({
    page,
    request,
  }) => {
    await openCount(page);
    await expect(tile(page, 'read')).toHaveText('0');
    const answer = await request.post(`${inventoryBase}/insertTags`, {
      headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
      data: { itemIdentifierCodes: field.slice(0, 5).map((tag) => tag.epc) },
    });
    expect(answer.ok()).toBe(true);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(tile(page, 'read')).toHaveText('5');
    await expect(tile(page, 'missing')).toHaveText('19');
  });

  test('a failed send shows the error and keeps the reads for the next send', async ({ page, request }) => {
    await request.put(`${e2eUrls.api}/control/faults/inventory.insertTags`, {
      data: { fail: { status: 500, body: { message: 'Inventory store unavailable' }, times: 1 } },
    });
    await openCount(page);
    await readField(page, field.length);
    await page.getByRole('button', { name: 'Send reads' }).click();
    await expect(page.getByText('Inventory store unavailable')).toBeVisible();
    await expect(detected(page)).toHaveText(String(field.length));
    await page.getByRole('button', { name: 'Send reads' }).click();
    await expect(page.getByText('Items added to the inventory')).toBeVisible();
    await expect(tile(page, 'missing')).toHaveText('0');
  });

  test('[000-1-21] [000-2.18-06] [000-5-other-02] [001-4.12-01] [001-7-inventory-08] [001-7-inventory-09] [001-7-inventory-10] creates an inventory, reads into it and closes it; creates another and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    const recorded = async (id: string) => {
      const answer = await request.get(`${e2eUrls.api}/api/v1/inventories/${id}`, {
        headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
      });
      return answer.ok() ? ((await answer.json()) as { status: string; description: string }) : answer.status();
    };
    const create = async (description: string) => {
      await page.getByRole('button', { name: 'New inventory' }).click();
      const dialog = page.getByRole('dialog', { name: 'New inventory' });
      // An empty description is not confirmed: Create is off and Enter leaves the modal open.
      await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
      await dialog.getByLabel('Description').fill('   ');
      await dialog.getByLabel('Description').press('Enter');
      await expect(dialog.getByLabel('Description')).toBeVisible();
      await dialog.getByLabel('Description').fill(description);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await expect(page).toHaveURL(/\/inventory\/INVENTORY\/start\/[^/]+$/);
      await expect(page.getByText(description)).toBeVisible();
      return page.url().split('/').at(-1)!;
    };

    await openList(page);
    const counted = await create('Spot check of the packing area');
    expect(await recorded(counted)).toMatchObject({ status: 'OPEN', description: 'Spot check of the packing area' });
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(detected(page)).not.toHaveText('0', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await page.getByRole('button', { name: 'Send reads' }).click();
    await expect(page.getByText('Items added to the inventory')).toBeVisible();
    await attachScreenshot(page, testInfo, 'new inventory');

    await page.getByRole('button', { name: 'Close inventory' }).click();
    const close = page.getByRole('dialog', { name: 'Close the inventory?' });
    await expect(close).toContainText('Nothing more can be read into it afterwards.');
    await close.getByRole('button', { name: 'Close inventory' }).click();
    await expect(page.getByText('Inventory closed')).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/INVENTORY$/);
    await expect(page.getByRole('list', { name: 'Inventories (2)' })).toBeVisible();
    expect(await recorded(counted)).toMatchObject({ status: 'CLOSED' });

    const mistaken = await create('Made by mistake');
    await expect(page.getByRole('button', { name: 'Close inventory' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete inventory' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the inventory?' })
      .getByRole('button', { name: 'Delete inventory' })
      .click();
    await expect(page.getByText('Inventory deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/inventory\/INVENTORY$/);
    await expect(page.getByText('Made by mistake')).toHaveCount(0);
    expect(await recorded(mistaken)).toBe(404);
  });
});
