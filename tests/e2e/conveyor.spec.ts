/**
 * Conveyor transfer to zone end to end (001 §2.12, §4.10, §7) as an operator in Chromium: sign in, choose the packing
 * bench, open the tunnel tile, choose TUNNEL-01 and the main stock, then the sandbox's producer sends 20 boxes and the
 * conveyor's stream is dropped once in the middle. Every log line that appears is recorded in the page as it is added,
 * so a box shown twice or never is seen even though the log keeps only the newest 50.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { chooseWorkstation } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

const conveyor = `${e2eUrls.api}/control/conveyors/TUNNEL-01`;
const readingUrl = /\/transfer-to-zone\/conveyor\/CONVEYOR-TRANSFER\/reading$/;
const formUrl = /\/transfer-to-zone\/conveyor\/CONVEYOR-TRANSFER$/;

interface Run {
  events: number;
  boxes: { barcode: string; epcs: string[]; unknownEpcs: string[] }[];
}
interface ConveyorStatus {
  listeners: number;
  queued: number;
  scheduled: number;
  published: number;
}

const status = async (request: APIRequestContext) => (await (await request.get(conveyor)).json()) as ConveyorStatus;
const actions = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as {
      actions: { actionCode: string; attributes: { itemId: string; customerPlaceCode: string | null } }[];
    }
  ).actions;

/** Signs in, opens the tunnel tile's start form and chooses TUNNEL-01 and the main stock. */
async function fillStartForm(page: Page) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Tunnel transfer to zone' })
    .click();
  await expect(page).toHaveURL(formUrl);
  await page.getByRole('button', { name: 'Conveyor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Inbound tunnel 1' }).click();
  await page.getByRole('combobox', { name: /Destination zone/ }).fill('main');
  await page.getByRole('option', { name: /Main stock/ }).click();
}

