/**
 * Shipping rows of `npm run bench` (issue 14), measured in Chromium on bench/pages/shipping.html: the checklist
 * reconciliation of 5,000 reads against a 1,000-row checklist (≤ 5 ms), an ASN's 1,000 parcels painted (≤ 100 ms) and
 * a parcel row expanded to 500 items after its data arrives (≤ 50 ms).
 */
import { atMost, type BenchContext, type BenchRow } from '../bench-contract.ts';

interface ShippingBenchResult {
  reconcileMs: number;
  listPaintMs: number;
  expandPaintMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export default {
  name: 'shipping',
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const page = await ctx.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await page.goto(`${ctx.stationUrl}/bench/pages/shipping.html`);
      await page.waitForFunction(() => (window as { __benchResult?: unknown }).__benchResult !== undefined, null, {
        timeout: 120_000,
      });
      const result = await page.evaluate(
        () => (window as { __benchResult?: ShippingBenchResult | { error: string } }).__benchResult,
      );
      if (!result || 'error' in result)
        throw new Error(`shipping bench failed: ${result ? result.error : 'no result'}`);
      return [
        atMost(
          'shipping: reconcile 5,000 reads with a 1,000-row checklist (median of 30)',
          round(result.reconcileMs),
          'ms',
          5,
        ),
        atMost('shipping: ASN with 1,000 parcels, list painted (median of 5)', round(result.listPaintMs), 'ms', 100),
        atMost(
          'shipping: parcel row expanded to 500 items, after its data arrives (median of 5)',
          round(result.expandPaintMs),
          'ms',
          50,
        ),
      ];
    } finally {
      await page.close();
    }
  },
};
