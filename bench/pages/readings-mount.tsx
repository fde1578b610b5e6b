/**
 * The reading widgets of the production build mounted as a reading screen shows them (counters beside the
 * virtualised list, or the plain peer list), and the frame-exact waits the reading benchmarks time with.
 */
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { DecodedRead } from '../../src/core/readings/decoded-read.ts';
import {
  createReadingsPipeline,
  type PipelineJournal,
  type ReadPath,
} from '../../src/core/readings/readings-pipeline.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { readingCountersWidget } from '../../src/widgets/readings/reading-counters.widget.tsx';
import { readingListWidget } from '../../src/widgets/readings/reading-list.widget.tsx';
import { ReadingsContext, type ReadingsScreen } from '../../src/runtime/render/readings-context.ts';
import { pageFrameSource } from '../../src/runtime/screen/page-frames.ts';
import { PlainReadingList } from './PlainReadingList.tsx';
import { decodedReadFor, ignoredPrefix, itemStatuses } from './readings-fixtures.ts';

const i18n = createI18n('en');
const List = readingListWidget.component;
const Counters = readingCountersWidget.component;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** A decode answering every code after a round trip, with items of `products` products. */
export const delayedDecode =
  (roundTripMs: number, products: number) =>
  async (codes: string[]): Promise<DecodedRead[]> => {
    await sleep(roundTripMs);
    return codes.map((code) => decodedReadFor(code, products));
  };

/** A reading screen's readings; `journal` is a durable writer's when persistence is on, as in the app. */
export function readingsScreen(
  path: ReadPath,
  decode: (codes: string[]) => Promise<DecodedRead[]>,
  journal?: PipelineJournal,
): ReadingsScreen {
  return {
    pipeline: createReadingsPipeline({
      path,
      decode,
      itemStatuses,
      ignoreReadingTagsWithPrefixes: [ignoredPrefix],
      batchIntervalTime: 1000,
      batchIntervalTagCount: 200,
      journal,
      frames: pageFrameSource(),
    }),
    itemStatuses,
    displayMode: 'groupedByProduct',
    newReadingsFirst: false,
    removeMode: 'none',
    showProductImage: true,
  };
}

/** Counters and list in the page's `#root` (or the given element). */
export function mount(readings: ReadingsScreen, plain = false, container = document.getElementById('root')): Root {
  if (!container) throw new Error('The bench page has no element to mount the readings in');
  const root = createRoot(container);
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
export const shownTotal = () => Number(document.querySelector('[data-counter="total"] dd')?.textContent ?? NaN);

/** Rows of the list in the DOM (the virtualised list draws only those in view). */
export const shownRows = () => document.querySelectorAll('[role="listitem"]').length;

/** Milliseconds from `start` to the frame whose DOM satisfies `ready` (checked at each animation frame). */
export async function frameWhen(start: number, ready: () => boolean, limitMs = 10_000): Promise<number> {
  for (;;) {
    await nextFrame();
    if (ready()) return performance.now() - start;
    if (performance.now() - start > limitMs) return Number.POSITIVE_INFINITY;
  }
}

/** Long tasks and the longest gap between frames from now until the returned stop is called. */
export function watchMainThread() {
  let longestTask = 0;
  let longestGap = 0;
  let running = true;
  let previous = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTask = Math.max(longestTask, entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  const watchFrames = (at: number) => {
    longestGap = Math.max(longestGap, at - previous);
    previous = at;
    if (running) requestAnimationFrame(watchFrames);
  };
  requestAnimationFrame(watchFrames);
  return () => {
    running = false;
    observer.disconnect();
    return { longestTaskMs: Math.round(longestTask), longestFrameGapMs: Math.round(longestGap) };
  };
}
