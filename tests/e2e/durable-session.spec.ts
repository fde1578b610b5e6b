/**
 * Durable reading sessions (issue 17, beyond the spec) as an operator meets them in Chromium: the page of a simple
 * item list is closed with 2,000 reads on it, and opening the station again offers to restore them (within 2 s of the
 * dashboard); restore lists every read again from the browser's database, not from the antenna (its field is empty by
 * then), and the confirm saves them. A page closed while its confirm waits for the server is resumed with the same
 * idempotency key: the sandbox confirms once and answers the replay.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './journey.ts';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation, emulator, packingAntennaId, setField } from './device-fixtures.ts';
import { openItemListReading, readingCounter, startItemListReading } from './item-list-fixtures.ts';
import { withOperation } from './operation-fixtures.ts';
import { forceWithPin, openParcelCheckIn, parcelRow } from './parcel-list-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn } from './sign-in.ts';
import { openSortings } from './sorting-fixtures.ts';
import { inStock } from './stock-fixtures.ts';
import { openTile } from './tile-fixtures.ts';

const heldRequests = async (request: APIRequestContext, call: string) => {
  const answer = await request.get(`${e2eUrls.api}/control/faults/${call}/waiting`);
  return ((await answer.json()) as { waiting: number }).waiting;
};

/**
 * Waits until the sandbox holds a request of the call in its delay. A request the browser has sent may not have
 * reached the server yet: a page closed then takes it along, and the journey would see one save, not a replay.
 */
async function serverHolds(request: APIRequestContext, call: string) {
  await expect.poll(() => heldRequests(request, call)).toBeGreaterThan(0);
}

/**
 * Waits until the sandbox has finished the held request on its own (the page that sent it is gone), so that the
 * restored page's request with the same key is the replay, not the first to run.
 */
async function serverFinished(request: APIRequestContext, call: string) {
  await expect.poll(() => heldRequests(request, call)).toBe(0);
}

interface Ledger {
  confirmations: { call: string; idempotencyKey: string | null; replays: number; itemIds: string[] }[];
}

const counter = readingCounter;
const counters = async (page: Page) => {
  const shown: Record<string, number> = {};
  for (const kind of ['total', 'error', 'warning', 'ignored'])
    shown[kind] = Number(await counter(page, kind).textContent());
  return shown;
};
const ledger = async (request: APIRequestContext) =>
  (await (await request.get(`${e2eUrls.api}/control/confirmations`)).json()) as Ledger;

