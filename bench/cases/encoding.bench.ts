/**
 * Encoding associations (002 §4; issue 16) in Chromium on the production build: the operator's associate screen at
 * the encoding desk, 500 garments in a row, each a fresh single-UHF garment put alone in the emulated antenna's
 * field (the device manager repeats it at its default rate; each read reaches the runner after the product's random
 * 0–500 ms delay). The garments carry already-encoded SGTIN-96 EPCs of the product that no item carries, so each
 * association is read → validate (CREATE_ITEM) → create, with no device write.
 *
 * The figure per association is the station's time beyond the configured waits:
 *   (validate request start − (the last read that changed the association, as handed to the runner, + timeoutValidateTags))
 *   + (create request start − validate response end).
 * The read is the runner's User Timing mark 'encoding:read-handled' (src/plugins/encoding/association-runner.ts),
 * taken when the delayed read reaches the runner and kept only for a read that changed the association (the
 * device's repeats change nothing and schedule nothing); the requests are the page's resource timing entries of
 * /encoding/validate and /encoding/create, on the same clock. So the figure holds the read's trip through the runner
 * and machine and the screen's update, the validation timer firing late, building and sending the validate, then
 * reading its answer, the machine's step, the screen's update and sending the create. The server's own time (from
 * request start to response end) and the waits are not in it.
 *
 * A write (computeTags → device write → create) is left out on purpose: the device write goes to the device manager
 * and takes its own (emulated) time; the station's part around it is the same runner and machine path measured here.
 * The bench's operation (a copy of ENCODING made through the sandbox's resource API, removed after) has no write
 * (enableUhfWrite no), the default single-UHF configuration for every product, and shorter waits than the seed's
 * (timeoutValidateTags 100 ms, resetReadingsAfterOperation 50 ms): they are outside the figure, and 500 associations
 * then take about 2–3 minutes.
 *
 * The heap is Chromium's used heap after a forced collection (CDP), after association 10 and after association 500.
 * The timings are drained from the page after each association, so the bench keeps nothing growing in the page.
 */
import type { Page } from '@playwright/test';
import { catalogueSkus } from '../../sandbox/seed/catalogue.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { sgtin96FromEan13 } from '../../sandbox/seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH } from '../../sandbox/seed/stock.ts';
import { chooseWorkstation } from '../../tests/e2e/device-fixtures.ts';
import { atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';

const associations = 500;
const heapFrom = 10;
const timeoutValidateTags = 100;
const resetReadingsAfterOperation = 50;
const productCode = 'TR100-GAB-BEI-42';
const operationCode = 'ENCODING-BENCH';
const operationName = 'Encode garments (bench)';
const uhfAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-1');
const nfcAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-NFC');
/** The runner's mark (readHandledMark in src/plugins/encoding/association-runner.ts). */
const readHandledMark = 'encoding:read-handled';

/** What the page saw since the last drain, on its own clock (performance.now()). */
interface Seen {
  reads: number[];
  validates: { start: number; end: number }[];
  creates: number[];
}

async function call(url: string, method: string, body?: unknown, token?: string): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return response.status === 204 ? undefined : response.json();
}

/**
 * In the page: records the runner's read marks and the validate and create requests as they come. Plain JavaScript
 * text, as tsx would add helpers (`__name`) to a function handed to page.evaluate.
 */
const watchScript = `(() => {
  const seen = { reads: [], validates: [], creates: [] };
  const waiters = [];
  let created = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.entryType === 'mark') {
        if (entry.name === '${readHandledMark}') seen.reads.push(entry.startTime);
      } else if (entry.name.includes('/encoding/validate')) {
        seen.validates.push({ start: entry.startTime, end: entry.responseEnd });
      } else if (entry.name.includes('/encoding/create')) {
        seen.creates.push(entry.startTime);
        created += 1;
      }
    }
    for (const waiter of [...waiters]) if (created >= waiter.count) { waiters.splice(waiters.indexOf(waiter), 1); waiter.resolve(); }
  }).observe({ entryTypes: ['mark', 'resource'] });
  window.encodingBench = {
    /** Resolves once \`count\` creates were sent and answered, with what was seen since the last drain. */
    until: (count) => new Promise((resolve) => {
      const drain = () => {
        const out = { reads: seen.reads.splice(0), validates: seen.validates.splice(0), creates: seen.creates.splice(0) };
        resolve(out);
      };
      if (created >= count) drain();
      else waiters.push({ count, resolve: drain });
    }),
  };
})()`;

/** `promise`, or a failure naming `what` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The bench's operation: ENCODING's record with no write, one UHF tag for every product and short waits. */
async function createOperation(apiUrl: string, token: string): Promise<string> {
  const page = (await call(`${apiUrl}/api/v1/operations?code=ENCODING`, 'GET', undefined, token)) as {
    content: Record<string, unknown>[];
  };
  const seed = page.content.find((operation) => operation.code === 'ENCODING');
  if (!seed) throw new Error('encoding: the seed has no ENCODING operation');
  const { id: _id, creationDate: _created, lastModifyDate: _modified, options, ...rest } = seed;
  const seedOptions = Object.fromEntries(
    Object.entries(options as Record<string, unknown>).filter(
      ([name]) => !name.startsWith('itemTypeConfig_') && !name.startsWith('enableSoundFeedback'),
    ),
  );
  const created = (await call(
    `${apiUrl}/api/v1/operations`,
    'POST',
    {
      ...rest,
      code: operationCode,
      description: operationName,
      displayPriority: 999,
      options: {
        ...seedOptions,
        canForceAssociation: 'no',
        enableUhfWrite: 'no',
        timeoutValidateTags: String(timeoutValidateTags),
        resetReadingsAfterOperation: String(resetReadingsAfterOperation),
        itemTypeConfig_default: 'default',
      },
    },
    token,
  )) as { id: string };
  return created.id;
}

