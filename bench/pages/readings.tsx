/**
 * The readings benchmark page (bench/cases/readings.bench.ts opens it): runs the tag pipeline and the reading widgets
 * of a real production build against a fake reader and an in-page decode, and writes its figures to
 * `window.__benchResult`.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import type { DecodedRead } from '../../src/core/readings/decoded-read.ts';
import { createReadingsPipeline, type ReadPath } from '../../src/core/readings/readings-pipeline.ts';
import type { TagRead } from '../../src/core/readings/reader-contract.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { readingCountersWidget } from '../../src/widgets/readings/reading-counters.widget.tsx';
import { readingListWidget } from '../../src/widgets/readings/reading-list.widget.tsx';
import { ReadingsContext, type ReadingsScreen } from '../../src/runtime/render/readings-context.ts';
import '../../src/styles.css';
import { PlainReadingList } from './PlainReadingList.tsx';
import { decodedReadFor, epcOf, floodReads, ignoredPrefix, itemStatuses } from './readings-fixtures.ts';

declare global {
  interface Window {
    __benchResult?: unknown;
    __benchError?: string;
  }
}

const i18n = createI18n('en');
const List = readingListWidget.component;
const Counters = readingCountersWidget.component;
const products = 2500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function readingsScreen(path: ReadPath, decode: (codes: string[]) => Promise<DecodedRead[]>): ReadingsScreen {
  return {
    pipeline: createReadingsPipeline({
      path,
      decode,
      itemStatuses,
      ignoreReadingTagsWithPrefixes: [ignoredPrefix],
      batchIntervalTime: 1000,
      batchIntervalTagCount: 200,
    }),
    itemStatuses,
    displayMode: 'groupedByProduct',
    newReadingsFirst: false,
    removeMode: 'none',
    showProductImage: true,
  };
}

function mount(readings: ReadingsScreen, plain = false): Root {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ReadingsContext.Provider value={readings}>
          <div className="flex gap-4 p-4">
            <aside className="w-80 shrink-0">
              <Counters
                props={{ counters: ['total', 'error', 'warning'] }}
                enabled
                node={{ path: '$', id: 'counters' }}
              />
            </aside>
            <main className="min-w-0 flex-1">
              {plain ? (
                <PlainReadingList readings={readings} />
              ) : (
                <List props={{}} enabled node={{ path: '$', id: 'list' }} />
              )}
            </main>
          </div>
        </ReadingsContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  return root;
}

/** The figure the 'read' counter shows. */
const shownTotal = () => Number(document.querySelector('[data-counter="total"] dd')?.textContent ?? NaN);

/** Milliseconds from `start` to the frame whose DOM satisfies `ready` (checked at each animation frame). */
async function frameWhen(start: number, ready: () => boolean, limitMs = 10_000): Promise<number> {
  for (;;) {
    await nextFrame();
    if (ready()) return performance.now() - start;
    if (performance.now() - start > limitMs) return Number.POSITIVE_INFINITY;
  }
}

async function flood() {
  const requests: string[][] = [];
  const readings = readingsScreen('batch', async (codes) => {
    requests.push(codes);
    return codes.map((code) => decodedReadFor(code, products));
  });
  const root = mount(readings);
  await nextFrame();
  const total = 50_000;
  const unique = 10_000;
  const reads = floodReads(total, unique);
  const chunks: TagRead[][] = [];
  for (let start = 0; start < total; start += 100) chunks.push(reads.slice(start, start + 100));
  const started = performance.now();
  for (const chunk of chunks) readings.pipeline.push(chunk);
  const elapsed = performance.now() - started;
  await sleep(1200);
  const sent = requests.flat();
  const distinct = new Set(reads.filter((read) => !read.epc?.startsWith(ignoredPrefix)).map((read) => read.epc));
  const result = {
    reads: total,
    readsPerSecond: Math.round(total / (elapsed / 1000)),
    unique: distinct.size,
    requests: requests.length,
    duplicateCodes: sent.length - new Set(sent).size,
    ignoredCodes: sent.filter((code) => code.startsWith(ignoredPrefix)).length,
  };
  root.unmount();
  return result;
}

