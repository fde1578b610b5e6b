import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { readFile } from 'node:fs/promises';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';
import { chooseWorkstation, emulator, openEmulationModal, packingAntennaId, setField } from './device-fixtures.ts';

/** The demo field of 500 tags: known items, known products with unknown tags, unknown EPCs, an ignored prefix. */
const field = tagInfoDemoField(500);
const counter = (page: Page, kind: string) => page.locator(`[data-counter="${kind}"]`);

async function openTagInfo(page: Page) {
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: 'Tag info' }).click();
  await expect(page).toHaveURL(/\/tag-info\/TAG-INFO$/);
}

test.describe('tag info (000 §2.12) on the device-manager emulator', () => {
  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    // The counts depend on which tags the seeded items carry: journeys before this one on the worker's sandbox may
    // have moved or re-tagged some (encoding takes a tag off an item).
    await request.post(`${e2eUrls.api}/control/reset`);
  });

  test('[000-2.12-01] [000-2.12-03] [000-2.12-05] [000-2.12-06] [000-4.5-02] [000-4.5-04] [000-4.7-02] [000-4.7-03] [000-2.20-01] a field of 500 tags shows the right counts and colours, and exports the CSV', async ({
    page,
  }) => {
    await setField(packingAntennaId, field);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Packing bench 1');
    await openTagInfo(page);
    // The reading header says the workstation is Ready: its device manager (the emulator) answers (000 §2.20).
    await expect(page.locator('[data-workstation-state]')).toHaveText('Ready');

    // 50 tags carry the ignored prefix: 450 listed, none of them an error.
    await expect(counter(page, 'total').locator('dd')).toHaveText('450', { timeout: 45_000 });
    await expect(counter(page, 'warning').locator('dd')).toHaveText('268');
    await expect(counter(page, 'error').locator('dd')).toHaveText('0');
    await expect(counter(page, 'warning')).toHaveAttribute('data-colour', 'yellow');
    await expect(counter(page, 'error')).toHaveAttribute('data-colour', 'red');
    const list = page.getByRole('list', { name: 'Readings' });
    await expect(list.getByText('unknown tag').first()).toBeVisible();
    // Warnings come first in the list; the summary chips count every status.
    await expect(page.getByRole('button', { name: 'warning (268)' })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^tags_\d{8}_\d{6}\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('EPC;TID');
    expect(lines).toHaveLength(451);
    const ignoredPrefix = field.filter((tag) => tag.epc?.startsWith('E28011700000')).map((tag) => tag.epc);
    expect(ignoredPrefix).toHaveLength(50);
    expect(lines.some((line) => ignoredPrefix.includes(line.split(';')[0]))).toBe(false);
  });

  test('[000-7.3-03] [000-2.12-04] the item info shows where the item is now, loaded by its id, not where it was when read', async ({
    page,
    request,
  }) => {
    const trousers = stockItems().find((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.styleCode === 'TR100')!;
    await setField(packingAntennaId, [{ epc: trousers.epc, tid: trousers.epcTid }]);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Packing bench 1');
    await openTagInfo(page);
    await expect(counter(page, 'total').locator('dd')).toHaveText('1', { timeout: 30_000 });
    // Another station moves the item to quarantine after it was read here.
    const moved = await request.post(`${e2eUrls.api}/control/items/zone`, {
      data: { itemIds: [stableId('items', trousers.serial)], zoneId: stableId('zones', 'WH-LOM-QUARANTINE') },
    });
    expect(moved.ok()).toBe(true);

    await page
      .getByRole('list', { name: 'Readings' })
      .getByRole('button', { name: new RegExp(trousers.sku.code) })
      .click();
    const info = page.getByRole('dialog', { name: 'Item info' });
    await expect(info.getByRole('region', { name: 'Zone' })).toContainText('WH-LOM - WH-LOM-QUARANTINE');
    await expect(info.getByRole('complementary', { name: 'Events history' })).toBeVisible();
    await info.getByRole('button', { name: 'Close' }).click();
    await expect(info).toBeHidden();
  });

  test('[000-2.19-01] [000-2.19-07] [000-2.12-01] the same reads come through the emulation modal', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
    await page.evaluate(() => localStorage.setItem('station::emulation', 'true'));
    await page.reload();
    await openTagInfo(page);
    await expect(page.getByRole('heading', { name: 'Tag info' })).toBeVisible();
    const modal = await openEmulationModal(page);
    const sample = field.slice(0, 20).map((tag) => tag.epc);
    await modal.getByLabel('paste comma separated tags').fill(sample.join(', '));
    await modal.getByRole('button', { name: 'Emulate' }).click();
    await modal.getByRole('button', { name: 'Hide Emulation' }).click();
    // 20 tags of the field's pattern: 2 with the ignored prefix, 18 listed.
    await expect(counter(page, 'total').locator('dd')).toHaveText('18', { timeout: 20_000 });
    const state = await emulator<{ calls: unknown[] }>('GET', '/emulator/state');
    expect(state.calls).toEqual([]);
  });

  test('[000-7.2-12] a workstation that names its antennas and balance only by id reads after fetching them by id', async ({
    page,
    request,
  }) => {
    const byIdOnly = `${e2eUrls.api}/control/faults/workstations.search`;
    await request.put(byIdOnly, { data: { referencesByIdOnly: true } });
    try {
      await setField(packingAntennaId, field.slice(0, 20));
      const asked: string[] = [];
      page.on('request', (sent) => {
        const path = new URL(sent.url()).pathname;
        if (/\/api\/v1\/(rfidAntennas|balances)\//.test(path)) asked.push(path);
      });
      await signIn(page, 'operator');
      await chooseWorkstation(page, 'Packing bench 1');
      await expect.poll(() => asked.some((path) => path.includes('/api/v1/rfidAntennas/'))).toBe(true);
      expect(asked.some((path) => path.includes('/api/v1/balances/'))).toBe(true);
      await openTagInfo(page);
      await expect(page.locator('[data-workstation-state]')).toHaveText('Ready');
      await expect(counter(page, 'total').locator('dd')).toHaveText('18', { timeout: 20_000 });
    } finally {
      await request.delete(byIdOnly);
    }
  });
});
