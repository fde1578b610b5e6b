/**
 * The JavaScript Chromium loads (README, "What loads when"): every script of the station's origin it fetches from a
 * fresh sign-in (a new browser context, empty cache: /login, the provider, /auth/callback) until the dashboard is
 * drawn and the network is quiet, then what opening the simple item list (start form, reading screen) adds. Each
 * script is counted once, by its gzip size at level 9 computed from the built file (the preview server does not
 * compress), i.e. what a compressing server would send.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';

/** The budget for sign-in to dashboard. */
const initialTargetKb = 170;
/** Informational: the form engine (RJSF), the descriptor runtime and the reading stack, loaded on first use. */
const readingTargetKb = 300;
/** The network counts as quiet once no script of the station has arrived for this long. */
const quietMs = 1_000;

/** The station's scripts as the page fetches them, in order, each once. */
function recordScripts(page: Page, stationOrigin: string) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === stationOrigin && url.pathname.endsWith('.js') && response.ok()) urls.add(url.pathname);
  });
  return {
    /** The scripts fetched so far; `since` leaves out those of an earlier snapshot. */
    snapshot: (since: readonly string[] = []) => [...urls].filter((url) => !since.includes(url)),
    /** Waits until no new script has arrived for `quietMs`. */
    async quiet() {
      for (let count = -1; count !== urls.size;) {
        count = urls.size;
        await page.waitForTimeout(quietMs);
      }
    },
  };
}

async function gzipKb(outDir: string, urls: readonly string[]) {
  const sizes = await Promise.all(
    urls.map(async (url) => ({
      url,
      bytes: gzipSync(await readFile(path.join(outDir, decodeURIComponent(url))), { level: 9 }).length,
    })),
  );
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  return {
    kb: kb(sizes.reduce((sum, size) => sum + size.bytes, 0)),
    files: sizes.map((size) => `${path.basename(size.url)} ${kb(size.bytes)}`).join(', '),
  };
}

export default defineBenchCase({
  name: 'bundle',
  async run(context): Promise<BenchRow[]> {
    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browserContext.newPage();
    try {
      const scripts = recordScripts(page, new URL(context.stationUrl).origin);
      await context.signIn(page);
      // The dashboard is drawn once the start-up data has filled the operation tiles.
      await page.getByRole('region', { name: 'Operations' }).getByRole('button').first().waitFor();
      await scripts.quiet();
      const initial = scripts.snapshot();
      const initialSize = await gzipKb(context.outDir, initial);
      console.log(`  sign-in to dashboard: ${initialSize.files} (KB gzip)`);

      // The reading screen needs a workstation: the packing bench, chosen on the dashboard as an operator does.
      await page.getByRole('button', { name: /^Workstation/ }).click();
      const dialog = page.getByRole('dialog', { name: 'select workstation' });
      await dialog.getByRole('searchbox').fill('Packing bench 1');
      await dialog.getByRole('button', { name: 'Packing bench 1' }).click();
      await scripts.quiet();
      const beforeReading = scripts.snapshot();

      await page
        .getByRole('region', { name: 'Operations' })
        .getByRole('button', { name: 'Item list', exact: true })
        .click();
      await page.getByRole('button', { name: /Reason/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Visual merchandising' }).click();
      await page.getByRole('textbox', { name: /Notes/ }).fill('Window of the week');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/simple-item-list\/ITEM-LIST\/reading$/);
      await page.getByRole('button', { name: 'Start reading' }).waitFor();
      await scripts.quiet();
      const readingSize = await gzipKb(context.outDir, scripts.snapshot(beforeReading));
      console.log(`  opening the simple item list: ${readingSize.files} (KB gzip)`);

      return [
        atMost(
          `bundle: initial JS gzip, fresh sign-in to the dashboard drawn (${initial.length} files)`,
          initialSize.kb,
          'KB',
          initialTargetKb,
        ),
        atMost(
          'bundle: JS gzip added by opening the simple item list (start form, then reading screen)',
          readingSize.kb,
          'KB',
          readingTargetKb,
        ),
      ];
    } finally {
      await browserContext.close();
    }
  },
});
