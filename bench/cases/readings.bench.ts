/**
 * The tag pipeline and reading lists (000 §4.5–§4.7, §2.15) in Chromium, on the production build's
 * bench/pages/readings.html: a fake reader feeds reads, an in-page decode answers them; persistence is on (each
 * pipeline's journal goes to a durable session writer over the page's own IndexedDB, as on a reading screen).
 */
import { atLeast, atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';

interface PageResult {
  flood: {
    reads: number;
    readsPerSecond: number;
    unique: number;
    requests: number;
    duplicateCodes: number;
    ignoredCodes: number;
  };
  virtualised: { paintMs: number; clearMs: number };
  plain: { paintMs: number; clearMs: number };
  stream: {
    seconds: number;
    longestTaskMs: number;
    longestFrameGapMs: number;
    finalCountersMs: number;
    roundTripMs: number;
    writes: { transactions: number; puts: number; mainThreadMs: number; longestWriteMs: number };
  };
}

export default defineBenchCase({
  name: 'readings',
  async run(context): Promise<BenchRow[]> {
    const page = await context.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${context.stationUrl}/bench/pages/readings.html`);
      await page.waitForFunction(() => window.__benchResult !== undefined || window.__benchError !== undefined, null, {
        timeout: 120_000,
      });
      const error = await page.evaluate(() => window.__benchError);
      if (error) throw new Error(error);
      const result = (await page.evaluate(() => window.__benchResult)) as PageResult;
      const { flood, virtualised, plain, stream } = result;
      return [
        atLeast('readings: flood of 50,000 reads processed', flood.readsPerSecond, 'reads/s', 12_000),
        atMost(
          `readings: decode requests for ${flood.unique} unique tags`,
          flood.requests,
          'requests',
          Math.ceil(flood.unique / 200) + 1,
        ),
        atMost(
          'readings: codes decoded twice or of an ignored prefix',
          flood.duplicateCodes + flood.ignoredCodes,
          'codes',
          0,
        ),
        atMost('readings: 10,000-item grouped list painted after the last decode', virtualised.paintMs, 'ms', 50, {
          name: 'plain React list',
          figure: plain.paintMs,
        }),
        atMost('readings: 10,000-item grouped list cleared', virtualised.clearMs, 'ms', 50, {
          name: 'plain React list',
          figure: plain.clearMs,
        }),
        atMost(
          'readings: longest task (long tasks only, 0 = none), 10,000 tags at 5,000 reads/s',
          stream.longestTaskMs,
          'ms',
          50,
        ),
        atMost('readings: longest frame gap, 10,000 tags at 5,000 reads/s', stream.longestFrameGapMs, 'ms', 50),
        atMost('readings: final counters after the last read', stream.finalCountersMs, 'ms', stream.roundTripMs + 400),
        // Coalescing: a tag read and decoded within one write interval is written once (at most twice: held, then decoded).
        atMost(
          `readings: reads written to IndexedDB per tag, 10,000 tags at 5,000 reads/s (${stream.writes.transactions} transactions)`,
          Math.round((stream.writes.puts / 10_000) * 100) / 100,
          'reads',
          2,
        ),
        atMost(
          `readings: main-thread time of those writes (longest ${stream.writes.longestWriteMs} ms)`,
          stream.writes.mainThreadMs,
          'ms',
          Math.round(stream.seconds * 1000 * 0.05),
        ),
      ];
    } finally {
      await page.close();
    }
  },
});
