/**
 * Reads from the device manager through the station's device client into the tag pipeline and the reading list, as a
 * reading screen gets them, with persistence on: the pipeline's journal goes to a durable session writer over the
 * page's IndexedDB. Measures until every tag of the field was read once, then how long the counters take to show
 * them all listed.
 */
import { createWorkstationReader } from '../../src/device/workstation-reader.ts';
import { benchWriter, type MeasuredStore, type WriteCost } from './bench-persistence.ts';
import { benchWorkstation, type BenchTarget } from './device-bench-measure.ts';
import {
  delayedDecode,
  frameWhen,
  mount,
  nextFrame,
  readingsScreen,
  shownTotal,
  watchMainThread,
} from './readings-mount.tsx';

export interface ListedMeasure {
  reads: number;
  unique: number;
  /** From the first read to the read of the last new tag. */
  elapsedMs: number;
  readsPerSecond: number;
  longestTaskMs: number;
  longestFrameGapMs: number;
  /** From the read of the last new tag to the frame whose counters show every tag. */
  finalCountersMs: number;
  listed: number;
  writes: WriteCost;
}

const roundTripMs = 30;
const products = 2500;

export async function measureListed(
  target: BenchTarget,
  persistence: MeasuredStore,
  unique: number,
  timeoutMs: number,
): Promise<ListedMeasure> {
  const writer = benchWriter(persistence.store, 'device');
  const readings = readingsScreen('debounce', delayedDecode(roundTripMs, products), writer.journal);
  const reader = createWorkstationReader({
    workstation: benchWorkstation(target),
    options: { automaticStop: false },
    dialogs: { toast: (toast) => console.warn(toast.title) },
    translate: (key) => key,
  });
  const root = mount({ ...readings, reader }, false, document.getElementById('readings'));
  // The screen is drawn before the reads start: its first render (React renders a new root in a task of its own, after
  // the frame that follows `mount`) is opening the screen, not listing.
  await frameWhen(performance.now(), () => document.querySelector('[data-counter="total"]') !== null);
  await nextFrame();
  persistence.takeCost();
  const seen = new Set<string>();
  let reads = 0;
  let firstAt = 0;
  let lastNewAt = 0;
  let readsToLastNew = 0;
  let allRead!: () => void;
  const done = new Promise<void>((resolve) => (allRead = resolve));
  const timer = setTimeout(allRead, timeoutMs);
  const unsubscribe = reader.onReads((chunk) => {
    readings.pipeline.push(chunk);
    if (!firstAt) firstAt = performance.now();
    for (const read of chunk) {
      reads += 1;
      const key = read.epc ?? read.uid ?? '';
      if (seen.has(key)) continue;
      seen.add(key);
      lastNewAt = performance.now();
      readsToLastNew = reads;
    }
    if (seen.size >= unique) allRead();
  });
  const stopWatching = watchMainThread();
  await reader.start();
  await done;
  clearTimeout(timer);
  const stopping = reader.stop();
  const finalCountersMs = await frameWhen(lastNewAt, () => shownTotal() === unique);
  await stopping;
  await writer.flush();
  const responsiveness = stopWatching();
  const listed = readings.pipeline.summary().listed;
  unsubscribe();
  reader.dispose();
  root.unmount();
  await writer.discard();
  const elapsedMs = lastNewAt - firstAt;
  return {
    reads,
    unique: seen.size,
    elapsedMs: Math.round(elapsedMs),
    readsPerSecond: Math.round((readsToLastNew / elapsedMs) * 1000),
    ...responsiveness,
    finalCountersMs: Math.round(finalCountersMs),
    listed,
    writes: persistence.takeCost(),
  };
}
