/**
 * Encoding end to end (002 §2, §4) as an operator in Chromium against the sandbox's encoding engine and the
 * device-manager emulator, at the encoding desk:
 * - a trench coat (dual-tag: embedded and pendant) associated by product: the virgin embedded tag gets a new SGTIN-96
 *   EPC written by TID, the item is created once, the daily counter moves; the same garment read again is already
 *   encoded;
 * - verify: the garment shows as its item, and its association is deleted;
 * - verify and kill of an unknown tag: it stops answering;
 * - a forced re-association (a pendant another item carries): a wrong PIN is refused and asked again, the right one
 *   moves the tag; the afterRetry policy creates plainly, then by force;
 * - the duplicate-EPC guard: the EPC the server hands out is already on a tag in the field, so nothing is written.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { catalogueSkus } from '../../sandbox/seed/catalogue.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { sgtin96FromEan13 } from '../../sandbox/seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH, stockItems } from '../../sandbox/seed/stock.ts';
import { emulator, fieldOf, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import {
  itemCarrying,
  nfcAntenna,
  openEncoding,
  uhfAntenna,
  withEncodingOperation,
  withEncodingOptions,
  type EncodedItem,
} from './encoding-fixtures.ts';
import { stationAccessToken } from './sign-in.ts';

/** A virgin embedded tag (factory EPC, matched by uhfTagToWriteRegex ^E2) and a pre-encoded pendant. */
const embedded = { epc: 'E2801160600002040A1B0001', tid: 'E2801160200070A1B0000001' };
const pendant = { epc: '30361F84D4A5B1C000000777', tid: 'E2801160200070A1B0000002' };

/** A knitwear item of the seeded stock: its one UHF tag, carried to the coat's antenna as if it were the pendant. */
const knitwearTag = () => {
  const item = stockItems().find((stock) => stock.sku.code === 'KN210-CSH-GRM-S' && stock.zoneCode === 'WH-LOM-STOCK')!;
  return { epc: item.epc, tid: item.epcTid, itemId: stableId('items', item.serial) };
};

async function searchProduct(page: Page, code: string) {
  await expect(page.getByText('Fill all fields and search an item configuration')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: /Product/ }).fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
}
const searchCoat = (page: Page) => searchProduct(page, 'TR100-GAB-BEI-42');

const boxes = (page: Page) => page.getByRole('list', { name: 'Identifiers' }).getByRole('listitem');

