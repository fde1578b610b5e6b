/**
 * Inventory counters (001 §2.14, §4.12) in Chromium on the production build: an inventory of 20,000 expected items
 * (the sandbox's control route) at the packing bench's place, 10,000 of its tags in the emulated antenna's field,
 * read through the station's device client and decoded with the inventory. As the last decode is listed the page
 * stops the antenna and presses 'send reads' (in the page, so no driver round trip counts); the figure is the time from the last
 * decode answer (its response end) until the frame after the counters bar shows Read 10,000 and Missing 10,000. It
 * holds insertTags of 10,000 codes beside the 300 ms reload delay of 001 §9 (which counts from the press), and
 * getCounters over 20,000 items. The reading page is driven through the DevTools protocol without its Network domain
 * (protocol-page.ts), after a Playwright page signed in and chose the workstation.
 */
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation } from '../../tests/e2e/device-fixtures.ts';
import { atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';
import { openProtocolPage } from '../protocol-page.ts';

const expected = 20_000;
const offered = 10_000;
const antennaId = stableId('rfidAntennas', 'ANT-LOM-PACK-1');

/** What the page measures, on the wall clock (ms since 1970), as Playwright times requests. */
interface Timings {
  pressedAt: number;
  insertMs: number;
  countersMs: number;
  finalAt: number;
}

async function call(url: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
  return response.json();
}

/**
 * In the page: presses 'send reads' once `count` reads are listed and resolves in the frame after the final counters.
 * Plain JavaScript text, as tsx would add helpers (`__name`) to a function handed to page.evaluate.
 */
const measureScript = (count: number) => `new Promise((resolve) => {
  performance.setResourceTimingBufferSize(100000);
  const wall = (at) => performance.timeOrigin + at;
  const target = '${count}';
  const text = (selector) => document.querySelector(selector)?.textContent ?? '';
  const tile = (name) => text('[data-tile="widgets.counters.' + name + '"] dd');
  const entries = (part) => performance.getEntriesByType('resource').filter((entry) => entry.name.includes(part));
  let pressedAt = 0;
  const check = () => {
    if (!pressedAt && text('[data-tile="inventory.detected"] dd') === target) {
      const button = (name) => [...document.querySelectorAll('button')].find((b) => b.textContent === name || b.getAttribute('aria-label') === name);
      const send = button('Send reads');
      if (!send) return;
      pressedAt = performance.now();
      // As an operator does: the antenna stops, then the reads go (a running antenna would read them all again).
      button('Stop reading')?.click();
      send.click();
    }
    if (!pressedAt || tile('read') !== target || tile('missing') !== target) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const finalAt = performance.now();
      const insert = entries('/insertTags')[0];
      const counters = entries('/getCounters').filter((entry) => entry.startTime > pressedAt).at(-1);
      resolve({
        pressedAt: wall(pressedAt),
        insertMs: insert ? insert.responseEnd - insert.startTime : NaN,
        countersMs: counters ? counters.responseEnd - counters.startTime : NaN,
        finalAt: wall(finalAt),
      });
    });
  };
  // Watched from the nearest element holding both counters (not the whole body, where the list's rows change at
  // every frame), so that the watch costs the page as little as possible.
  const holder = (a, b) => { let node = a; while (node && !node.contains(b)) node = node.parentElement; return node; };
  const watched = holder(document.querySelector('[data-tile="inventory.detected"]'), document.querySelector('[data-tile="widgets.counters.missing"]')) ?? document.body;
  const observer = new MutationObserver(check);
  observer.observe(watched, { subtree: true, childList: true, characterData: true });
  check();
})`;

/** `promise`, or a failure naming `what` after `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export default defineBenchCase({
  name: 'inventory',
  async run(context): Promise<BenchRow[]> {
    const created = (await call(`${context.apiUrl}/control/inventories`, 'POST', {
      placeCode: 'WH-LOM',
      expected,
      description: `Bench count of ${expected} items`,
    })) as { inventoryId: string; epcs: string[] };
    const field = created.epcs.slice(0, offered).map((epc) => ({ epc }));
    await call(`${context.deviceUrl}/emulator/antennas/${antennaId}/field`, 'PUT', { tags: field });
    await call(`${context.deviceUrl}/emulator/antennas/${antennaId}/rate`, 'PUT', { tagsPerSecond: 5_000 });
    // Signed in and at a workstation through Playwright, then read in a page driven without the Network domain
    // (protocol-page.ts): a Playwright page would have each of the 5,000 WebSocket frames a second reported to the
    // bench's process, the one that runs the emulator and the API.
    const signingIn = await context.browser.newPage();
    let stored: string;
    try {
      await context.signIn(signingIn);
      await chooseWorkstation(signingIn, 'Packing bench 1');
      stored = await signingIn.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    } finally {
      await signingIn.close();
    }
    // A page of the station's origin that does not start the station: the session and workstation go in first.
    const page = await openProtocolPage(`${context.stationUrl}/bench/pages/device.html`);
    try {
      await page.waitFor(
        `location.origin === '${new URL(context.stationUrl).origin}' && document.readyState === 'complete'`,
      );
      await page.evaluate(`for (const [key, value] of ${stored}) localStorage.setItem(key, value)`);
      await page.goto(`${context.stationUrl}/inventory/INVENTORY/start/${created.inventoryId}`);
      await page.waitFor(
        `document.querySelector('[data-tile="widgets.counters.expected"] dd')?.textContent === '0/${expected}'`,
        60_000,
      );
      const startButton = `[...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Start reading' || button.getAttribute('aria-label') === 'Start reading')`;
      await page.waitFor(`${startButton}?.disabled === false`);
      const measuring = within(page.evaluate<Timings>(measureScript(offered)), 120_000, 'no final counters in 120 s');
      // Awaited below; a failure meanwhile must not count as unhandled.
      measuring.catch(() => undefined);
      await page.evaluate(`${startButton}.click()`);
      const timings = await measuring;
      // Decodes are made and answered in a worker (src/api/off-thread): their ends are in its resource timing, on the
      // same wall clock as the page's figures.
      const workerEnds = await page.evaluateInWorkers<number[]>(
        `performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/batchValidate')).map((entry) => performance.timeOrigin + entry.responseEnd)`,
      );
      const decodeEnds = workerEnds.flat();
      const decodes = decodeEnds.filter((end) => end <= timings.pressedAt);
      if (decodes.length === 0) throw new Error('inventory: no decode answer was seen before the send');
      const lastDecodeEnd = Math.max(...decodes);
      const figure = Math.round(timings.finalAt - lastDecodeEnd);
      console.log(
        `inventory: ${decodes.length} decodes; last decode answer → send pressed ${Math.round(timings.pressedAt - lastDecodeEnd)} ms, insertTags ${Math.round(timings.insertMs)} ms, getCounters ${Math.round(timings.countersMs)} ms, total ${figure} ms`,
      );
      // The station's own part: the figure less the two server calls; the 300 ms reload delay of 001 §9 is in it.
      const station = Math.round(figure - timings.insertMs - timings.countersMs);
      return [
        atMost('inventory counters final after last decode', figure, 'ms', 500),
        atMost("inventory: the station's part of it (less insertTags and getCounters)", station, 'ms', 400),
      ];
    } finally {
      await call(`${context.deviceUrl}/emulator/antennas/${antennaId}/field`, 'PUT', { tags: [] }).catch(() => {});
      await page.close();
    }
  },
});
