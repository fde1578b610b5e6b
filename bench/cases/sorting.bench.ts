/**
 * Sorting rows of `npm run bench` (issue 15), measured in Chromium on bench/pages/sorting.html: the detail modal's
 * three levels over 500 groups, 5,000 entries and 99,999 reads, each painted (≤ 100 ms) and searched (≤ 50 ms), and
 * the reading's per-item loop: read, decode answer, panel and counters painted (≤ 30 ms of station time per item).
 */
import { atMost, type BenchContext, type BenchRow } from '../bench-contract.ts';

interface SortingBenchResult {
  levels: { groups: number; entries: number; reads: number };
  searches: { groups: number; entries: number; reads: number };
  perItemMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;
const sizes = { groups: '500 groups', entries: '5,000 entries', reads: '99,999 reads' } as const;

export default {
  name: 'sorting',
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${ctx.stationUrl}/bench/pages/sorting.html`);
      await page.waitForFunction(() => (window as { __benchResult?: unknown }).__benchResult !== undefined, null, {
        timeout: 180_000,
      });
      const result = await page.evaluate(
        () => (window as { __benchResult?: SortingBenchResult | { error: string } }).__benchResult,
      );
      if (!result || 'error' in result) throw new Error(`sorting bench failed: ${result ? result.error : 'no result'}`);
      const levels = (['groups', 'entries', 'reads'] as const).flatMap((level) => [
        atMost(
          `sorting: detail level of ${sizes[level]}, painted (median of 5)`,
          round(result.levels[level]),
          'ms',
          100,
        ),
        atMost(
          `sorting: detail level of ${sizes[level]}, searched (median of 5)`,
          round(result.searches[level]),
          'ms',
          50,
        ),
      ]);
      return [
        ...levels,
        atMost(
          'sorting: per-item loop, read to panel and counters painted (median of 40)',
          round(result.perItemMs),
          'ms',
          30,
        ),
      ];
    } finally {
      await page.close();
    }
  },
};
