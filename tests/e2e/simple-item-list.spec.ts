/**
 * The simple item list end to end (001 §2.9, §4.5, §4.6, §7; 000 §4.10) as an operator in Chromium: sign in, choose
 * the packing bench, open the tile, fill the start form, read a field of 300 tags from the device-manager emulator,
 * remove a product in sku mode, confirm and answer the post-confirm question; the async variant survives a dropped
 * event stream; a lost confirm response is not confirmed twice. The sandbox's ledger says how often it confirmed.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';

interface Ledger {
  confirmations: {
    call: string;
    mode: string;
    idempotencyKey: string | null;
    replays: number;
    itemIds: string[];
    operationInstanceId: string | null;
  }[];
}

interface FaultPlan {
  dropStreamBeforeOutcome?: number;
  loseResponse?: number;
}

const field = tagInfoDemoField(300);
const counter = (page: Page, kind: string) => page.locator(`[data-counter="${kind}"]`).locator('dd');
const ledger = async (request: APIRequestContext) =>
  (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as Ledger;
const setFaults = (request: APIRequestContext, plan: unknown) =>
  request.put(`${e2eUrls.api}/control/faults/simpleItemList.save`, { data: plan });

/** Signs in, chooses the packing bench, opens the tile, fills the start form and goes on to reading. */
async function openReading(page: Page, tile: string, opCode: string) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: tile, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/simple-item-list/${opCode}$`));
  await page.getByRole('button', { name: /Reason/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Visual merchandising' }).click();
  await page.getByRole('textbox', { name: /Notes/ }).fill('Window of the week');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/simple-item-list/${opCode}/reading$`));
  await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  // The header shows the form's values, with Change.
  await expect(page.getByText('Window of the week')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();
}

/** Starts the antenna and waits until the whole field is listed. */
async function readField(page: Page) {
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(confirm).toBeEnabled({ timeout: 45_000 });
  // Every tag of the field is read and decoded (the item list ignores no prefix).
  await expect(counter(page, 'total')).toHaveText(String(field.length), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
}

test.describe('simple item list (001 §2.9, §4.5, §4.6) as an operator', () => {
  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    await setField(packingAntennaId, field);
    await request.post(`${e2eUrls.api}/control/reset`);
  });

  test('[001-1-12] [001-1-23] [001-1-30] [001-2.15-01] [001-2.15-02] [001-2.15-13] [001-4.7-03] [000-1-11] [000-1-17] [001-2.9-01] [001-2.9-02] [001-2.9-03] [001-4.6-03] [001-4.5-01] [001-4.5-04] [001-4.5-05] [000-2.14-14] reads 300 tags, removes a product in sku mode, confirms and answers the question both ways', async ({
    page,
    request,
  }) => {
    await openReading(page, 'Item list', 'ITEM-LIST');
    await readField(page);
    const list = page.getByRole('list', { name: 'Readings' });
    const removeButtons = list.getByRole('button', { name: /^Remove all items of / });
    // Warnings sort first; the products of ok items lie further down the virtualised list.
    await list.hover();
    await expect(async () => {
      if ((await removeButtons.count()) === 0) await page.mouse.wheel(0, 600);
      expect(await removeButtons.count()).toBeGreaterThan(0);
    }).toPass({ timeout: 20_000 });
    const total = Number(await counter(page, 'total').textContent());
    const label = (await removeButtons.first().getAttribute('aria-label'))!;
    await removeButtons.first().click();
    await expect(list.getByRole('button', { name: label, exact: true })).toHaveCount(0);
    await expect.poll(async () => Number(await counter(page, 'total').textContent())).toBeLessThan(total);

    // showAlertOnExit with reads held: Back asks first, and Cancel stays.
    await page.getByRole('button', { name: 'Back' }).click();
    const backAlert = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to go back?' });
    await backAlert.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST\/reading$/);

    // Yes with keepInput: the readings are cleared and the form is kept, on the same screen.
    await page.getByRole('button', { name: 'Confirm' }).click();
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Operation completed successfully').first()).toBeVisible();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST\/reading$/);
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    let { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.itemIds.length).toBeGreaterThan(0);

    // Read again, confirm, and No goes to the dashboard.
    await readField(page);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await question.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    ({ confirmations } = await ledger(request));
    expect(confirmations).toHaveLength(2);
  });

  test('[001-7-async-03] [001-1-29] [001-7-async-05] [000-4.10-01] [000-4.10-03] [000-4.10-04] [000-4.10-12] the async operation with its stream dropped once while waiting ends with exactly one success', async ({
    page,
    request,
  }) => {
    await setFaults(request, { outcomeDelayMs: 800, dropStreamBeforeOutcome: 1 });
    await openReading(page, 'Item list (async confirm)', 'ITEM-LIST-ASYNC');
    // The header's indicator says the stream is up; 'connection in progress' is gone.
    await expect(page.getByRole('banner').getByText('Connected to the server events')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Connection in progress')).toBeHidden();
    await readField(page);
    // Records whether the screen says 'connection in progress' while the dropped stream reconnects.
    await page.evaluate(() => {
      const seen = window as unknown as { connectionNoticeSeen?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Connection in progress')) seen.connectionNoticeSeen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Confirm' }).click();
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await expect(question.getByRole('button', { name: 'Yes' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Operation completed successfully')).toHaveCount(1);
    // changeInput: Yes goes back to the form.
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-ASYNC$/);
    expect(
      await page.evaluate(() => (window as unknown as { connectionNoticeSeen?: boolean }).connectionNoticeSeen),
    ).toBe(true);
    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ mode: 'async', replays: 0, operationInstanceId: expect.any(String) });
    // The stream was dropped before the outcome went out: the switch was used up.
    const faults = (await (await request.get(`${e2eUrls.api}/control/faults`)).json()) as Record<string, FaultPlan>;
    expect(faults['simpleItemList.save']?.dropStreamBeforeOutcome).toBe(0);
  });

  test('a confirm whose response is lost is not confirmed twice', async ({ page, request }) => {
    await setFaults(request, { loseResponse: 1 });
    await openReading(page, 'Item list', 'ITEM-LIST');
    await readField(page);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    // A second click while the first confirm is retried changes nothing.
    await confirm.click({ force: true, timeout: 2000 }).catch(() => undefined);
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ mode: 'sync', idempotencyKey: expect.any(String) });
    expect(confirmations[0]!.replays).toBeGreaterThanOrEqual(1);
    const faults = (await (await request.get(`${e2eUrls.api}/control/faults`)).json()) as Record<string, FaultPlan>;
    expect(faults['simpleItemList.save']?.loseResponse).toBe(0);
  });

  test('[000-4.4-22] [000-4.4-24] [001-2.1-10] an operation with disableWorkstationCheck opened without a workstation reads nothing and goes back inside the station with the error shown', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(page.getByRole('button', { name: /^Workstation/ })).toContainText('---');
    await page
      .getByRole('region', { name: 'Operations' })
      .getByRole('button', { name: 'Item list (async confirm)' })
      .click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-ASYNC$/);
    await page.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Visual merchandising' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    // The reading screen cannot initialise a reader: it says why and goes back to the form, never out of the station.
    await expect(page.getByText('Workstation not set')).toBeVisible();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST-ASYNC$/);
    await expect(page.getByRole('heading', { name: 'Item list (async confirm)' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
  });
});
