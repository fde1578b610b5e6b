/**
 * An API outage while reading (issue 17, beyond the spec) as an operator in Chromium: sign in, choose the packing
 * bench, open the simple item list and read 20 tags; the sandbox's API goes down for 60 s and 30 more tags come into
 * the antenna's field. The reader keeps reading, the screen says the server is not reachable and how many reads wait
 * (no error dialog per request), and when the API is back the list catches up with no operator action: every tag
 * listed once, confirmed once. The sandbox says how often the station tried during the outage (backoff, not a
 * request a second).
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { openItemListReading, readingCounter } from './item-list-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';

interface OutageState {
  active: boolean;
  refused: number;
  refusedPaths: Record<string, number>;
}

const outageMs = 60_000;
const field = tagInfoDemoField(50);
const beforeOutage = field.slice(0, 20);
const duringOutage = field.slice(20);
const stockedEpcs = new Set(stockItems().map((item) => item.epc));
const counter = readingCounter;
const outageLine = (page: Page) => page.getByRole('status').filter({ hasText: /^Server/ });

test.describe('an API outage while reading (issue 17, beyond the spec)', () => {
  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    await setField(packingAntennaId, beforeOutage);
    await request.post(`${e2eUrls.api}/control/reset`);
  });

  test.afterEach(async ({ request }) => {
    await request.delete(`${e2eUrls.api}/control/outage`);
  });

  test('with the API down for 60 s the reader keeps reading, the screen says so, and the list catches up by itself', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    await openItemListReading(page);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText(String(beforeOutage.length), { timeout: 20_000 });
    await expect(outageLine(page)).toHaveCount(0);

    // The decode tries as the station makes them (the page's and its workers' requests). The sandbox may count more:
    // Chromium sends a request once more on a new connection when its reused one is dropped unanswered.
    let countingTries = true;
    let stationTries = 0;
    page.on('request', (sent) => {
      if (countingTries && sent.url().endsWith('/batchValidate')) stationTries += 1;
    });
    const started = Date.now();
    await request.post(`${e2eUrls.api}/control/outage`, { data: { durationMs: outageMs } });
    // New tags come into the field while the API is down; the reader is still reading.
    await emulator('POST', `/emulator/antennas/${packingAntennaId}/field/add`, { tags: duringOutage });

    // The screen says it once, with every read waiting: none is lost, none is listed, no error dialog.
    await expect(outageLine(page)).toContainText(`Server not reachable: ${duringOutage.length} reads waiting`);
    await expect(outageLine(page)).toContainText(/retrying (in \d+ s|now)/);
    await expect(outageLine(page)).toContainText('nothing read is lost');
    await expect(counter(page, 'total')).toHaveText(String(beforeOutage.length));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('decode-outage-unreachable.png'), fullPage: true });
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(serious, 'serious or critical axe violations in the outage state').toEqual([]);

    // Halfway through it is still down, still waiting, and has tried again a few times.
    await expect(outageLine(page)).toContainText(/attempt [3-9]/, { timeout: 30_000 });
    await expect(outageLine(page)).toContainText(`${duringOutage.length} reads waiting`);

    // The API comes back by itself; nobody touches the screen.
    await expect(outageLine(page)).toContainText('Server reachable again', { timeout: outageMs + 30_000 });
    countingTries = false;
    const recoveredAfter = Date.now() - started;
    await expect(counter(page, 'total')).toHaveText(String(field.length));
    await expect(outageLine(page)).toHaveCount(0, { timeout: 10_000 });
    expect(recoveredAfter).toBeGreaterThanOrEqual(outageMs);
    testInfo.annotations.push({ type: 'recovered after', description: `${recoveredAfter} ms` });

    // The sandbox refused the station's calls while it was down: a few decode tries with backoff, not one a second.
    const outage = (await (await request.get(`${e2eUrls.api}/control/outage`)).json()) as OutageState;
    expect(outage.active).toBe(false);
    const decodeTries = Object.entries(outage.refusedPaths)
      .filter(([path]) => path.endsWith('/batchValidate'))
      .reduce((sum, [, count]) => sum + count, 0);
    // Backoff of 1, 2, 4, 8 s then every 15 s over 60 s: the first try and 7 or 8 probes, the one that succeeds last.
    expect(stationTries).toBeGreaterThanOrEqual(4);
    expect(stationTries).toBeLessThanOrEqual(10);
    expect(decodeTries).toBeGreaterThanOrEqual(stationTries - 1);
    expect(decodeTries).toBeLessThanOrEqual(2 * stationTries);

    await page.getByRole('button', { name: 'Stop reading' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    const { confirmations } = (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as {
      confirmations: { mode: string; itemIds: string[] }[];
    };
    expect(confirmations).toHaveLength(1);
    const itemIds = confirmations[0]!.itemIds;
    // Every item of the 50 tags (before and during the outage) is in the one confirm, once.
    expect(itemIds).toHaveLength(field.filter((tag) => tag.epc && stockedEpcs.has(tag.epc)).length);
    expect(new Set(itemIds).size).toBe(itemIds.length);
  });
});
