/**
 * Durable reading sessions (issue 17) in Chromium, on the production build's bench/pages/durable.html: a reading
 * screen's counters and virtualised list over a pipeline journaled to the page's own IndexedDB through the durable
 * session writer, as in the app.
 *
 * - Restore: a session of 10,000 decoded reads is stored through the writer; then, on a fresh page each time (3
 *   times, the median is the figure), from opening the store and loading the session, through `pipeline.restore`, to
 *   the frame whose counters show 10,000.
 * - Many sessions: the screen reads 100 sessions of 10,000 reads (fed to the pipeline in chunks of 1,000, decodes
 *   answered at once), every 10th written in full, each cleared and its clear written before the next. The used heap (CDP, after forced
 *   collections) and the DOM nodes Chromium counts (CDP Memory.getDOMCounters, detached ones included until
 *   collected) after session 10 and after session 100.
 */
import type { CDPSession, Page } from '@playwright/test';
import { atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';

interface RestoreResult {
  totalMs: number;
  loadMs: number;
  restoreMs: number;
  listed: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function ready(page: Page) {
  await page.waitForFunction(() => window.__durable !== undefined);
}

/** The used JS heap and DOM nodes once everything collectable is collected. */
async function settledMemory(cdp: CDPSession) {
  for (let round = 0; round < 3; round += 1) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { usedBytes: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

export default defineBenchCase({
  name: 'durable',
  async run(context): Promise<BenchRow[]> {
    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browserContext.newPage();
    try {
      await page.goto(`${context.stationUrl}/bench/pages/durable.html`);
      await ready(page);
      const stored = await page.evaluate(() => window.__durable!.store());
      const restores: RestoreResult[] = [];
      for (let run = 0; run < 3; run += 1) {
        await page.reload();
        await ready(page);
        restores.push(await page.evaluate(() => window.__durable!.restore()));
      }
      console.log(`durable: stored ${stored.stored}; restores ${JSON.stringify(restores)}`);

      await page.reload();
      await ready(page);
      const cdp = await browserContext.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      const chunk = 1000;
      const warmUp = await page.evaluate((size) => window.__durable!.sessions(10, size), chunk);
      const at10 = await settledMemory(cdp);
      const rest = await page.evaluate((size) => window.__durable!.sessions(90, size), chunk);
      const at100 = await settledMemory(cdp);
      console.log(
        `durable: sessions 1–10 ${warmUp.seconds} s, 11–100 ${rest.seconds} s, writes ${JSON.stringify(rest.writes)}`,
      );
      console.log(`durable: after 10 ${JSON.stringify(at10)}, after 100 ${JSON.stringify(at100)}`);

      const restoreMs = median(restores.map((restore) => restore.totalMs));
      const listedAll = restores.every((restore) => restore.listed === 10_000);
      const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
      const spread = restores.map((restore) => restore.totalMs).join(', ');
      return [
        {
          ...atMost(`durable: restore of a 10,000-read session (median of ${spread})`, restoreMs, 'ms', 2000),
          pass: restoreMs <= 2000 && listedAll,
        },
        atMost(
          `durable: heap growth, sessions 10 → 100 of 10,000 reads fed in chunks of 1,000, every 10th written in full, cleared between (${rest.writes.puts} records)`,
          mb(at100.usedBytes - at10.usedBytes),
          'MB',
          10,
        ),
        atMost('durable: DOM nodes growth, sessions 10 → 100 (after GC)', at100.nodes - at10.nodes, 'nodes', 50),
      ];
    } finally {
      await browserContext.close();
    }
  },
});
