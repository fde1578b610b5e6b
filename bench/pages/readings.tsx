/**
 * The readings benchmark page (bench/cases/readings.bench.ts opens it): runs the tag pipeline and the reading widgets
 * of a real production build against a fake reader and an in-page decode, with persistence on (each pipeline's
 * journal goes to a durable session writer over the page's IndexedDB, as on a reading screen), and writes its figures
 * to `window.__benchResult`.
 */
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import type { DecodedRead } from '../../src/core/readings/decoded-read.ts';
import type { TagRead } from '../../src/core/readings/reader-contract.ts';
import '../../src/styles.css';
import { benchWriter, openMeasuredStore, type MeasuredStore } from './bench-persistence.ts';
import { decodedReadFor, epcOf, floodReads, ignoredPrefix } from './readings-fixtures.ts';
import {
  delayedDecode,
  frameWhen,
  mount,
  nextFrame,
  readingsScreen,
  shownRows,
  shownTotal,
  sleep,
  watchMainThread,
} from './readings-mount.tsx';

declare global {
  interface Window {
    __benchResult?: unknown;
    __benchError?: string;
  }
}

const products = 2500;

/** A pipeline phase ends: what its session's writer had pending is written, then the session is removed. */
async function endSession(writer: ReturnType<typeof benchWriter>) {
  await writer.flush();
  await writer.discard();
}

async function flood(persistence: MeasuredStore) {
  const requests: string[][] = [];
  const writer = benchWriter(persistence.store, 'flood');
  const readings = readingsScreen(
    'batch',
    async (codes) => {
      requests.push(codes);
      return codes.map((code) => decodedReadFor(code, products));
    },
    writer.journal,
  );
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
  await endSession(writer);
  return result;
}

/** 10,000 items over 2,500 products: ms from the last decode answer to the painted list, and to the cleared list. */
async function paintAndClear(persistence: MeasuredStore, plain: boolean) {
  const answers: (() => void)[] = [];
  const writer = benchWriter(persistence.store, plain ? 'paint-plain' : 'paint');
  const readings = readingsScreen(
    'batch',
    (codes) =>
      new Promise<DecodedRead[]>((resolve) =>
        answers.push(() => resolve(codes.map((code) => decodedReadFor(code, products)))),
      ),
    writer.journal,
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
  const paintMs = await frameWhen(answeredAt, () => shownTotal() === items && shownRows() > 0);
  await sleep(200);
  const clearedAt = performance.now();
  readings.pipeline.clear();
  const clearMs = await frameWhen(clearedAt, () => shownRows() === 0);
  root.unmount();
  await endSession(writer);
  return { paintMs: Math.round(paintMs * 10) / 10, clearMs: Math.round(clearMs * 10) / 10 };
}

/** 10,000 unique tags (20,000 raw reads) at 5,000 reads/s through a fake reader; decode round trip 30 ms. */
async function stream(persistence: MeasuredStore) {
  const roundTripMs = 30;
  const writer = benchWriter(persistence.store, 'stream');
  const readings = readingsScreen('debounce', delayedDecode(roundTripMs, products), writer.journal);
  const reader = createFakeReaderPort('reading');
  const unsubscribe = reader.onReads((reads) => readings.pipeline.push(reads));
  const root = mount({ ...readings, reader });
  await nextFrame();
  persistence.takeCost();
  const stopWatching = watchMainThread();

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
  // The writes of the session's last 250 ms are part of its cost (and of what the watch sees).
  await writer.flush();
  const responsiveness = stopWatching();
  const writes = persistence.takeCost();
  unsubscribe();
  root.unmount();
  await endSession(writer);
  return {
    seconds: Math.round((lastReadAt - started) / 100) / 10,
    ...responsiveness,
    finalCountersMs: Math.round(finalCountersMs),
    roundTripMs,
    writes,
  };
}

async function main() {
  const persistence = await openMeasuredStore('bench-readings-sessions');
  const floodResult = await flood(persistence);
  const virtualised = await paintAndClear(persistence, false);
  const plain = await paintAndClear(persistence, true);
  const streamResult = await stream(persistence);
  window.__benchResult = { flood: floodResult, virtualised, plain, stream: streamResult };
}

main().catch((error: unknown) => {
  window.__benchError = error instanceof Error ? (error.stack ?? error.message) : String(error);
});