/** The reading sessions the station has stored, their headers (what a crash would leave). */
const storedSessions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ readCount: number; kept?: Record<string, unknown> }[]>((resolve, reject) => {
        const opening = indexedDB.open('station-reading-sessions');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const all = db.transaction('sessions').objectStore('sessions').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result as { readCount: number; kept?: Record<string, unknown> }[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
/** The reads the station has stored for its open sessions. */
const storedReadCount = async (page: Page) =>
  (await storedSessions(page)).reduce((sum, session) => sum + session.readCount, 0);
/** The reading sessions the station has stored (a session ended by its confirm is removed). */
const storedSessionCount = async (page: Page) => (await storedSessions(page)).length;

/** The codes the station has stored with their decode answers (replaying its log as a restore does). */
const storedDecodedCodes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('station-reading-sessions');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const all = db.transaction('log').objectStore('log').getAll();
          all.onsuccess = () => {
            const decoded = new Map<string, boolean>();
            for (const { changes } of all.result as { changes: string }[]) {
              const entry = JSON.parse(changes) as { deletes: string[]; puts: { code: string; decoded?: unknown }[] };
              for (const code of entry.deletes) decoded.delete(code);
              for (const put of entry.puts) decoded.set(put.code, put.decoded !== undefined);
            }
            db.close();
            resolve([...decoded].filter(([, known]) => known).map(([code]) => code));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );

/** The station opened again in the same browser profile after its page went: the dashboard, then the question. */
async function reopen(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/');
  // The dashboard with its workstation (the question then makes the rest of the page inert to assistive tech).
  await expect(page.getByText('WS-LOM-PACK')).toBeVisible();
  const question = page.getByRole('dialog', { name: 'Unfinished reading session' });
  // Within 2 s of the dashboard (the dialog's wrapper has no size of its own: its button is what shows).
  await expect(question.getByRole('button', { name: 'Restore' })).toBeVisible({ timeout: 2_000 });
  return { page, question };
}

/** The parcel check-in by shipment with PRC-2025-00501 read from the antenna and PRC-2025-00502 forced with the PIN. */
async function readParcelForceAnother(page: Page) {
  await setField(packingAntennaId, [{ epc: '3174257BF4A1C0000000501A' }]);
  await openParcelCheckIn(page);
  await page.getByRole('button', { name: 'Start reading' }).click();
  await expect(parcelRow(page, 'PRC-2025-00501')).toHaveAttribute('data-state', 'ok', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await forceWithPin(page, 'PRC-2025-00502', '1234');
  await expect(parcelRow(page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'forced');
}

test.describe('durable reading sessions', () => {
  test.beforeEach(async ({ request }) => {
    await emulator('POST', '/emulator/reset');
    await request.post(`${e2eUrls.api}/control/reset`);
    await request.delete(`${e2eUrls.api}/control/faults`);
  });

  test('a page closed with 2,000 reads is restored from the browser, confirmed once, and then forgotten', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const field = tagInfoDemoField(2000);
    await setField(packingAntennaId, field);
    await openItemListReading(page, 'Restored after a crash');
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText('2000', { timeout: 90_000 });
    const before = await counters(page);
    // The page goes once the session is stored, as a crash after the last write would find it.
    await expect.poll(() => storedReadCount(page), { timeout: 10_000 }).toBe(2000);
    await page.close({ runBeforeUnload: false });
    // Nothing is left to read: whatever the list shows next comes from the browser's database.
    await setField(packingAntennaId, []);

    const reopened = await reopen(context);
    await expect(reopened.question).toContainText('Item list');
    await expect(reopened.question).toContainText('2000 reads');
    const axe = await new AxeBuilder({ page: reopened.page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    expect(serious, 'serious or critical axe violations on the restore question').toEqual([]);
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    const restored = reopened.page;
    await expect(restored).toHaveURL(/\/simple-item-list\/ITEM-LIST\/reading$/);
    await expect(counter(restored, 'total')).toHaveText('2000', { timeout: 10_000 });
    expect(await counters(restored)).toEqual(before);
    // The form data came back with the reads.
    await expect(restored.getByText('Restored after a crash')).toBeVisible();

    await restored.getByRole('button', { name: 'Confirm' }).click();
    const done = restored.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await done.getByRole('button', { name: 'No' }).click();
    await expect(restored).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    // Every ok read of the list, and only those.
    expect(confirmations[0]!.itemIds).toHaveLength(before.total! - before.error! - before.warning! - before.ignored!);

    // Confirmed: nothing is offered at the next start.
    await restored.reload();
    await expect(restored.getByRole('region', { name: 'Operations' }).getByRole('button').first()).toBeVisible();
    await expect(restored.getByRole('dialog', { name: 'Unfinished reading session' })).toHaveCount(0);
    expect(await storedReadCount(restored)).toBe(0);
  });

  test('a page closed while its confirm waits is resumed with the same key and confirmed once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const field = tagInfoDemoField(40);
    await setField(packingAntennaId, field);
    await openItemListReading(page, 'Restored after a crash');
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText('40', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    // The server takes its time: the page goes before the answer comes.
    await request.put(`${e2eUrls.api}/control/faults/simpleItemList.save`, { data: { delayMs: 3_000 } });
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const firstKey = (await sent).headers()['idempotency-key'];
    expect(firstKey).toBeTruthy();
    await serverHolds(request, 'simpleItemList.save');
    await page.close({ runBeforeUnload: false });
    await serverFinished(request, 'simpleItemList.save');

    const reopened = await reopen(context);
    await expect(reopened.question).toContainText('A confirm was under way');
    const resent = reopened.page.waitForRequest(
      (candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST',
    );
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    expect((await resent).headers()['idempotency-key']).toBe(firstKey);
    const done = reopened.page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await done.getByRole('button', { name: 'No' }).click();
    await expect(reopened.page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));

    const { confirmations } = await ledger(request);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]).toMatchObject({ idempotencyKey: firstKey, replays: 1 });
    expect(await storedReadCount(reopened.page)).toBe(0);
  });

  test('a parcel list closed while its save waits opens on its parcels again, asks the PIN of its forced parcel, and is saved once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await readParcelForceAnother(page);
    const savedBefore = (
      (await (await request.get(`${e2eUrls.api}/control/simple-parcel-lists`)).json()) as { saved: unknown[] }
    ).saved.length;
    // The server takes its time: the page goes before the save's answer.
    await request.put(`${e2eUrls.api}/control/faults/simpleParcelList.save`, { data: { delayMs: 3_000 } });
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST');
    await page.getByRole('button', { name: 'Confirm' }).click();
    const firstKey = (await sent).headers()['idempotency-key'];
    expect(firstKey).toBeTruthy();
    await serverHolds(request, 'simpleParcelList.save');
    await page.close({ runBeforeUnload: false });
    await serverFinished(request, 'simpleParcelList.save');
    await request.delete(`${e2eUrls.api}/control/faults`);

    const reopened = await reopen(context);
    const resent = reopened.page.waitForRequest(
      (candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST',
    );
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    // The list as it was, from the stored reads and their answers (the antenna is not read again).
    await expect(parcelRow(reopened.page, 'PRC-2025-00501')).toHaveAttribute('data-state', 'ok');
    await expect(parcelRow(reopened.page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'forced');
    const pin = reopened.page.getByRole('dialog', {
      name: 'Save the parcel list again (forced: PRC-2025-00502): enter your PIN',
    });
    await pin.getByLabel(/pin/i).fill('1234');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    const again = await resent;
    expect(again.headers()['idempotency-key']).toBe(firstKey);
    expect(again.postDataJSON()).toMatchObject({ forcedParcelCodes: ['PRC-2025-00502'], pin: '1234' });
    await expect(reopened.page.getByText('Operation completed successfully')).toBeVisible();

    const { confirmations } = await ledger(request);
    expect(confirmations).toEqual([expect.objectContaining({ idempotencyKey: firstKey, replays: 1 })]);
    const lists = (await (await request.get(`${e2eUrls.api}/control/simple-parcel-lists`)).json()) as {
      saved: { parcelCodes: string[] }[];
    };
    // The sandbox keeps the lists other journeys saved: only what this one added counts.
    expect(lists.saved.slice(savedBefore).map((list) => list.parcelCodes)).toEqual([
      ['PRC-2025-00501', 'PRC-2025-00502'],
    ]);
    await expect.poll(() => storedReadCount(reopened.page)).toBe(0);
  });

  test('a parcel list closed after a parcel was forced opens with it forced, and its save asks the PIN once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await readParcelForceAnother(page);
    // The page goes once the session holds the forced parcel (its PIN is not stored).
    await expect
      .poll(async () => (await storedSessions(page))[0]?.kept)
      .toEqual({ forcedParcelCodes: ['PRC-2025-00502'] });
    const savedBefore = (
      (await (await request.get(`${e2eUrls.api}/control/simple-parcel-lists`)).json()) as { saved: unknown[] }
    ).saved.length;
    await page.close({ runBeforeUnload: false });

    const reopened = await reopen(context);
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    await expect(parcelRow(reopened.page, 'PRC-2025-00501')).toHaveAttribute('data-state', 'ok');
    await expect(parcelRow(reopened.page, 'PRC-2025-00502')).toHaveAttribute('data-state', 'forced');
    const sent = reopened.page.waitForRequest(
      (candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST',
    );
    await reopened.page.getByRole('button', { name: 'Confirm' }).click();
    const pin = reopened.page.getByRole('dialog', {
      name: 'Save with the forced parcels (PRC-2025-00502): enter your PIN',
    });
    await pin.getByLabel(/pin/i).fill('1234');
    await pin.getByRole('button', { name: 'Confirm' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ forcedParcelCodes: ['PRC-2025-00502'], pin: '1234' });
    await expect(reopened.page.getByText('Operation completed successfully')).toBeVisible();
    const lists = (await (await request.get(`${e2eUrls.api}/control/simple-parcel-lists`)).json()) as {
      saved: { parcelCodes: string[]; forcedParcelCodes: string[] }[];
    };
    expect(lists.saved.slice(savedBefore)).toEqual([
      expect.objectContaining({
        parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
        forcedParcelCodes: ['PRC-2025-00502'],
      }),
    ]);
    await expect.poll(() => storedSessionCount(reopened.page)).toBe(0);
  });

  test('a parcel closed while its confirm waits is resumed on the same parcel with the same key: sent once, content sent once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const trousers = inStock('TR100-GAB-BEI-40');
    await setField(
      packingAntennaId,
      trousers.map((item) => item.tag),
    );
    await openTile(page, 'Packing bench 1', 'Ship to store', /\/shipping\/OUTBOUND$/);
    await page.getByRole('combobox', { name: /Destination store/ }).fill('Montenapoleone');
    await page.getByRole('option', { name: /Montenapoleone/ }).click();
    await page.getByRole('textbox', { name: /Parcel/ }).fill('PRC-2025-00778');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText(String(trousers.length), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    // The server takes its time: the page goes after the parcel was started and filled, before the confirm's answer.
    await request.put(`${e2eUrls.api}/control/faults/shipping.confirmParcel`, { data: { delayMs: 3_000 } });
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/confirmParcel'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const firstKey = (await sent).headers()['idempotency-key'];
    expect(firstKey).toBeTruthy();
    await serverHolds(request, 'shipping.confirmParcel');
    await page.close({ runBeforeUnload: false });
    await serverFinished(request, 'shipping.confirmParcel');

    const reopened = await reopen(context);
    const calls: string[] = [];
    reopened.page.on('request', (candidate) => {
      if (candidate.method() === 'POST') calls.push(new URL(candidate.url()).pathname.split('/').at(-1)!);
    });
    const resent = reopened.page.waitForRequest((candidate) => candidate.url().endsWith('/confirmParcel'));
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    expect((await resent).headers()['idempotency-key']).toBe(firstKey);
    const done = reopened.page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
    await done.getByRole('button', { name: 'No' }).click();
    await expect(reopened.page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    // Opened on the parcel it had started: not started again, its content not sent again.
    expect(calls.filter((call) => call === 'startParcel' || call === 'updateParcelContent')).toEqual([]);

    const { confirmations } = await ledger(request);
    expect(confirmations).toEqual([expect.objectContaining({ idempotencyKey: firstKey, replays: 1 })]);
    const parcel = (await (await request.get(`${e2eUrls.api}/control/shipping/parcels/PRC-2025-00778`)).json()) as {
      parcel: { status: string };
      contentItemIds: string[];
      contentCalls: { action: string }[];
    };
    expect(parcel.parcel.status).toBe('SENT');
    expect(parcel.contentItemIds.sort()).toEqual(trousers.map((item) => item.id).sort());
    expect(parcel.contentCalls.map((call) => call.action)).toEqual(['CLEAR', 'INSERT']);
    expect(await storedReadCount(reopened.page)).toBe(0);
  });

  test('[001-4.4-18] a batch-mode parcel whose INSERT did not reach the server gets its restored reads INSERTed and packs them', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const bags = inStock('BG510-LEA-BLK-UNI').slice(0, 2);
    const parcel = async () =>
      (await (await request.get(`${e2eUrls.api}/control/shipping/parcels/PRC-2025-00601`)).json()) as {
        parcel: { status: string };
        contentItemIds: string[];
        contentCalls: { action: string }[];
      };
    await setField(
      packingAntennaId,
      bags.map((item) => item.tag),
    );
    await openTile(page, 'Packing bench 1', 'Packing with checklist', /\/shipping\/PACKING$/);
    await page.getByRole('textbox', { name: /Parcel/ }).fill('PRC-2025-00601');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/shipping\/PACKING\/reading$/);
    // Batch reading mode: each batch of reads is INSERTed as it comes; this one does not reach the parcel.
    await request.put(`${e2eUrls.api}/control/faults/shipping.updateParcelContent`, {
      data: { fail: { status: 500, body: { message: 'Parcel store unavailable' }, times: 1 } },
    });
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText('2/2', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Stop reading' }).click();
    await expect(page.getByText('Parcel store unavailable')).toBeVisible();
    // The page goes once the reads are stored with their answers (a restore then asks the server nothing about them).
    await expect
      .poll(async () => (await storedDecodedCodes(page)).sort(), { timeout: 10_000 })
      .toEqual(bags.map((item) => item.tag.epc).sort());
    expect((await parcel()).contentItemIds).toEqual([]);
    await page.close({ runBeforeUnload: false });

    const reopened = await reopen(context);
    const calls: string[] = [];
    reopened.page.on('request', (candidate) => {
      const { pathname } = new URL(candidate.url());
      if (pathname.startsWith('/api/v1/operations/')) calls.push(pathname.split('/').at(-1)!);
    });
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    await expect(counter(reopened.page, 'total')).toHaveText('2/2');
    await expect.poll(async () => (await parcel()).contentItemIds.sort()).toEqual(bags.map((item) => item.id).sort());
    await reopened.page.getByRole('button', { name: 'Confirm' }).click();
    await reopened.page
      .getByRole('dialog', { name: 'Required fields' })
      .getByRole('button', { name: 'Update and confirm' })
      .click();
    await expect(reopened.page.getByText('Operation completed successfully')).toBeVisible();
    // Restored with their answers: not decoded again; their INSERT sent once more, the parcel not started again.
    expect(calls.filter((call) => call !== 'confirmParcel')).toEqual(['updateParcelContent']);
    const packed = await parcel();
    expect(packed.parcel.status).toBe('PACKED');
    expect(packed.contentCalls.map((call) => call.action)).toEqual(['INSERT']);
    expect(await storedReadCount(reopened.page)).toBe(0);
  });

  test('a sorting closed while its partial confirm waits is resumed with the same key, without asking again: confirmed once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const sortingConfirmations = async () =>
      (
        (await (
          await request.get(`${e2eUrls.api}/control/sortings/${stableId('sortings', 'SRT-2025-0007')}`)
        ).json()) as { confirmations: { action: string }[] }
      ).confirmations.map((row) => row.action);
    // The sandbox keeps what other journeys of this worker confirmed: only what this one adds counts.
    const confirmedBefore = (await sortingConfirmations()).length;
    await openSortings(page);
    await page.getByText('Weekly store replenishment').click();
    await expect(page).toHaveURL(/\/sorting\/SORTING\/reading$/);
    await request.put(`${e2eUrls.api}/control/faults/sorting.partialConfirm`, { data: { delayMs: 3_000 } });
    const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/partialConfirm'));
    await page.getByRole('button', { name: 'Partial confirm', exact: true }).click();
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Transaction date' }).getByRole('button', { name: 'OK' }).click();
    const firstKey = (await sent).headers()['idempotency-key'];
    expect(firstKey).toBeTruthy();
    await serverHolds(request, 'sorting.partialConfirm');
    await page.close({ runBeforeUnload: false });
    await serverFinished(request, 'sorting.partialConfirm');

    const reopened = await reopen(context);
    const resent = reopened.page.waitForRequest((candidate) => candidate.url().endsWith('/partialConfirm'));
    await reopened.question.getByRole('button', { name: 'Restore' }).click();
    expect((await resent).headers()['idempotency-key']).toBe(firstKey);
    await expect(reopened.page.getByText('Operation completed successfully')).toBeVisible();
    // The operator answered the question and the date before the page went: nothing is asked again.
    await expect(reopened.page.getByRole('dialog', { name: 'Transaction date' })).toHaveCount(0);
    await expect(reopened.page).toHaveURL(/\/sorting\/SORTING\/reading$/);

    const { confirmations } = await ledger(request);
    expect(confirmations).toEqual([expect.objectContaining({ idempotencyKey: firstKey, replays: 1 })]);
    expect((await sortingConfirmations()).slice(confirmedBefore)).toEqual(['PARTIAL_CONFIRM']);
    await expect.poll(() => storedSessionCount(reopened.page)).toBe(0);
  });

  test('an item list confirming each read, closed while a confirm waits, resumes it with its key, then confirms the reads it did not hold: each item saved once', async ({
    context,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stocked = inStock().slice(0, 3);
    await signIn(page, 'operator');
    await chooseWorkstation(page, 'Packing bench 1');
    const restoreOperation = await withOperation(request, page, 'ITEM-LIST', {
      options: { confirmOnItemRead: 'true' },
    });
    try {
      // The station reads the operation's options as it starts.
      await page.reload();
      await expect(page.getByRole('button', { name: /^Workstation/ })).toContainText('Packing bench 1');
      await startItemListReading(page);
      await setField(
        packingAntennaId,
        stocked.slice(0, 2).map((item) => item.tag),
      );
      await request.put(`${e2eUrls.api}/control/faults/simpleItemList.save`, { data: { delayMs: 3_000 } });
      const sent = page.waitForRequest(
        (candidate) => candidate.url().endsWith('/save') && candidate.method() === 'POST',
      );
      await page.getByRole('button', { name: 'Start reading' }).click();
      // The first reads are confirmed as they are decoded; the third is read while that confirm waits.
      const first = await sent;
      await serverHolds(request, 'simpleItemList.save');
      const firstKey = first.headers()['idempotency-key']!;
      const firstItems = (first.postDataJSON() as { itemIds: string[] }).itemIds;
      expect(firstItems.length).toBeLessThan(3);
      await setField(
        packingAntennaId,
        stocked.map((item) => item.tag),
      );
      await expect(counter(page, 'total')).toHaveText('3', { timeout: 30_000 });
      await expect.poll(async () => (await storedDecodedCodes(page)).length, { timeout: 10_000 }).toBe(3);
      await page.close({ runBeforeUnload: false });
      await serverFinished(request, 'simpleItemList.save');
      await request.delete(`${e2eUrls.api}/control/faults`);

      const reopened = await reopen(context);
      await reopened.question.getByRole('button', { name: 'Restore' }).click();
      // The confirm in flight goes again with its key; the reads it did not hold are confirmed after it, once.
      await expect
        .poll(async () => (await ledger(request)).confirmations.flatMap((record) => record.itemIds).sort())
        .toEqual(stocked.map((item) => item.id).sort());
      const { confirmations } = await ledger(request);
      expect(confirmations[0]).toMatchObject({ idempotencyKey: firstKey, replays: 1, itemIds: firstItems });
      expect(confirmations.slice(1).every((record) => record.idempotencyKey !== firstKey)).toBe(true);
      // Per read: no post-confirm question.
      await expect(reopened.page.getByRole('dialog', { name: /Perform another operation/ })).toHaveCount(0);
      await expect(counter(reopened.page, 'total')).toHaveText('3');
    } finally {
      await restoreOperation();
    }
  });

  test('Later keeps an unfinished session for the next start; opening its operation asks again; signing out removes it', async ({
    page,
  }) => {
    await setField(packingAntennaId, tagInfoDemoField(40));
    await openItemListReading(page, 'Restored after a crash');
    await page.getByRole('button', { name: 'Start reading' }).click();
    await expect(counter(page, 'total')).toHaveText('40', { timeout: 30_000 });
    await expect.poll(() => storedReadCount(page), { timeout: 10_000 }).toBe(40);

    // A reload on the reading screen: the station opens on the dashboard and asks first.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    const question = page.getByRole('dialog', { name: 'Unfinished reading session' });
    await question.getByRole('button', { name: 'Later' }).click();
    await expect(question).toHaveCount(0);
    expect(await storedReadCount(page)).toBe(40);

    // Opening the same operation would start a session over the one put off: the question comes back first, and
    // Later again leaves the operator on the dashboard with the session kept.
    await page
      .getByRole('region', { name: 'Operations' })
      .getByRole('button', { name: 'Item list', exact: true })
      .click();
    await expect(question.getByRole('button', { name: 'Restore' })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    await question.getByRole('button', { name: 'Later' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.station}/?$`));
    expect(await storedReadCount(page)).toBe(40);

    await page.getByRole('button', { name: /^User/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedReadCount(page)).toBe(0);
  });
});