/** 10,000 items over 2,500 products: ms from the last decode answer to the painted list, and to the cleared list. */
async function paintAndClear(plain: boolean) {
  const answers: (() => void)[] = [];
  const readings = readingsScreen(
    'batch',
    (codes) =>
      new Promise<DecodedRead[]>((resolve) =>
        answers.push(() => resolve(codes.map((code) => decodedReadFor(code, products)))),
      ),
  );
  const root = mount(readings, plain);
  await nextFrame();
  const items = 10_000;
  for (let start = 0; start < items; start += 100) {
    readings.pipeline.push(Array.from({ length: 100 }, (_unused, index) => ({ epc: epcOf(start + index) })));
  }
  await nextFrame();
  const last = answers.pop();
  answers.forEach((answer) => answer());
  await frameWhen(performance.now(), () => shownTotal() === items - 200);
  await nextFrame();
  const answeredAt = performance.now();
  last?.();
  const paintMs = await frameWhen(
    answeredAt,
    () => shownTotal() === items && document.querySelectorAll('[role="listitem"]').length > 0,
  );
  await sleep(200);
  const clearedAt = performance.now();
  readings.pipeline.clear();
  const clearMs = await frameWhen(clearedAt, () => document.querySelectorAll('[role="listitem"]').length === 0);
  root.unmount();
  return { paintMs: Math.round(paintMs * 10) / 10, clearMs: Math.round(clearMs * 10) / 10 };
}

/** 10,000 unique tags (20,000 raw reads) at 5,000 reads/s through a fake reader; decode round trip 30 ms. */
async function stream() {
  const roundTripMs = 30;
  const readings = readingsScreen('debounce', async (codes) => {
    await sleep(roundTripMs);
    return codes.map((code) => decodedReadFor(code, products));
  });
  const reader = createFakeReaderPort('reading');
  const unsubscribe = reader.onReads((reads) => readings.pipeline.push(reads));
  const root = mount({ ...readings, reader });
  await nextFrame();
  let longestTask = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  let longestGap = 0;
  let running = true;
  let previous = performance.now();
  const watchFrames = (at: number) => {
    longestGap = Math.max(longestGap, at - previous);
    previous = at;
    if (running) requestAnimationFrame(watchFrames);
  };
  requestAnimationFrame(watchFrames);

  const unique = 10_000;
  const raw = 20_000;
  const rate = 5000;
  // Each tag is read twice, the second time 25 tags later, so new tags keep coming until the last read.
  const reads: TagRead[] = Array.from({ length: raw }, (_unused, index) => {
    const tag = index % 2 === 0 ? index / 2 : Math.max(0, (index - 1) / 2 - 25);
    return { epc: epcOf(100_000 + tag) };
  });
  const started = performance.now();
  let sent = 0;
  while (sent < raw) {
    const due = Math.min(raw, Math.floor(((performance.now() - started) / 1000) * rate));
    if (due > sent) {
      reader.emit(reads.slice(sent, due));
      sent = due;
    }
    await sleep(10);
  }
  const lastReadAt = performance.now();
  const finalCountersMs = await frameWhen(lastReadAt, () => shownTotal() === unique);
  running = false;
  observer.disconnect();
  unsubscribe();
  root.unmount();
  return {
    seconds: Math.round((lastReadAt - started) / 100) / 10,
    longestTaskMs: Math.round(longestTask),
    longestFrameGapMs: Math.round(longestGap),
    finalCountersMs: Math.round(finalCountersMs),
    roundTripMs,
  };
}

async function main() {
  const floodResult = await flood();
  const virtualised = await paintAndClear(false);
  const plain = await paintAndClear(true);
  const streamResult = await stream();
  window.__benchResult = { flood: floodResult, virtualised, plain, stream: streamResult };
}

main().catch((error: unknown) => {
  window.__benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
