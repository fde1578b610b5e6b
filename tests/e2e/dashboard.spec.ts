import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { signIn } from './sign-in.ts';

/** The sandbox operator's twenty-three operations in dashboard order: displayPriority, then code (000 §2.4). */
const operatorTiles = [
  'Tag info',
  'Transfer to zone',
  'Tunnel transfer to zone',
  'Transfer to zone (sync confirm)',
  'Item list',
  'Item list (async confirm)',
  'Detailed item list',
  'Parcel check-in',
  'Parcel check-in by shipment',
  'Store inbound',
  'Ship to store',
  'Packing with checklist',
  'Cartonization',
  'Store replenishment sorting',
  'Store inventory',
  'Encode garments',
  'Encode by production order',
  'Print and encode labels',
  'Bagging machine monitor',
  'Outbound ERP encoding',
  'Delivery note check',
  'T-box parcel count',
  'Inbound ERP encoding',
];

const tiles = (page: Page) => page.getByRole('region', { name: 'Operations' }).getByRole('button');
const workstationCard = (page: Page) => page.getByRole('button', { name: /^Workstation/ });

test.describe('the dashboard (000 §2.4, §4.2)', () => {
  test('[000-1-07] [000-2.4-02] [000-2.4-09] [000-2.4-12] [000-2.4-13] [000-2.4-15] the operator sees their operations as sorted tiles', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(page.getByRole('button', { name: /^User/ })).toContainText('operator');
    await expect(tiles(page)).toHaveText(operatorTiles);
    // 23 tiles: an odd count ends with one dashed filler tile (000 §2.4).
    await expect(page.getByTestId('tile-filler')).toHaveCount(1);
  });

  test('[000-1-02] [000-1-03] [000-1-06] [000-2.4-05] [000-2.4-06] [000-2.4-07] [000-2.4-18] [000-2.4-19] [000-4.2-06] [000-2.20-01] a tile needs a workstation; the chosen one is saved, restored and opens tiles', async ({
    page,
  }) => {
    await signIn(page, 'operator');
    await expect(workstationCard(page)).toContainText('---');
    await page.getByRole('button', { name: 'Tag info' }).click();
    await expect(page.getByRole('alert')).toContainText('no workstation selected');
    await expect(page).toHaveURL(/\/$/);

    await workstationCard(page).click();
    const dialog = page.getByRole('dialog', { name: 'select workstation' });
    // The workstations of the operator's two places (the warehouse and the Milan store), none of another place.
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByRole('button', { name: 'Cash desk Montenapoleone' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stock room Condotti' })).toHaveCount(0);
    await dialog.getByRole('searchbox').fill('inbound');
    await dialog.getByRole('button', { name: 'Inbound gate 1' }).click();
    await expect(dialog).toBeHidden();
    await expect(workstationCard(page)).toContainText('Inbound gate 1');
    // Its device manager (the sandbox's emulator) answers: the workstation is Ready (000 §2.20).
    await expect(workstationCard(page)).toContainText('Ready');
    expect(await page.evaluate(() => localStorage.getItem('station::defaultWorkstation'))).toBeTruthy();

    await page.reload();
    await expect(workstationCard(page)).toContainText('Inbound gate 1');
    const opened = page.waitForURL(/\/tag-info\/TAG-INFO$/);
    await page.getByRole('button', { name: 'Tag info' }).click();
    await opened;
  });

  test('[000-2.4-16] [000-2.4-17] [000-4.2-07] a user without capabilities sees no operations, a Refresh button and no workstations', async ({
    page,
  }) => {
    await signIn(page, 'guest');
    const empty = page.getByText('No operations found. Check the user permissions on the ControlPanel');
    await expect(empty).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('no workstations found');
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(empty).toBeVisible();
  });
});
