/**
 * Sorting end to end (001 §2.13, §4.11, §5, §7) as an operator in Chromium against the sandbox, its printer emulator
 * and the device-manager emulator: a sorting made from three pickings, filled one item at a time from the antenna's
 * field (one not in the origin zone), its price labels checked at the printer, the detail modal's three levels, then
 * a partial confirm and the full confirm, each checked in the sandbox.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { openSortings } from './sorting-fixtures.ts';

const itemOf = (zone: string, sku: string) => {
  const item = stockItems().find((candidate) => candidate.zoneCode === zone && candidate.sku.code === sku)!;
  return { id: stableId('items', item.serial), serial: item.serial, tag: { epc: item.epc, tid: item.epcTid } };
};
const sweater = itemOf('WH-LOM-STOCK', 'KN210-CSH-CAM-M');
const sneaker = itemOf('WH-LOM-STOCK', 'SN720-NAP-WHT-42');
const trench = itemOf('WH-LOM-STOCK', 'TR100-GAB-BEI-40');
const quarantined = itemOf('WH-LOM-QUARANTINE', 'JK420-WOL-CHR-48');

interface SortingRecord {
  sorting: { id: string; status: string; readsCount: number };
  groups: { code: string; readsCount: number }[];
  confirmations: { action: string; confirmationWarning: string | null }[];
}

const tile = (page: Page, label: string) => page.locator(`[data-tile="${label}"]`).locator('dd');
const panel = (page: Page) => page.locator('[data-widget-id="currentItem"]');

async function sortingRecord(request: APIRequestContext, id: string): Promise<SortingRecord> {
  return (await (await request.get(`${e2eUrls.api}/control/sortings/${id}`)).json()) as SortingRecord;
}

async function printedLabels(request: APIRequestContext): Promise<{ label: string }[]> {
  const printed = (await (await request.get(`${e2eUrls.api}/control/printers/PRN-LOM-SORT/labels`)).json()) as {
    labels: { label: string }[];
  };
  return printed.labels;
}

/** Puts one more item in the antenna's field and waits for the panel to show its group. */
async function readItem(page: Page, field: object[], group: string, readExpected: string) {
  await setField(packingAntennaId, field);
  await expect(page.locator('[data-widget-id="sortingGroup"]')).toContainText(group);
  await expect(panel(page)).toHaveAttribute('data-result', 'ok');
  await expect(tile(page, 'sorting.counters.readExpected')).toHaveText(readExpected);
}

/** Presses a confirm button, answers its question (001 §4.11: each asks first), then the transaction-date modal. */
async function confirmAsked(page: Page, button: string, question: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const asked = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: question });
  await asked.getByRole('button', { name: 'Confirm' }).click();
  await answerDateModal(page);
}

async function answerDateModal(page: Page) {
  const modal = page.getByRole('dialog', { name: 'Transaction date' });
  await expect(modal.getByRole('group', { name: 'Time' })).toBeVisible();
  await modal.getByRole('button', { name: 'OK' }).click();
}

