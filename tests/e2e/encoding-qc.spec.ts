/**
 * The QC question of encoding end to end (002 §5 QC checks, §8) as an operator in Chromium against the sandbox and
 * the device-manager emulator, at the encoding desk. The ENCODING operation asks the sandbox for the QC checks
 * (option qcCheck, the sandbox's switch: the spec names none) and forbids forcing (canForceAssociation no): the QC
 * question is asked all the same. A knitwear garment (one embedded UHF tag) whose QC found another size, or a KO:
 * the operator reads why, answers No (nothing is created), Retry, answers Yes (the tag is written, the item created
 * by force).
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { emulator, fieldOf, setField } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { itemCarrying, nfcAntenna, openEncoding, uhfAntenna, withEncodingOptions } from './encoding-fixtures.ts';

const garment = { epc: 'E2801160600002040A1B0091', tid: 'E2801160200070A1B0000091' };

async function encodeKnitwear(page: Page, request: APIRequestContext, qc: Record<string, string>) {
  expect((await request.put(`${e2eUrls.api}/control/qc/${garment.epc}`, { data: qc })).ok()).toBe(true);
  await openEncoding(page);
  const restore = await withEncodingOptions(request, page, { qcCheck: 'true', canForceAssociation: 'no' });
  // The station reads the operation's options as it starts.
  await page.reload();
  // The dev server compiles the encoding screens' code on their first opening.
  await expect(page.getByText('Fill all fields and search an item configuration')).toBeVisible({ timeout: 30_000 });
  await setField(uhfAntenna, [garment]);
  await page.getByRole('textbox', { name: /Product/ }).fill('KN210-CSH-GRM-S');
  await page.getByRole('button', { name: 'Search' }).click();
  return restore;
}

const question = (page: Page) => page.getByRole('dialog', { name: 'Quality control problems' });

test.describe('the QC question of encoding (002 §5, §8) as an operator at the encoding desk', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ request }) => {
    await request.post(`${e2eUrls.api}/control/reset`);
    await emulator('POST', '/emulator/reset');
    await setField(nfcAntenna, []);
    await setField(uhfAntenna, []);
  });

  test('[002-5-qc-03] [002-8-validation-05] [002-2-associate-34] a garment QC measured in another size: No creates nothing; Retry, Yes writes the tag and creates the item', async ({
    page,
    request,
  }) => {
    const restore = await encodeKnitwear(page, request, { qcStatus: 'OK', size: 'M' });
    try {
      const asked = question(page);
      // (The dialog's wrapper has no size of its own: what it holds is what shows.)
      await expect(asked.getByText('wrong qc size: product size S, measured M. Do you want to proceed?')).toBeVisible({
        timeout: 30_000,
      });
      await asked.getByRole('button', { name: 'No' }).click();
      await expect(asked.getByRole('button', { name: 'No' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await itemCarrying(request, garment.epc)).toBeUndefined();
      expect((await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === garment.tid)?.epc).toBe(garment.epc);

      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(asked.getByText(/wrong qc size: product size S, measured M/)).toBeVisible({ timeout: 15_000 });
      await asked.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });

      const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === garment.tid)!.epc!;
      expect(written).toMatch(/^30[0-9A-F]{22}$/);
      const item = await itemCarrying(request, written);
      expect(item?.id).toEqual(expect.any(String));
    } finally {
      await restore();
    }
  });

  test('[002-5-qc-02] [002-8-validation-04] a garment whose QC is KO: the question says so, Yes creates the item', async ({
    page,
    request,
  }) => {
    const restore = await encodeKnitwear(page, request, { qcStatus: 'KO' });
    try {
      const asked = question(page);
      await expect(asked.getByText('wrong QC status. Do you want to proceed?')).toBeVisible({ timeout: 30_000 });
      await asked.getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText('Encoding success')).toBeVisible({ timeout: 30_000 });
      const written = (await fieldOf(uhfAntenna)).tags.find((tag) => tag.tid === garment.tid)!.epc!;
      expect(await itemCarrying(request, written)).toBeDefined();
    } finally {
      await restore();
    }
  });
});