/** The product's EAN-13, as the seed gives it. */
function productEan(): string {
  const ean = catalogueSkus().find((sku) => sku.code === productCode)?.ean;
  if (!ean) throw new Error(`encoding: no EAN for ${productCode} in the seed`);
  return ean;
}

async function openAssociate(page: Page, stationUrl: string) {
  // The operations are loaded at start-up: the bench's own is there after a reload.
  await page.goto(stationUrl);
  await chooseWorkstation(page, 'Encoding desk');
  await page.getByRole('region', { name: 'Operations' }).getByRole('button', { name: operationName }).click();
  await page.waitForURL(new RegExp(`/encoding/${operationCode}$`));
  await page.getByRole('textbox', { name: /Product/ }).fill(productCode);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('list', { name: 'Identifiers' }).getByRole('listitem').first().waitFor();
}

export default defineBenchCase({
  name: 'encoding',
  async run(context): Promise<BenchRow[]> {
    const field = (tags: object[]) =>
      call(`${context.deviceUrl}/emulator/antennas/${uhfAntenna}/field`, 'PUT', { tags });
    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browserContext.newPage();
    let token = '';
    let operationId = '';
    try {
      await call(`${context.deviceUrl}/emulator/antennas/${nfcAntenna}/field`, 'PUT', { tags: [] });
      await field([]);
      await context.signIn(page);
      token = (await page.evaluate(() => localStorage.getItem('station::authToken'))) ?? '';
      if (!token) throw new Error('encoding: no access token after signing in');
      operationId = await createOperation(context.apiUrl, token);
      const ean = productEan();
      // Serials far above the seed's and the sandbox's computeTags serials: no item carries these EPCs.
      const firstSerial = 200_000_000_000n + BigInt(Date.now() % 1_000_000_000);
      const epcs = Array.from({ length: associations }, (_, index) =>
        sgtin96FromEan13(ean, COMPANY_PREFIX_LENGTH, firstSerial + BigInt(index)),
      );

      await openAssociate(page, context.stationUrl);
      const cdp = await browserContext.newCDPSession(page);
      const heapMb = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        return usedSize / 1024 / 1024;
      };
      await page.evaluate(watchScript);

      const seen: Seen = { reads: [], validates: [], creates: [] };
      let heapAtFrom = NaN;
      const startedAt = Date.now();
      for (let index = 0; index < associations; index += 1) {
        const done = page.evaluate(
          (count) =>
            (window as unknown as { encodingBench: { until(n: number): Promise<Seen> } }).encodingBench.until(count),
          index + 1,
        );
        // Awaited below; a failure meanwhile must not count as unhandled.
        done.catch(() => undefined);
        // The garment before leaves the field as this one comes (it is done: its reads are ignored until Clear).
        await field([{ epc: epcs[index] }]);
        const batch = await within(done, 15_000, `encoding: association ${index + 1} not created within 15 s`);
        seen.reads.push(...batch.reads);
        seen.validates.push(...batch.validates);
        seen.creates.push(...batch.creates);
        if (index + 1 === heapFrom) heapAtFrom = await heapMb();
      }
      const runSeconds = (Date.now() - startedAt) / 1000;
      const heapAtEnd = await heapMb();
      await page.getByRole('button', { name: `Encoded today: ${associations}` }).waitFor({ timeout: 10_000 });

      // Each create pairs with the last validate answered before it, and that with the last read handed before it.
      const toValidate: number[] = [];
      const toCreate: number[] = [];
      for (const createStart of seen.creates) {
        const validate = seen.validates.filter((entry) => entry.end <= createStart).at(-1);
        if (!validate) throw new Error('encoding: a create without a validate before it');
        const read = seen.reads.filter((at) => at <= validate.start).at(-1);
        if (read === undefined) throw new Error('encoding: a validate without a read before it');
        toValidate.push(validate.start - (read + timeoutValidateTags));
        toCreate.push(createStart - validate.end);
      }
      if (seen.creates.length !== associations || seen.validates.length !== associations)
        throw new Error(
          `encoding: ${seen.creates.length} creates and ${seen.validates.length} validates for ${associations} garments`,
        );
      const station = toValidate.map((gap, index) => gap + toCreate[index]!);
      const growth = heapAtEnd - heapAtFrom;
      console.log(
        `encoding: ${associations} associations in ${Math.round(runSeconds)} s; medians: read handed + ${timeoutValidateTags} ms → validate sent ${round1(median(toValidate))} ms, validate answer → create sent ${round1(median(toCreate))} ms (p95s ${round1(quantile(toValidate, 0.95))} and ${round1(quantile(toCreate, 0.95))} ms); p95 of the sum ${round1(quantile(station, 0.95))} ms, max ${round1(Math.max(...station))} ms; heap ${round1(heapAtFrom)} → ${round1(heapAtEnd)} MB`,
      );
      return [
        atMost('encoding: station time per association, median', round1(median(station)), 'ms', 30),
        atMost('encoding: station time per association, p95', round1(quantile(station, 0.95)), 'ms', 50),
        atMost(`encoding: heap growth over ${associations} associations`, Math.round(growth * 100) / 100, 'MB', 5),
      ];
    } finally {
      await field([]).catch(() => {});
      if (operationId)
        await call(`${context.apiUrl}/api/v1/operations/${operationId}`, 'DELETE', undefined, token).catch(() => {});
      // The items the run created go (the cases after it count the same places' stock).
      await call(`${context.apiUrl}/control/reset`, 'POST').catch(() => {});
      await browserContext.close();
    }
  },
});
