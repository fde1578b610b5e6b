/**
 * Persistence as the app has it on a reading screen (issue 17): a durable session writer over the page's own
 * IndexedDB, its journal given to the pipeline. The store is wrapped to count what the writes cost: transactions,
 * reads written, and the main-thread time of each write (its synchronous part, where the reads become one JSON text
 * and its request is made; the commit itself runs off the main thread).
 */
import type { PipelineJournal } from '../../src/core/readings/readings-pipeline.ts';
import { openDurableSessionStore, type DurableSessionStore } from '../../src/runtime/durable/durable-session-store.ts';
import {
  createDurableSessionWriter,
  type DurableSessionWriter,
} from '../../src/runtime/durable/durable-session-writer.ts';

export interface WriteCost {
  transactions: number;
  puts: number;
  deletes: number;
  /** Main-thread time of every write together. */
  mainThreadMs: number;
  /** The longest single write on the main thread. */
  longestWriteMs: number;
}

const noCost = (): WriteCost => ({ transactions: 0, puts: 0, deletes: 0, mainThreadMs: 0, longestWriteMs: 0 });

export interface MeasuredStore {
  store: DurableSessionStore;
  /** What the writes cost since the last call (and starts counting again). */
  takeCost(): WriteCost;
}

export async function openMeasuredStore(name: string): Promise<MeasuredStore> {
  const store = await openDurableSessionStore(name);
  let cost = noCost();
  const measured: DurableSessionStore = {
    ...store,
    write(header, changes) {
      const started = performance.now();
      const written = store.write(header, changes);
      const ms = performance.now() - started;
      cost.transactions += 1;
      cost.puts += changes.puts.length;
      cost.deletes += changes.deletes.length + (changes.cleared ? 1 : 0);
      cost.mainThreadMs += ms;
      cost.longestWriteMs = Math.max(cost.longestWriteMs, ms);
      return written;
    },
    replace(header, entries, products) {
      const started = performance.now();
      const replaced = store.replace(header, entries, products);
      const ms = performance.now() - started;
      cost.transactions += 1;
      cost.mainThreadMs += ms;
      cost.longestWriteMs = Math.max(cost.longestWriteMs, ms);
      return replaced;
    },
  };
  return {
    store: measured,
    takeCost() {
      const taken = cost;
      cost = noCost();
      return {
        ...taken,
        mainThreadMs: Math.round(taken.mainThreadMs * 10) / 10,
        longestWriteMs: Math.round(taken.longestWriteMs * 10) / 10,
      };
    },
  };
}

/** A writer for one bench screen's session; its journal goes to the pipeline. */
export function benchWriter(
  store: DurableSessionStore,
  operationCode: string,
): DurableSessionWriter & {
  journal: PipelineJournal;
} {
  return createDurableSessionWriter({
    store: Promise.resolve(store),
    identity: {
      userId: 'bench',
      workstationId: 'BENCH',
      operationCode,
      description: 'Bench reading session',
      route: '/bench',
      navigation: {},
    },
    onError: (error) => console.error('bench session write failed', error),
  });
}
