/**
 * Accessibility of every screen the station has (WCAG 2.2 AA through axe-core), as an operator reaches them: the
 * dashboard and its dialogs, each operation's start form and reading screen with reads listed, the inventory list,
 * tag info, write tag and Utilities. A serious or critical violation fails, named with the elements it concerns.
 */
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { stockItems } from '../../sandbox/seed/stock.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations on the page as it is now, each with up to three of its elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${violation.id} (${violation.impact}): ${violation.help} — ${where}`;
    });
}

async function expectAccessible(page: Page, screen: string) {
  expect(await seriousViolations(page), `${screen} at ${page.url()}`).toEqual([]);
}

const operations = (page: Page) => page.getByRole('region', { name: 'Operations' });

async function signInAtBench(page: Page) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
}

test.describe('accessibility (WCAG 2.2 AA, no serious or critical axe-core violation)', () => {
  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    await request.post(`${e2eUrls.api}/control/reset`);
  });

  test('the dashboard, its workstation choice and the settings dialog', async ({ page }) => {
    await signIn(page, 'operator');
    await expect(operations(page).getByRole('button').first()).toBeVisible();
    await expectAccessible(page, 'dashboard');
    await page.getByRole('button', { name: /^Workstation/ }).click();
    const workstations = page.getByRole('dialog', { name: 'select workstation' });
    await expect(workstations.getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page, 'workstation dialog');
    await workstations.getByRole('searchbox').fill('Packing bench 1');
    await workstations.getByRole('button', { name: 'Packing bench 1' }).click();
    await expect(workstations).toBeHidden();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByLabel('Backend endpoint')).toBeVisible();
    await expectAccessible(page, 'settings dialog');
  });

  test('the simple item list: start form and reading with reads listed', async ({ page }) => {
    await setField(packingAntennaId, tagInfoDemoField(40));
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Item list', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectAccessible(page, 'simple item list start form');
    await page.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Visual merchandising' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/simple-item-list\/ITEM-LIST\/reading$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.locator('[data-counter="total"] dd')).toHaveText('40', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectAccessible(page, 'simple item list reading');
  });

  test('transfer to zone: start form with its zone and reading', async ({ page }) => {
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Transfer to zone', exact: true }).click();
    await expect(page.getByRole('combobox', { name: /Destination zone/ })).toBeVisible();
    await expectAccessible(page, 'transfer to zone start form');
    await page.getByRole('combobox', { name: /Destination zone/ }).fill('main');
    // One direct-submit field: choosing the zone goes on to reading at once.
    await page.getByRole('option', { name: /Main stock/ }).click();
    await expect(page).toHaveURL(/\/transfer-to-zone\/TRANSFER-TO-ZONE\/reading$/);
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectAccessible(page, 'transfer to zone reading');
    await page.getByRole('button', { name: 'Recent transfers' }).click();
    await expect(page.getByRole('list', { name: /Transfers \(\d+\)/ })).toBeVisible();
    await expectAccessible(page, 'transfer to zone recent transfers');
  });

  test('the conveyor monitor', async ({ page }) => {
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Tunnel transfer to zone' }).click();
    await page.getByRole('button', { name: 'Conveyor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Inbound tunnel 1' }).click();
    await page.getByRole('combobox', { name: /Destination zone/ }).fill('main');
    await page.getByRole('option', { name: /Main stock/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/transfer-to-zone\/conveyor\/CONVEYOR-TRANSFER\/reading$/);
    await expect(page.getByText('Ready')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, 'conveyor monitor');
  });

  test('inventory: the list and a count', async ({ page }) => {
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Store inventory' }).click();
    const count = page.getByRole('button', { name: /Cyclic count bags and dresses, main stock/ });
    await expect(count).toBeVisible();
    await expectAccessible(page, 'inventory list');
    await page.getByRole('button', { name: 'New inventory' }).click();
    await expect(page.getByRole('dialog', { name: 'New inventory' }).getByLabel('Description')).toBeFocused();
    await expectAccessible(page, 'new inventory dialog');
    await page.keyboard.press('Escape');
    await count.click();
    await expect(page.locator('[data-tile="widgets.counters.expected"] dd')).not.toHaveText('');
    await expectAccessible(page, 'inventory reading');
    await page.getByRole('button', { name: 'Close inventory' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Close the inventory?' }).getByRole('button', { name: 'Close inventory' }),
    ).toBeVisible();
    await expectAccessible(page, 'close inventory question');
    await page.keyboard.press('Escape');
  });

  test('tag info, write tag and Utilities', async ({ page }) => {
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Tag info' }).click();
    await expect(page.getByRole('heading', { name: 'Tag info' })).toBeVisible();
    await expectAccessible(page, 'tag info');
    await page.goto('/utilities');
    await expect(page.getByRole('heading', { name: 'Utilities' })).toBeVisible();
    await expectAccessible(page, 'Utilities');
    await page.getByRole('button', { name: 'write tag' }).click();
    await expect(page.getByRole('heading', { name: 'write tag' })).toBeVisible();
    await expectAccessible(page, 'write tag');
  });
  test('shipping: the ASN list and its create form, an ASN, the add-parcel form and a parcel read', async ({
    page,
  }) => {
    await setField(stableId('rfidAntennas', 'ANT-LOM-IN-1'), tagInfoDemoField(6));
    await setField(stableId('rfidAntennas', 'ANT-LOM-IN-2'), []);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Inbound gate 1');
    await operations(page).getByRole('button', { name: 'Store inbound', exact: true }).click();
    const shipment = page.getByRole('button', { name: /ASN-2025-0005/ });
    await expect(shipment).toBeVisible();
    await expectAccessible(page, 'ASN list');
    await page.getByRole('button', { name: 'New shipment' }).click();
    await expect(page.getByRole('textbox', { name: /Shipment Code/ })).toBeVisible();
    await expectAccessible(page, 'ASN create form');
    await page.getByRole('button', { name: 'Back' }).click();
    await shipment.click();
    await expect(page.getByRole('list', { name: 'Parcels (2)' })).toBeVisible();
    await expectAccessible(page, 'ASN detail');
    await page.getByRole('button', { name: /PRC-2025-00501/ }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectAccessible(page, 'add-parcel form');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shipping\/INBOUND\/reading$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.locator('[data-counter="total"] dd')).toHaveText(/^6/, { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectAccessible(page, 'parcel reading');
  });

  test('cartonization: the form and the carton reading with the cartons dialog', async ({ page }) => {
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Cartonization', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expectAccessible(page, 'cartonization form');
    await page.getByRole('textbox', { name: /Sales order/ }).fill('SO-2025-7781');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Order 0/5' })).toBeVisible();
    await expectAccessible(page, 'cartonization reading');
    await page.getByRole('button', { name: 'Order 0/5' }).click();
    await expect(page.getByRole('dialog', { name: 'Cartons of the order' })).toContainText('no carton found');
    await expectAccessible(page, 'cartons dialog');
  });

  test('sorting: the list, the create form, a reading with a sorted item and the detail modal', async ({ page }) => {
    const item = stockItems().find(
      (candidate) => candidate.zoneCode === 'WH-LOM-STOCK' && candidate.sku.code === 'DR615-SLK-RUB-40',
    )!;
    await setField(packingAntennaId, [{ epc: item.epc, tid: item.epcTid }]);
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Store replenishment sorting', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Sortings (1)' })).toBeVisible();
    await expectAccessible(page, 'sorting list');
    await page.getByRole('button', { name: 'New sorting' }).click();
    await expect(page.getByRole('button', { name: 'Create' })).toBeVisible();
    await expectAccessible(page, 'create-sorting form');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: /Weekly store replenishment/ }).click();
    await expect(page).toHaveURL(/\/sorting\/SORTING\/reading$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.locator('[data-widget-id="currentItem"]')).toHaveAttribute('data-result', 'ok');
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expectAccessible(page, 'sorting reading');
    await page.getByRole('button', { name: 'Detail' }).click();
    await expect(page.getByRole('dialog', { name: 'Sorting detail' }).getByText('Groups (2)')).toBeVisible();
    await expectAccessible(page, 'sorting detail');
  });

  test('the simple parcel list: parcels by shipment, the unexpected parcels and the PIN dialog', async ({ page }) => {
    await setField(packingAntennaId, [{ epc: '3174257BF4A1C0000000501A' }, { epc: '3174257BF4A1C0000000101A' }]);
    await signInAtBench(page);
    await operations(page).getByRole('button', { name: 'Parcel check-in by shipment', exact: true }).click();
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('region', { name: 'Shipment ASN-2025-0001' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
    await expectAccessible(page, 'simple parcel list reading');
    await page.getByRole('button', { name: 'Unexpected (1)' }).click();
    await expect(page.getByRole('dialog', { name: 'Unexpected parcels' }).locator('[data-parcel]')).toHaveCount(1);
    await expectAccessible(page, 'unexpected parcels dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Force parcel PRC-2025-00502' }).click();
    await expect(page.getByRole('dialog', { name: /Force parcel PRC-2025-00502/ }).getByLabel('PIN')).toBeVisible();
    await expectAccessible(page, 'PIN dialog');
  });

  test('encoding: the associate screen with its boxes and the PIN dialog, the verify screen, the production order selection', async ({
    page,
  }) => {
    // Three screens, the PIN dialog and a tab change that waits antennaTurnWaitingInterval; in the dev server the
    // encoding screens' code also compiles on their first opening.
    test.setTimeout(120_000);
    const encodingAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-1');
    await setField(stableId('rfidAntennas', 'ANT-LOM-ENC-NFC'), []);
    // A virgin embedded tag and, as the pendant, another item's tag: the association asks for the PIN.
    const other = stockItems().find((item) => item.sku.code === 'KN210-CSH-GRM-S' && item.zoneCode === 'WH-LOM-STOCK')!;
    await setField(encodingAntenna, [
      { epc: 'E2801160600002040A1B0001', tid: 'E2801160200070A1B0000001' },
      { epc: other.epc, tid: other.epcTid },
    ]);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Encoding desk');
    await operations(page).getByRole('button', { name: 'Encode garments', exact: true }).click();
    await expect(page.getByText('Fill all fields and search an item configuration')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'encoding associate');
    await page.getByRole('textbox', { name: /Product/ }).fill('TR100-GAB-BEI-42');
    await page.getByRole('button', { name: 'Search' }).click();
    const pin = page.getByRole('dialog', { name: 'Enter the pin to force association' });
    await expect(pin.getByLabel('Pin')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'encoding PIN dialog');
    await pin.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('list', { name: 'Identifiers' }).getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'encoding associate with its identifier boxes');

    await page.getByRole('tab', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/encoding\/ENCODING\/verify$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByRole('list', { name: 'Identifiers' }).getByRole('listitem')).toHaveCount(2, {
      timeout: 30_000,
    });
    await expectAccessible(page, 'encoding verify');

    await page.goto(`${e2eUrls.station}/`);
    await operations(page).getByRole('button', { name: 'Encode by production order', exact: true }).click();
    await page.getByRole('textbox', { name: /Production order/ }).fill('PO-2025-0043');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('textbox', { name: /Order row/ })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'encoding by production order, the Work Order card');
  });
});
