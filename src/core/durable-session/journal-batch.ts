import type { DurableRead } from './durable-session.ts';

/** The changes of one write: applied in one transaction, so a crash keeps all of them or none. */
export interface JournalChanges {
  /** Every read stored before goes first. */
  cleared: boolean;
  puts: DurableRead[];
  deletes: string[];
}

/**
 * The changes of a reading session not yet written, coalesced by code: a tag read and decoded before the next write is
 * one put; a tag read then forgotten is one delete; a clear drops everything before it. Writes cost what the list
 * changed, not how often.
 */
export function createJournalBatch() {
  let cleared = false;
  let puts = new Map<string, DurableRead>();
  let deletes = new Set<string>();
  return {
    put(read: DurableRead) {
      deletes.delete(read.code);
      puts.set(read.code, read);
    },
    delete(code: string) {
      puts.delete(code);
      deletes.add(code);
    },
    clear() {
      cleared = true;
      puts = new Map();
      deletes = new Set();
    },
    isEmpty: () => !cleared && puts.size === 0 && deletes.size === 0,
    /** The changes so far, and an empty batch for what follows. */
    take(): JournalChanges {
      const changes = { cleared, puts: [...puts.values()], deletes: [...deletes] };
      cleared = false;
      puts = new Map();
      deletes = new Set();
      return changes;
    },
  };
}

export type JournalBatch = ReturnType<typeof createJournalBatch>;
