import type { TagRead } from '../../core/readings/reader-contract.ts';

type Listener = (reads: readonly TagRead[]) => void;

/**
 * 002 §4: reads a handler asked to take one by one, each after a random 0–maxDelay ms. The waits stop with their
 * listener, or all at once when the reader is cleared: a read taken before a Clear, handed after it, would come back
 * as a stale code (the EPC a tag carried before it was written).
 */
export function createDelayedReads(after: (ms: number, run: () => void) => () => void, random: () => number) {
  const waitsByListener = new Set<Set<() => void>>();
  const cancelAll = (waits: Set<() => void>) => {
    for (const cancel of waits) cancel();
    waits.clear();
  };
  return {
    /** What the reader hands reads to (`heard`), and `stop`, which forgets the listener and its waiting reads. */
    delay(listener: Listener, maxDelay: number) {
      const waits = new Set<() => void>();
      waitsByListener.add(waits);
      return {
        heard(reads: readonly TagRead[]) {
          for (const read of reads) {
            const cancel = after(Math.floor(random() * (maxDelay + 1)), () => {
              waits.delete(cancel);
              listener([read]);
            });
            waits.add(cancel);
          }
        },
        stop() {
          waitsByListener.delete(waits);
          cancelAll(waits);
        },
      };
    },
    /** Forgets every read still waiting, whoever listens. */
    dropAll() {
      for (const waits of waitsByListener) cancelAll(waits);
    },
  };
}
