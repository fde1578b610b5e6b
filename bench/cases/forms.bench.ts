/**
 * Form engine rows of `npm run bench` (issue 4): a 100-field formSchema's mount time (target ≤ 50 ms) and keystroke
 * to paint (≤ 16 ms; ≤ 50 ms with dependencies), measured in Chromium on bench/pages/forms.html.
 */
import type { BenchContext, BenchRow } from '../bench-contract.ts';

interface FormsBenchResult {
  mountMs: number;
  keystrokeMs: number;
  keystrokeWithDependenciesMs: number;
  plainMountMs: number;
  plainKeystrokeMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export default {
  name: 'forms',
  async run(ctx: BenchContext): Promise<BenchRow[]> {
    const page = await ctx.browser.newPage();
    try {
      await page.goto(`${ctx.stationUrl}/bench/pages/forms.html`);
      await page.waitForFunction(() => (window as { __benchResult?: unknown }).__benchResult !== undefined, null, {
        timeout: 120_000,
      });
      const result = await page.evaluate(
        () => (window as { __benchResult?: FormsBenchResult | { error: string } }).__benchResult,
      );
      if (!result || 'error' in result) throw new Error(`forms bench failed: ${result ? result.error : 'no result'}`);
      return [
        {
          name: 'form mount, 100 fields (median of 7)',
          figure: round(result.mountMs),
          unit: 'ms',
          target: '≤ 50',
          pass: result.mountMs <= 50,
          peer: { name: 'stock RJSF form', figure: round(result.plainMountMs) },
        },
        {
          name: 'form keystroke to paint, 100 fields (median)',
          figure: round(result.keystrokeMs),
          unit: 'ms',
          target: '≤ 16',
          pass: result.keystrokeMs <= 16,
          peer: { name: 'stock RJSF form', figure: round(result.plainKeystrokeMs) },
        },
        {
          name: 'form keystroke to paint, 100 fields with dependencies (median)',
          figure: round(result.keystrokeWithDependenciesMs),
          unit: 'ms',
          target: '≤ 50',
          pass: result.keystrokeWithDependenciesMs <= 50,
        },
      ];
    } finally {
      await page.close();
    }
  },
};
