/**
 * The durable sessions benchmark page (bench/cases/durable.bench.ts drives it through `window.__durable`): a reading
 * screen's counters and virtualised list over a pipeline whose journal a durable session writer keeps in the page's
 * IndexedDB, as in the app. It stores a session of 10,000 decoded reads through the writer, times restoring it (on a
 * fresh page), and runs the screen through many sessions cleared between them.
 */
import type { TagRead } from '../../src/core/readings/reader-contract.ts';
import { openDurableSessionStore, type DurableSessionStore } from '../../src/runtime/durable/durable-session-store.ts';
import '../../src/styles.css';
import { benchWriter, openMeasuredStore, type MeasuredStore, type WriteCost } from './bench-persistence.ts';
import { decodedReadFor, epcOf } from './readings-fixtures.ts';
import { frameWhen, mount, nextFrame, readingsScreen, shownRows, shownTotal } from './readings-mount.tsx';

const databaseName = 'bench-durable-sessions';
const products = 2500;
const sessionReads = 10_000;

declare global {
  interface Window {
    __durable?: {
      store(): Promise<{ stored: number }>;
      restore(): Promise<{ totalMs: number; loadMs: number; restoreMs: number; listed: number }>;
      sessions(count: number, chunk: number): Promise<{ seconds: number; listed: number; writes: WriteCost }>;
    };
  }
}

/** A reading screen: counters and list over a pipeline journaled to the store, decodes answered at once. */
function screen(store: DurableSessionStore) {
  const writer = benchWriter(store, 'durable');
  const readings = readingsScreen(
    'batch',
    async (codes) => codes.map((code) => decodedReadFor(code, products)),
    writer.journal,
  );
  return { writer, readings, root: mount(readings) };
}

const readsOf = (session: number): TagRead[] =>
  Array.from({ length: sessionReads }, (_unused, index) => ({ epc: epcOf(session * sessionReads + index) }));

/** Feeds one session's reads in chunks and waits for the frame whose counters show them all listed. */
async function readSession(readings: ReturnType<typeof screen>['readings'], session: number, chunk: number) {
  const reads = readsOf(session);
  const started = performance.now();
  for (let start = 0; start < reads.length; start += chunk) readings.pipeline.push(reads.slice(start, start + chunk));
  await frameWhen(started, () => shownTotal() === sessionReads && shownRows() > 0, 60_000);
}

/** Each session reads codes of its own (session 0 is the stored one). */
let sessionCounter = 1;
let opened: { persistence: MeasuredStore; current: ReturnType<typeof screen> } | undefined;
async function openedScreen() {
  if (!opened) {
    const persistence = await openMeasuredStore(databaseName);
    opened = { persistence, current: screen(persistence.store) };
  }
  return opened;
}

window.__durable = {
  /** A session of 10,000 decoded reads, stored through the writer as the app would; the page is then left. */
  async store() {
    const { current } = await openedScreen();
    await readSession(current.readings, 0, 1000);
    await current.writer.flush();
    return { stored: current.readings.pipeline.summary().listed };
  },
  /** From the start of the load (the store opened too, as on a fresh page) to the frame showing all 10,000. */
  async restore() {
    const started = performance.now();
    const store = await openDurableSessionStore(databaseName);
    const { writer, readings, root } = screen(store);
    const loaded = await store.load(writer.id);
    const loadedAt = performance.now();
    if (!loaded) throw new Error('No stored session to restore');
    readings.pipeline.restore(loaded.reads);
    writer.adopt(loaded.reads, loaded.header.confirm);
    const restoredAt = performance.now();
    const totalMs = await frameWhen(started, () => shownTotal() === sessionReads && shownRows() > 0);
    const listed = readings.pipeline.summary().listed;
    root.unmount();
    store.close();
    return {
      totalMs: Math.round(totalMs),
      loadMs: Math.round(loadedAt - started),
      restoreMs: Math.round(restoredAt - loadedAt),
      listed,
    };
  },
  /**
   * `count` more sessions of 10,000 reads on one screen, every 10th written in full before its clear (as a session of
   * some seconds would be), each cleared and its clear written before the next.
   */
  async sessions(count, chunk) {
    const { current, persistence } = await openedScreen();
    persistence.takeCost();
    const started = performance.now();
    for (let index = 0; index < count; index += 1) {
      const session = sessionCounter++;
      await readSession(current.readings, session, chunk);
      // Writing all 10,000 records of every session took minutes here: every 10th is written in full, the others
      // as far as the writer's interval got before their clear.
      if (session % 10 === 0) await current.writer.flush();
      current.readings.pipeline.clear();
      await frameWhen(performance.now(), () => shownRows() === 0);
      await current.writer.flush();
    }
    await nextFrame();
    return {
      seconds: Math.round((performance.now() - started) / 100) / 10,
      listed: current.readings.pipeline.summary().listed,
      writes: persistence.takeCost(),
    };
  },
};