async function openReading(page: Page) {
  await fillStartForm(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(readingUrl);
}

/** Records, in the page, the message of every log line as it is added (the log shows only the newest 50). */
async function recordLogLines(page: Page) {
  await page.evaluate(() => {
    const lines: string[] = [];
    (window as unknown as { conveyorLines: string[] }).conveyorLines = lines;
    const log = document.querySelector('[data-widget-id="conveyorLog"]')!;
    const record = (item: Element) => lines.push(item.lastElementChild?.textContent ?? '');
    new MutationObserver((mutations) => {
      for (const node of mutations.flatMap((mutation) => [...mutation.addedNodes]))
        if (node instanceof HTMLLIElement) record(node);
        else if (node instanceof Element) node.querySelectorAll('li').forEach(record);
    }).observe(log, { childList: true, subtree: true });
  });
}

/** The items of these EPCs, as the API has them (with the operator's token). */
async function itemIdsOf(page: Page, request: APIRequestContext, epcs: string[]) {
  const query = new URLSearchParams([...epcs.map((epc) => ['identifierCodes', epc]), ['size', String(epcs.length)]]);
  const answer = await request.get(`${e2eUrls.api}/api/v1/items?${query}`, {
    headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
  });
  return ((await answer.json()) as { content: { id: string }[] }).content.map((item) => item.id);
}

test.describe('conveyor transfer to zone (001 §2.12, §4.10) as an operator', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async ({ request }) => void (await request.post(`${e2eUrls.api}/control/reset`)));

  test('[001-1-17] [001-2.12-01] [001-2.12-03] [001-2.12-04] [001-2.12-05] [001-2.12-06] [001-2.12-07] [001-2.12-08] [001-2.12-09] [001-2.12-10] [001-2.12-11] [001-2.12-12] [001-2.12-13] [001-4.10-01] [001-4.10-02] [001-4.10-12] [001-7-ttz-06] [001-7-ttz-07] [001-7-ttz-09] [001-7-ttz-10] [001-7-ttz-11] [001-9-16] [000-2.20-02] twenty boxes with the stream dropped once: each box shown once, the last box counted, one action per item', async ({
    page,
    request,
  }) => {
    const connections: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/v1/sse/getData/conveyor/TUNNEL-01?access_token=')) connections.push(sent.url());
    });
    await openReading(page);
    await expect(page.getByRole('heading', { name: 'Tunnel transfer to zone' })).toBeVisible();
    const indicator = page.getByRole('banner').getByRole('status');
    await expect(indicator).toHaveText('Ready');
    await expect(page.getByText('waiting for product')).toBeVisible();
    await recordLogLines(page);
    await expect.poll(async () => (await status(request)).listeners).toBe(1);

    const sent = await request.post(`${conveyor}/boxes`, {
      data: { count: 20, itemsPerBox: 5, unknownPerBox: 1, ratePerSecond: 10 },
    });
    const run = (await sent.json()) as Run;
    await expect
      .poll(async () => (await status(request)).published, { timeout: 20_000 })
      .toBeGreaterThan(run.events / 2);
    const dropped = (await (await request.post(`${conveyor}/drop`)).json()) as { streams: number };
    expect(dropped.streams).toBe(1);
    await expect
      .poll(async () => status(request), { timeout: 30_000 })
      .toEqual({ conveyorId: 'TUNNEL-01', listeners: 1, queued: 0, scheduled: 0, published: run.events });
    expect(connections.length).toBeGreaterThanOrEqual(2);

    const last = run.boxes.at(-1)!;
    const row = (label: string) =>
      page
        .locator('[data-widget-id="conveyorValues"] dt', { hasText: label })
        .locator('xpath=following-sibling::dd[1]');
    const tile = (label: string) => page.locator(`[data-tile="${label}"] dd`);
    await expect(row('Barcode read')).toHaveText(last.barcode);
    await expect(row('Status')).toHaveText('awaiting');
    await expect(row('Supplier')).toHaveText('Lanificio Biella S.p.A.');
    await expect(tile('widgets.counters.totalOk')).toHaveText('5');
    await expect(tile('widgets.counters.unknown')).toHaveText('1');
    await expect(indicator).toHaveText('Ready');
    const items = page.getByRole('list', { name: 'Items in the box (5)' });
    await expect(items.getByRole('listitem')).toHaveCount(5);

    const log = page.getByRole('list', { name: 'Events' });
    await expect(log.getByRole('listitem')).toHaveCount(50);
    await expect(log.getByRole('listitem').first().locator('time')).toHaveText(/^\d\d:\d\d:\d\d \d\d\/\d\d\/\d{4}$/);
    const lines = await page.evaluate(() => (window as unknown as { conveyorLines: string[] }).conveyorLines);
    // Lines painted in one frame are added newest first, so the order within a frame is reversed: compare as sets.
    expect(lines.filter((line) => line.startsWith('Barcode read ')).sort()).toEqual(
      run.boxes.map((box) => `Barcode read ${box.barcode}`).sort(),
    );
    expect(lines).toHaveLength(run.boxes.length * 5);

    // 001 §4.10: the save-on-read action once per item read, none for the unknown tags.
    const epcs = [...new Set(run.boxes.flatMap((box) => box.epcs))];
    const expected = (await itemIdsOf(page, request, epcs)).sort();
    expect(expected).toHaveLength(epcs.length);
    await expect.poll(async () => (await actions(request)).length, { timeout: 20_000 }).toBe(expected.length);
    const ledger = await actions(request);
    expect(ledger.map((action) => action.attributes.itemId).sort()).toEqual(expected);
    expect(new Set(ledger.map((action) => action.actionCode))).toEqual(new Set(['conveyorTransferItem']));

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No events yet')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByRole('region', { name: 'Events' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(formUrl);
  });

  test('[000-5-forms-25] [000-3-formfield-44] the customer chosen stays shown in its field, and each save-on-read action carries its code', async ({
    page,
    request,
  }, testInfo) => {
    await fillStartForm(page);
    const customer = page.getByRole('combobox', { name: /Customer/ });
    await customer.fill('roma');
    await page.getByRole('option', { name: /Store Roma Via Condotti/ }).click();
    // The place is kept as its code only (autocompleteFields); the field still shows the place chosen.
    await expect(customer).toHaveValue('Store Roma Via Condotti');
    await expect(page.getByRole('combobox', { name: /Destination zone/ })).toHaveValue(/Main stock/);
    await customer.blur();
    await expect(customer).toHaveValue('Store Roma Via Condotti');
    await page.screenshot({ path: testInfo.outputPath('conveyor-customer.png') });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(readingUrl);

    await expect.poll(async () => (await status(request)).listeners).toBe(1);
    const sent = await request.post(`${conveyor}/boxes`, {
      data: { count: 1, itemsPerBox: 2, unknownPerBox: 0, ratePerSecond: 10 },
    });
    const run = (await sent.json()) as Run;
    await expect.poll(async () => (await actions(request)).length, { timeout: 20_000 }).toBe(run.boxes[0]!.epcs.length);
    const ledger = await actions(request);
    expect(ledger.map((action) => action.attributes.customerPlaceCode)).toEqual(['ST-ROM', 'ST-ROM']);
  });

  test('[001-2.12-02] the reading opened by its address, without the form: back to the conveyor form, with the error', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Packing bench 1');
    await page.goto('/transfer-to-zone/conveyor/CONVEYOR-TRANSFER/reading');
    await expect(page).toHaveURL(formUrl);
    await expect(page.getByText('Choose a conveyor to follow.')).toBeVisible();
    // Once, and the form is one history entry away from the dashboard (the leave ran once).
    await expect(page.getByText('Choose a conveyor to follow.')).toHaveCount(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
  });
});
