/** Below this many entries the update log is never compacted (a short list's updates cost no rebuild). */
const minimumLog = 256;

/**
 * How the listed reads changed, for views that follow them without rebuilding per change (the row builder): between
 * two resets reads are only appended at the end of the list or updated in place, and each update is logged by code.
 * A reset (reads taken away, the list cleared, the expected products set) tells views to rebuild once. The log is
 * dropped at each reset, and a reset is forced once it outgrows the list, so it never holds more entries than the list
 * has reads (or a few hundred): an update costs O(1), amortised.
 */
export function createListChanges() {
  let listVersion = 0;
  let resetVersion = 0;
  let log: string[] = [];
  /** The update version of log[0]. */
  let logStart = 0;
  function reset() {
    listVersion += 1;
    resetVersion += 1;
    logStart += log.length;
    log = [];
  }
  return {
    /** Reads were added at the end of the list. */
    appended() {
      listVersion += 1;
    },
    /** The read listed under `identifierCode` changed in place; `listed` is how many reads the list holds. */
    updated(identifierCode: string, listed: number) {
      listVersion += 1;
      log.push(identifierCode);
      if (log.length > Math.max(minimumLog, listed)) reset();
    },
    reset,
    /** Changes with every change of the listed reads. */
    listVersion: () => listVersion,
    /** Changes when views must rebuild. */
    resetVersion: () => resetVersion,
    /** The position after the last logged update. */
    updateVersion: () => logStart + log.length,
    /** The codes updated since `version` (an updateVersion), oldest first; undefined when a reset came between. */
    updatedSince(version: number): readonly string[] | undefined {
      if (version < logStart) return undefined;
      return log.slice(version - logStart);
    },
  };
}

export type ListChanges = ReturnType<typeof createListChanges>;
