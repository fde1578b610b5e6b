/**
 * The conveyor monitor (001 §2.12, §4.10) in the production build, as an operator runs it: the tunnel reading of
 * TUNNEL-01 while the sandbox's producer sends 20 boxes a second for 60 s (1,200 boxes, 7,200 events, five items and
 * one unknown tag each). The longest task is the longest Chromium reports as a long task (over 50 ms; 0 = none)
 * during the run, each printed; 'log entries' is the lines the log shows after 6,000 were added; the heap is
 * measured after a forced collection (CDP) before and after the run, once a warm-up run has filled the session's
 * item answers (the sandbox's 182 items repeat, so the answers kept stop growing once each was read).
 */
import type { Page } from '@playwright/test';
import { atMost, defineBenchCase, type BenchRow } from '../bench-contract.ts';

const ratePerSecond = 20;
const seconds = 60;

async function openConveyor(page: Page) {
  await page.getByRole('region', { name: 'Operations' }).getByRole('button').first().waitFor();
  await page.getByRole('button', { name: /^Workstation/ }).click();
  const dialog = page.getByRole('dialog', { name: 'select workstation' });
  await dialog.getByRole('searchbox').fill('Packing bench 1');
  await dialog.getByRole('button', { name: 'Packing bench 1' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Tunnel transfer to zone' })
    .click();
  await page.getByRole('button', { name: 'Conveyor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Inbound tunnel 1' }).click();
  await page.getByRole('combobox', { name: /Destination zone/ }).fill('main');
  await page.getByRole('option', { name: /Main stock/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/\/transfer-to-zone\/conveyor\/CONVEYOR-TRANSFER\/reading$/);
  await page.getByRole('banner').getByText('Ready').waitFor();
}

export default defineBenchCase({
  name: 'conveyor',
  async run(context): Promise<BenchRow[]> {
    const control = `${context.apiUrl}/control/conveyors/TUNNEL-01`;
    const post = async (path: string, body?: unknown) => {
      const answer = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!answer.ok) throw new Error(`POST ${path}: ${answer.status}`);
      return answer.json() as Promise<{ events: number; boxes: { barcode: string }[] }>;
    };
    /** Sends boxes and waits until the screen shows the last one's barcode (every event arrived and was drawn). */
    const sendBoxes = async (count: number, timeoutMs: number) => {
      const run = await post(`${control}/boxes`, { count, itemsPerBox: 5, unknownPerBox: 1, ratePerSecond });
      await page.waitForFunction(
        ([expected]) => document.querySelectorAll('[data-widget-id="conveyorValues"] dd')[1]?.textContent === expected,
        [run.boxes.at(-1)!.barcode],
        { timeout: timeoutMs, polling: 500 },
      );
      return run;
    };

    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await browserContext.newPage();
    try {
      await post(`${context.apiUrl}/control/reset`);
      await context.signIn(page);
      await openConveyor(page);
      const cdp = await browserContext.newCDPSession(page);
      const heapMb = async () => {
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        return usedSize / 1024 / 1024;
      };

      // 40 boxes of five read each of the sandbox's 182 items once.
      await sendBoxes(40, 60_000);
      const before = await heapMb();
      await page.evaluate(() => {
        const state = { tasks: [] as number[], from: performance.now() };
        (window as unknown as { conveyorBench: typeof state }).conveyorBench = state;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.startTime >= state.from) state.tasks.push(Math.round(entry.duration));
        }).observe({ type: 'longtask', buffered: false });
      });
      await sendBoxes(ratePerSecond * seconds, (seconds + 60) * 1000);
      const tasks = await page.evaluate(
        () => (window as unknown as { conveyorBench: { tasks: number[] } }).conveyorBench.tasks,
      );
      console.log(`  long tasks during the run: ${tasks.length ? tasks.join(', ') : 'none'} (ms)`);
      const longest = Math.max(0, ...tasks);
      const logEntries = await page.getByRole('list', { name: 'Events' }).getByRole('listitem').count();
      const growth = (await heapMb()) - before;
      return [
        atMost('conveyor longest task', longest, 'ms', 50),
        {
          name: 'conveyor log entries',
          figure: logEntries,
          unit: 'count',
          target: '= 50',
          pass: logEntries === 50,
        },
        atMost('conveyor heap growth', Math.round(growth * 100) / 100, 'MB', 5),
      ];
    } finally {
      await browserContext.close();
    }
  },
});
