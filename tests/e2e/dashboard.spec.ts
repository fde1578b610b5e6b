import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { chooseWorkstation } from './device-fixtures.ts';
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

/**
 * 001 §2.1–§2.2: each logistics tile, pressed as an operator would, opens its screen at its route: the route of its
 * type, with the {templatePath} segment only where the operation has one, titled by the operation's description.
 */
const logisticsTiles: { tile: string; path: string; screen: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  {
    tile: 'Store inbound',
    path: '/shipping/INBOUND',
    screen: (page) => page.getByRole('button', { name: 'New shipment' }),
  },
  { tile: 'Ship to store', path: '/shipping/OUTBOUND', screen: (page) => page.getByRole('button', { name: 'Next' }) },
  {
    tile: 'Packing with checklist',
    path: '/shipping/PACKING',
    screen: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    tile: 'Cartonization',
    path: '/shipping/cartonization/CARTONIZATION',
    screen: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    tile: 'Item list',
    path: '/simple-item-list/ITEM-LIST',
    screen: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    tile: 'Parcel check-in',
    path: '/simple-parcel-list/PARCEL-LIST',
    screen: (page) => page.getByRole('button', { name: 'Next' }),
  },
  {
    tile: 'Transfer to zone',
    path: '/transfer-to-zone/TRANSFER-TO-ZONE',
    // The form opens on its zone field, its list of zones open (it hides the rest).
    screen: (page) => page.getByRole('combobox', { name: 'Destination zone' }),
  },
  {
    tile: 'Tunnel transfer to zone',
    path: '/transfer-to-zone/conveyor/CONVEYOR-TRANSFER',
    // The form opens on its zone field, its list of zones open (it hides the rest).
    screen: (page) => page.getByRole('combobox', { name: 'Destination zone' }),
  },
  {
    tile: 'Store replenishment sorting',
    path: '/sorting/SORTING',
    screen: (page) => page.getByRole('button', { name: 'New sorting' }),
  },
  {
    tile: 'Store inventory',
    path: '/inventory/INVENTORY',
    screen: (page) => page.getByRole('button', { name: 'New inventory' }),
  },
];

test('[001-1-04] [001-2.1-01] [001-2.1-02] [001-2.1-03] [001-2.1-04] [001-2.1-05] [001-2.1-06] [001-2.1-07] [001-2.1-08] [001-2.2-02] [001-2.2-07] [001-2.2-11] [001-2.2-13] [001-2.2-15] [001-2.2-18] each logistics tile opens its screen at the route of its type, titled by its description', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  for (const { tile, path, screen } of logisticsTiles) {
    await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: tile, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('banner')).toContainText(tile);
    await expect(screen(page)).toBeVisible();
    await page.goto('/');
  }
});
