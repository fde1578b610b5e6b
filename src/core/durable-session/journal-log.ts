import { isRecord } from '../guards.ts';
import { parseDurableRead, type DurableRead } from './durable-session.ts';
import type { JournalChanges } from './journal-batch.ts';

/**
 * A session's reads are stored as a log: each write appends one entry holding its changes as one JSON text. In
 * Chromium every IndexedDB request costs about 50 µs of main-thread time before its value is even cloned, so one
 * request per read held the main thread for tens of milliseconds a write at 10,000 reads/s; one text per entry costs a
 * JSON.stringify (a few µs a read) and one cheap string clone. A restore replays the entries in order.
 */
export interface JournalLogEntry {
  sessionId: string;
  /** Its place in the session's log: 0 after a clear, then counting up. */
  entry: number;
  /** `{ deletes, puts }` as JSON. */
  changes: string;
}

/** The text of one entry: its deletes, then its puts. */
export function encodeJournalChanges(changes: Pick<JournalChanges, 'puts' | 'deletes'>): string {
  return JSON.stringify({ deletes: changes.deletes, puts: changes.puts });
}

export function journalLogEntry(sessionId: string, entry: number, changes: JournalChanges): JournalLogEntry {
  return { sessionId, entry, changes: encodeJournalChanges(changes) };
}

/** The changes of one stored entry, or undefined for an entry that is not one (written by something else). */
function parseEntryChanges(value: unknown): { deletes: string[]; puts: unknown[] } | undefined {
  if (!isRecord(value) || typeof value.changes !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.changes);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const deletes = Array.isArray(parsed.deletes)
    ? parsed.deletes.filter((code): code is string => typeof code === 'string')
    : [];
  const puts: unknown[] = Array.isArray(parsed.puts) ? parsed.puts : [];
  return { deletes, puts };
}

/**
 * The session's reads after its log entries (in their stored order): a later put of a code replaces the earlier, a
 * delete forgets it. Entries and reads that do not parse are skipped. The reads come back in arrival order.
 */
export function replayJournalLog(entries: readonly unknown[]): DurableRead[] {
  const reads = new Map<string, DurableRead>();
  for (const raw of entries) {
    const changes = parseEntryChanges(raw);
    if (!changes) continue;
    for (const code of changes.deletes) reads.delete(code);
    for (const value of changes.puts) {
      const read = parseDurableRead(value);
      if (read) reads.set(read.code, read);
    }
  }
  return [...reads.values()].sort((a, b) => a.seq - b.seq);
}
