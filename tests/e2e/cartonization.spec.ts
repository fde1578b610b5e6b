/**
 * Cartonization end to end (001 §2.8, §4.4, §4.5, §5, §7 Carton label) as an operator in Chromium against the sandbox,
 * the device-manager emulator and the network printer emulator: the sales order's checklist is started from the form;
 * a first carton of two bags confirms with the missing items answered, its label printed; a second carton of the three
 * dresses completes the order, which closes by itself. The printer emulator kept both labels and draws them.
 */
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './journey.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';
import { inStock } from './stock-fixtures.ts';

const tagsOf = (sku: string, count: number) =>
  inStock(sku)
    .slice(0, count)
    .map((item) => item.tag);
const bags = tagsOf('BG510-LEA-BLK-UNI', 2);
const dresses = tagsOf('DR615-SLK-EMR-40', 3);

async function readCarton(page: Page, shown: string) {
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(page.locator('[data-counter="total"]').locator('dd')).toHaveText(shown, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await expect(page.getByRole('button', { name: 'Start reading' })).toBeVisible();
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, path: testInfo.outputPath(`${name}.png`) }),
    contentType: 'image/png',
  });
}

test.beforeEach(async ({ request }) => {
  await request.post(`${e2eUrls.api}/control/reset`);
  await emulator('POST', '/emulator/reset');
});

test('[001-1-10] [001-1-11] [000-1-13] [001-2.8-01] [001-2.8-02] [001-2.8-05] [001-2.8-06] [001-2.8-08] [001-2.8-09] [001-4.4-12] [001-4.5-09] [001-4.5-14] [001-7-shipping-14] [001-7-shipping-15] [001-7-shipping-16] [001-7-carton-01] [001-7-carton-03] [001-7-carton-04] [001-2.8-12] [001-9-18] cartonization: two cartons, two labels at the network printer, the order closed', async ({
  page,
  request,
}, testInfo) => {
  await setField(packingAntennaId, bags);
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Packing bench 1');
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Cartonization', exact: true })
    .click();
  await expect(page).toHaveURL(/\/shipping\/cartonization\/CARTONIZATION$/);
  await page.getByRole('textbox', { name: /Sales order/ }).fill('SO-2025-7781');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shipping\/cartonization\/CARTONIZATION\/reading$/);
  await expect(page.getByRole('button', { name: 'Order 0/5' })).toBeVisible();

  // The first carton: two bags of the five items; the missing ones are answered.
  await readCarton(page, '2/5');
  await attachScreenshot(page, testInfo, 'first-carton');
  // Pressing the main counter shows the carton's items (where they can be removed).
  await page.getByRole('button', { name: 'Read 2/5: show the items' }).click();
  const items = page.getByRole('dialog', { name: 'Items of the carton' });
  await expect(items).toContainText('BG510-LEA-BLK-UNI');
  await items.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const question = page.getByRole('dialog', { name: 'Checklist' });
  await expect(question).toContainText('There are 3 missing items. Are you sure you want to confirm anyway?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Order 2/5' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expect(page.locator('[data-counter="total"]').locator('dd')).toHaveText('0/3');

  // The cartons of the order, each printable again.
  await page.getByRole('button', { name: 'Order 2/5' }).click();
  const cartons = page.getByRole('dialog', { name: 'Cartons of the order' });
  await expect(cartons.getByRole('list', { name: 'Cartons (1)' })).toContainText('9990000001');
  await cartons.getByRole('button', { name: 'Close', exact: true }).click();

  // The second carton completes the order: no missing item, the checklist closes by itself.
  await setField(packingAntennaId, dresses);
  await readCarton(page, '3/3');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The order is closed')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/shipping\/cartonization\/CARTONIZATION$/);

  const printed = (await (await request.get(`${e2eUrls.api}/control/printers/PRN-LOM-PACK/labels`)).json()) as {
    labels: { label: string }[];
  };
  expect(printed.labels).toHaveLength(2);
  expect(printed.labels[0]!.label).toContain('^FDPieces 2^FS');
  expect(printed.labels[0]!.label).toContain('^FD0000001^FS');
  expect(printed.labels[1]!.label).toContain('^FDPieces 3^FS');
  expect(printed.labels[1]!.label).toContain('Ship to: ');
  const checklist = (await (await request.get(`${e2eUrls.api}/control/shipping/parcels/9990000002`)).json()) as {
    parcel: { status: string };
  };
  expect(checklist.parcel.status).toBe('PACKED');
  // The printer emulator's page draws what was printed.
  await page.goto(`${e2eUrls.api}/control/printers/PRN-LOM-PACK`);
  await expect(page.getByRole('heading', { name: 'Printer PRN-LOM-PACK: 2 labels' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Label 2 printed on PRN-LOM-PACK' })).toHaveJSProperty('complete', true);
  await expect
    .poll(
      () =>
        page
          .getByRole('img', { name: 'Label 2 printed on PRN-LOM-PACK' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await attachScreenshot(page, testInfo, 'printed-labels');
});