test.describe('sorting (001 §2.13, §4.11) as an operator', () => {
  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
    await setField(packingAntennaId, []);
  });

  test('[001-1-18] [001-1-19] [001-1-20] [001-1-21] [000-1-20] [001-2.13-01] [001-2.13-04] [001-2.13-05] [001-2.13-09] [001-4.11-03] [001-2.13-11] [001-2.13-12] [001-2.13-14] [001-2.13-16] [001-2.13-17] [001-4.11-07] [001-4.11-08] [001-5-32] [001-7-sorting-17] [001-8-21] [001-2.13-26] [001-2.13-27] [001-2.13-28] [001-2.13-33] [001-4.11-13] [001-4.11-14] [001-4.11-15] [001-4.11-16] [001-4.11-17] [001-4.11-18] [001-4.11-20] [001-2.13-13] [001-2.13-21] [001-2.13-35] [001-4.11-01] a sorting of three stores filled item by item, priced, detailed, partially then fully confirmed', async ({
    page,
    request,
  }) => {
    await openSortings(page);
    await expect(page.getByText('Weekly store replenishment')).toBeVisible();

    // Create from the three pickings.
    await page.getByRole('button', { name: 'New sorting' }).click();
    await expect(page).toHaveURL(/\/sorting\/SORTING\/start$/);
    await page.getByRole('textbox', { name: /Description/ }).fill('Three stores');
    const pickings = page.getByRole('combobox', { name: /Pickings/ });
    for (const name of ['Montenapoleone', 'Condotti', 'Saint-Honoré']) {
      await pickings.fill(name);
      await page.getByRole('option', { name: new RegExp(name) }).click();
    }
    await pickings.press('Escape');
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/sorting\/SORTING\/reading$/);
    await expect(page.getByText('Three stores')).toBeVisible();
    await expect(tile(page, 'sorting.counters.readExpected')).toHaveText('0/10');
    await expect(panel(page)).toContainText('Press start to read');

    // One item at a time: each goes to its store's group, with picking details and a price label.
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(panel(page)).toContainText('waiting for product');
    await readItem(page, [sweater.tag], 'ST-MIL', '1/10');
    await expect(page.locator('[data-widget-id="pickingDisplay"]')).toContainText('Store Milano Montenapoleone');
    await readItem(page, [sweater.tag, sneaker.tag], 'ST-ROM', '2/10');
    await readItem(page, [sweater.tag, sneaker.tag, trench.tag], 'ST-PAR', '3/10');
    await expect(tile(page, 'widgets.counters.missing')).toHaveText('7');

    // An item of the picking that lies in quarantine, not in the origin zone.
    await setField(packingAntennaId, [sweater.tag, sneaker.tag, trench.tag, quarantined.tag]);
    await expect(panel(page)).toHaveAttribute('data-result', 'error');
    await expect(panel(page)).toContainText(`Item ${quarantined.serial} is not in zone`);
    await expect(tile(page, 'widgets.counters.unexpected')).toHaveText('1');
    await page.getByRole('button', { name: 'Stop reading' }).click();

    // The sandbox numbers sortings in creation order: the seeded one is the first.
    const id = `SRT-${new Date().getUTCFullYear()}-0002`;
    const stored = await sortingRecord(request, id);
    expect(stored.sorting.readsCount).toBe(3);
    expect(stored.groups.map((group) => [group.code, group.readsCount])).toEqual([
      ['ST-MIL', 1],
      ['ST-ROM', 1],
      ['ST-PAR', 1],
    ]);
    const labels = await printedLabels(request);
    expect(labels).toHaveLength(3);
    expect(labels[0]!.label).toContain('EUR 690,00');

    // The detail modal's three levels.
    await page.getByRole('button', { name: 'Detail' }).click();
    const detail = page.getByRole('dialog', { name: 'Sorting detail' });
    await expect(detail.getByText('Groups (3)')).toBeVisible();
    await expect(detail.locator('[data-colour="red"]').first()).toBeVisible();
    await detail.getByRole('button', { name: /ST-MIL - Store Milano Montenapoleone/ }).click();
    await expect(detail.getByText('Products (2)')).toBeVisible();
    await detail
      .getByRole('button', { name: /KN210-CSH-CAM-M|Cashmere/ })
      .first()
      .click();
    await expect(detail.getByText('Reads (1)')).toBeVisible();
    await expect(detail).toContainText(sweater.serial);
    await expect(detail).toContainText('operator');
    await page.keyboard.press('Escape');

    // Partial confirm stays; confirm closes and goes back.
    await confirmAsked(page, 'Partial confirm', 'Confirm the items sorted so far? The sorting stays open.');
    await expect(page.getByText('Operation completed successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/sorting\/SORTING\/reading$/);
    await expect
      .poll(async () => (await sortingRecord(request, id)).confirmations.map((c) => c.action))
      .toEqual(['PARTIAL_CONFIRM']);

    await confirmAsked(
      page,
      'Confirm',
      'This operation is irreversible: the sorting will be closed. Do you want to continue?',
    );
    await expect(page.getByText('Sorting closed with 7 items not sorted')).toBeVisible();
    await expect(page).toHaveURL(/\/sorting\/SORTING$/);
    const closed = await sortingRecord(request, id);
    expect(closed.sorting.status).toBe('CLOSED');
    expect(closed.confirmations.map((c) => c.action)).toEqual(['PARTIAL_CONFIRM', 'CLOSE']);
    await expect(page.getByText('Three stores')).toHaveCount(0);
  });
});