test.describe('encoding (002 §2, §4) as an operator at the encoding desk', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
    await setField(nfcAntenna, []);
    await setField(uhfAntenna, [embedded, pendant]);
    await request.put(`${e2eUrls.api}/control/faults/encoding.create`, { data: {} });
  });

  test('[002-2-routes-01] [002-2-associate-04] [002-2-associate-05] [002-2-associate-10] [002-2-associate-11] [002-2-associate-13] [002-2-associate-27] [002-2-associate-32] [002-4-write-01] [002-4-write-04] [002-4-write-05] [002-4-create-02] [002-4-validation-10] [000-4.3-06] [000-1-26] [000-1-22] [002-4-create-05] associates a trench coat by product: the embedded tag written by TID, the item created once, counted', async ({
    page,
    request,
  }) => {
    await openEncoding(page);
    // The dev server compiles the encoding screens' code on their first opening.
    await expect(page.getByText('Fill all fields and search an item configuration')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Encoded today: 0' })).toBeVisible();
    await page.getByRole('textbox', { name: /Product/ }).fill('TR100-GAB-BEI-42');
    await page.getByRole('button', { name: 'Search' }).click();

    // The dual-tag configuration: two UHF boxes; the antenna starts and the association runs by itself.
    await expect(page.getByText('TR100-GAB-BEI-42 / GAB / 42 / BEI')).toBeVisible();
    await expect(boxes(page)).toHaveCount(2);
    await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Encoded today: 1' })).toBeVisible();

    // The device manager wrote a new EPC on the embedded tag, found by its TID; the pendant kept its own.
    const field = (await fieldOf(uhfAntenna)).tags;
    const written = field.find((tag) => tag.tid === embedded.tid)!.epc!;
    expect(written).toMatch(/^30[0-9A-F]{22}$/);
    expect(field.find((tag) => tag.tid === pendant.tid)?.epc).toBe(pendant.epc);
    const item = (await itemCarrying(request, pendant.epc))!;
    // Both tags are the item's, one in each role of the dual-tag configuration (roles follow the order of reading).
    const uhf = item.identifiers.filter((identifier) => identifier.type === 'UHF_TAG');
    expect(uhf.map((identifier) => identifier.code).sort()).toEqual([written, pendant.epc].sort());
    expect(uhf.map((identifier) => identifier.role).sort()).toEqual(['EMBEDDED', 'PENDANT']);
    const records = (await (
      await request.get(`${e2eUrls.api}/api/v1/encoding?operationId=${stableId('operations', 'ENCODING')}`, {
        headers: { authorization: `Bearer ${await stationAccessToken(page)}` },
      })
    ).json()) as { totalElements: number };
    expect(records.totalElements).toBeGreaterThanOrEqual(1);

    // The boxes empty for the next garment; Clear takes the one still on the antenna up again: it is already
    // encoded, and nothing is created again.
    await expect(page.getByText('Reading...').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    const already = page.getByRole('dialog', { name: 'The item is already encoded' });
    await expect(already.getByRole('button')).toBeVisible({ timeout: 15_000 });
    await already.getByRole('button').click();
    expect((await itemCarrying(request, written))?.id).toBe(item.id);
    await expect(page.getByRole('button', { name: 'Encoded today: 1' })).toBeVisible();

    // A click on the daily counter resets it.
    await page.getByRole('button', { name: 'Encoded today: 1' }).click();
    await expect(page.getByRole('button', { name: 'Encoded today: 0' })).toBeVisible();
  });

  test('[002-2-routes-03] [002-2-associate-01] [002-2-verify-14] [002-4-kill-07] [002-4-kill-08] verify: the encoded garment shows as its item and its association is deleted', async ({
    page,
    request,
  }) => {
    // The garment encoded before (the sandbox's engine, as the associate screen would): its pendant names the item.
    await openEncoding(page);
    await page.getByRole('textbox', { name: /Product/ }).fill('TR100-GAB-BEI-42');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
    const item = (await itemCarrying(request, pendant.epc))!;

    await page.getByRole('tab', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/encoding\/ENCODING\/verify$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByText('TR100-GAB-BEI-42', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
    await expect(boxes(page)).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Kill tag' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete association' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the association of this item?' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('Association deleted')).toBeVisible();
    await expect.poll(async () => (await itemCarrying(request, pendant.epc))?.id).toBeUndefined();
    expect(item.id).toBeTruthy();

    // Back to associate through its tab.
    await page.getByRole('tab', { name: 'Associate' }).click();
    await expect(page).toHaveURL(/\/encoding\/ENCODING$/);
  });

  test('[002-2-verify-12] [002-4-kill-03] [002-4-kill-06] verify and kill an unknown tag: it stops answering', async ({
    page,
  }) => {
    const stray = { epc: 'E2801160600002040A1B9999', tid: 'E2801160200070A1B0009999' };
    await setField(uhfAntenna, [stray]);
    await openEncoding(page);
    await page.getByRole('tab', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/encoding\/ENCODING\/verify$/);
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(page.getByText('unknown tag', { exact: false }).or(page.getByText('UNKNOWN_TAG')).first()).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await page.getByRole('button', { name: 'Kill tag' }).click();
    await page
      .getByRole('dialog', { name: `Kill tag ${stray.epc}?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByText('Tag killed')).toBeVisible();
    expect((await fieldOf(uhfAntenna)).tags.map((tag) => tag.epc)).not.toContain(stray.epc);
  });

  test('[000-2.18-07] [000-6-20] [002-2-associate-36] [002-4-force-05] [002-4-force-06] [002-4-force-11] [002-4-create-01] [002-6-other-01] [002-6-other-02] [002-8-encoding-25] a forced re-association: a wrong PIN is refused and asked again, the right one moves the tag', async ({
    page,
    request,
  }) => {
    const other = knitwearTag();
    await setField(uhfAntenna, [embedded, { epc: other.epc, tid: other.tid }]);
    await openEncoding(page);
    await searchCoat(page);

    // The pendant is another item's: the association can be forced, with the PIN (policy withPin).
    const pin = page.getByRole('dialog', { name: 'Enter the pin to force association' });
    // (The dialog's wrapper has no size of its own: its field is what shows.)
    await expect(pin.getByLabel('Pin')).toBeVisible({ timeout: 30_000 });
    await pin.getByLabel('Pin').fill('0000');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User PIN invalid')).toBeVisible();
    expect((await itemCarrying(request, other.epc))?.id).toBe(other.itemId);

    // Asked again: the embedded tag written before is not written a second time.
    const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === embedded.tid)!.epc!;
    expect(written).toMatch(/^30[0-9A-F]{22}$/);
    await expect(pin.getByLabel('Pin')).toBeVisible();
    await pin.getByLabel('Pin').fill('1234');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });

    const item = (await itemCarrying(request, other.epc))!;
    expect(item.id).not.toBe(other.itemId);
    expect(item.identifiers.map((identifier) => identifier.code)).toContain(written);
    expect((await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === embedded.tid)?.epc).toBe(written);
  });

  test('[002-3-options-02] [002-4-force-07] [002-4-force-08] afterRetry: the first create is plain and refused, the second is forced', async ({
    page,
    request,
  }) => {
    const other = knitwearTag();
    await setField(uhfAntenna, []);
    await openEncoding(page);
    const restore = await withEncodingOptions(request, page, { canForceAssociation: 'afterRetry' });
    try {
      const creates: string[] = [];
      page.on('request', (sent) => {
        if (/\/encoding\/create(\/force)?(\?|$)/.test(sent.url())) creates.push(new URL(sent.url()).pathname);
      });
      // The station reads the operation's options as it starts.
      await page.reload();
      await setField(uhfAntenna, [embedded, { epc: other.epc, tid: other.tid }]);
      await searchCoat(page);
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
      expect(creates.map((path) => path.split('/encoding/')[1])).toEqual(['create', 'create/force']);
      expect((await itemCarrying(request, other.epc))?.id).not.toBe(other.itemId);
    } finally {
      await restore();
    }
  });

  test('the duplicate-EPC guard: an EPC another tag in the field carries is never written', async ({
    page,
    request,
  }) => {
    // The server restarted its serials (control reset): the first EPC it hands out for the coat is already on the
    // pendant lying on the antenna, a tag whose item was lost.
    const ean = catalogueSkus().find((sku) => sku.code === 'TR100-GAB-BEI-42')!.ean;
    const taken = sgtin96FromEan13(ean, COMPANY_PREFIX_LENGTH, 3_000_000_001n);
    await setField(uhfAntenna, [embedded, { ...pendant, epc: taken }]);
    await openEncoding(page);
    await searchCoat(page);
    await expect(page.getByText('Another tag already carries this EPC: nothing was written')).toBeVisible({
      timeout: 30_000,
    });
    expect((await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === embedded.tid)?.epc).toBe(embedded.epc);
    expect(await itemCarrying(request, taken)).toBeUndefined();
    await expect(page.getByText('Encoding success')).toHaveCount(0);
  });

  test('[002-4-validation-14] a rewrite (forceTagRewrite): an encoded knitwear item gets a new EPC on its tag and keeps its identity', async ({
    page,
    request,
  }) => {
    const knit = knitwearTag();
    await setField(uhfAntenna, []);
    await openEncoding(page);
    const restore = await withEncodingOptions(request, page, { forceTagRewrite: 'true' });
    try {
      await page.reload();
      await setField(uhfAntenna, [{ epc: knit.epc, tid: knit.tid }]);
      await searchProduct(page, 'KN210-CSH-GRM-S');
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
      const rewritten = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === knit.tid)!.epc!;
      expect(rewritten).toMatch(/^30[0-9A-F]{22}$/);
      expect(rewritten).not.toBe(knit.epc);
      expect((await itemCarrying(request, rewritten))?.id).toBe(knit.itemId);
      expect(await itemCarrying(request, knit.epc)).toBeUndefined();
    } finally {
      await restore();
    }
  });

  test("[002-2-associate-25] [002-2-associate-26] [002-2-associate-29] [002-2-associate-30] [002-3-identifier-05] [002-3-identifier-06] [002-3-identifier-07] a bag's serial typed in the 'or' input, its UHF and NFC tags read: the item has that serial", async ({
    page,
    request,
  }) => {
    await setField(uhfAntenna, []);
    await openEncoding(page);
    await searchProduct(page, 'BG510-LEA-BLK-UNI');
    await expect(boxes(page)).toHaveCount(3);
    await expect(boxes(page).filter({ hasText: 'TAG NFC' })).toHaveCount(1);
    await expect(boxes(page).filter({ hasText: 'IDENTIFIER' })).toHaveCount(1);

    // The serial first, by hand: the input is then closed until the association starts over.
    const manual = page.getByRole('textbox', { name: 'or type the identifier' });
    await manual.fill('BAG-4711');
    await manual.press('Enter');
    await expect(boxes(page).filter({ hasText: 'BAG-4711' })).toHaveCount(1);
    await expect(manual).toBeDisabled();

    const bagTag = { epc: 'E2801160600002040A1B0042', tid: 'E2801160200070A1B0000042' };
    await setField(nfcAntenna, [{ uid: '04A1B2C3D4E5F6' }]);
    await setField(uhfAntenna, [bagTag]);
    await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
    const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === bagTag.tid)!.epc!;
    const item = (await itemCarrying(request, written))!;
    expect(item.identifiers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'SIMPLE_ITEM_IDENTIFIER', code: 'BAG-4711' }),
        expect.objectContaining({ type: 'NFC_TAG', code: '04A1B2C3D4E5F6', role: 'AUTHENTICITY' }),
      ]),
    );
  });

  test('[002-2-associate-06] [002-2-associate-07] [002-2-associate-08] [002-2-associate-22] [002-2-associate-24] identifier mode: a garment read first names its product by its pre-encoded pendant; encoded, the next garment starts over', async ({
    page,
    request,
  }) => {
    const ean = catalogueSkus().find((sku) => sku.code === 'TR100-GAB-BEI-42')!.ean;
    const preEncoded = { ...pendant, epc: sgtin96FromEan13(ean, COMPANY_PREFIX_LENGTH, 8_800_000_001n) };
    await setField(uhfAntenna, []);
    await openEncoding(page);
    // An operation without a selection form: the associate screen starts in identifier mode.
    const restore = await withEncodingOperation(request, page, { formSchema: [] });
    try {
      await page.reload();
      await expect(page.getByText('Bring an item to the antenna: its tags name its product')).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('textbox', { name: /Product/ })).toHaveCount(0);
      // The product line shows from the identification to the start over; the create held 4 s keeps that window
      // open longer than the assertion's polling interval, so a fast association cannot slip between two polls.
      await request.put(`${e2eUrls.api}/control/faults/encoding.create`, { data: { delayMs: 4_000 } });
      await setField(uhfAntenna, [embedded, preEncoded]);
      // The antenna panel's play button starts the antenna; the panel then asks for an item.
      await page.getByRole('button', { name: 'Start reading' }).click();
      await expect(page.getByText('bring an item to antenna')).toBeVisible();

      await expect(page.getByText('TR100-GAB-BEI-42 / GAB / 42 / BEI')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Change product' })).toBeVisible();
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
      const item = (await itemCarrying(request, preEncoded.epc))!;
      expect(item.identifiers.filter((identifier) => identifier.type === 'UHF_TAG')).toHaveLength(2);

      // The garment done stays on the antenna and is not taken up again; the screen waits for the next one.
      await expect(page.getByText('Bring an item to the antenna: its tags name its product')).toBeVisible();
      await expect(page.getByText('TR100-GAB-BEI-42 / GAB / 42 / BEI')).toHaveCount(0);
    } finally {
      await restore();
    }
  });

  test("[002-2-associate-38] [002-4-validation-17] [002-4-validation-18] [002-8-texts-07] a knitwear item read on another product's screen: 'update only product' shows its item's product card; yes gives it the product", async ({
    page,
    request,
  }) => {
    const item = stockItems().find(
      (stock) => stock.sku.code === 'KN210-CSH-CAM-S' && stock.zoneCode === 'WH-LOM-STOCK',
    )!;
    const itemId = stableId('items', item.serial);
    await setField(uhfAntenna, []);
    await openEncoding(page);
    // The item's one tag is the write target (no factory-EPC rule): it gets an EPC of its new product.
    const restore = await withEncodingOptions(request, page, { uhfTagToWriteRegex: '' });
    try {
      await page.reload();
      await setField(uhfAntenna, [{ epc: item.epc, tid: item.epcTid }]);
      await searchProduct(page, 'KN210-CSH-GRM-M');
      const question = page.getByRole('dialog', { name: 'Update only the product of this item?' });
      await expect(question.getByText(`Identifier ${item.epc} is an item of the product below`)).toBeVisible({
        timeout: 30_000,
      });
      // The product card of the item the identifier names (000 §2.18), looked up by the identifier.
      await expect(question.getByText('KN210-CSH-CAM-S', { exact: false }).first()).toBeVisible();
      await question.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
      const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === item.epcTid)!.epc!;
      expect(written).not.toBe(item.epc);
      const updated = (await itemCarrying(request, written)) as
        (EncodedItem & { product: { code: string } }) | undefined;
      expect(updated?.id).toBe(itemId);
      expect(updated?.product.code).toBe('KN210-CSH-GRM-M');
    } finally {
      await restore();
    }
  });
});
