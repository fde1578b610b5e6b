/**
 * Writes one reading screen's session to the store as it changes: the tag pipeline's journal (held, decoded,
 * forgotten, cleared) goes into a coalescing batch written at most every `intervalMs` (one write at a time), so
 * thousands of reads a second cost a few writes. A write of many reads goes in slices of at most
 * `recordsPerTransaction`, each one log entry (its reads as one JSON text) in a transaction of its own after the one
 * before committed: the text is made on the main thread, and a slice keeps that short whatever the read rate. A
 * confirm's key is written before the confirm is sent. A session with no read and no confirm in flight is not kept.
 */
import { createWriteTurns } from './background-turn.ts';
import {
  durableSessionId,
  type ConfirmInFlight,
  type DurableRead,
  type DurableSessionHeader,
} from '../../core/durable-session/durable-session.ts';
import { createHeldReads } from '../../core/durable-session/held-reads.ts';
import { createJournalBatch } from '../../core/durable-session/journal-batch.ts';
import { createJournalEncoder } from '../../core/durable-session/journal-log.ts';
import { journalSlices } from '../../core/durable-session/journal-slices.ts';
import type { PipelineJournal } from '../../core/readings/readings-pipeline.ts';
import type { DurableSessionStore } from './durable-session-store.ts';

export interface DurableSessionIdentity {
  userId: string;
  workstationId: string;
  operationCode: string;
  description: string;
  route: string;
  navigation: Readonly<Record<string, unknown>>;
}

export interface DurableSessionWriterInput {
  store: Promise<DurableSessionStore>;
  identity: DurableSessionIdentity;
  intervalMs?: number;
  /** At most this many records (puts and deletes) in one transaction. */
  recordsPerTransaction?: number;
  /**
   * The log is rewritten with only the session's reads once it holds more than `factor` × reads + `slack` records
   * (a tag written held and then decoded, forgotten tags, tags read again).
   */
  compaction?: { factor: number; slack: number };
  now?: () => number;
  /** The longest a timed write waits for a background turn (default DURABLE_TURN_DEADLINE_MS). */
  turnDeadlineMs?: number;
  /** Nothing is written before it settles (a restore still loading what would be overwritten). */
  after?: Promise<unknown>;
  onError(error: unknown): void;
}

export interface DurableSessionWriter {
  id: string;
  journal: PipelineJournal;
  /** A restored session: its reads, confirm and kept state are stored already. */
  adopt(
    reads: readonly DurableRead[],
    confirm: ConfirmInFlight | undefined,
    kept?: Readonly<Record<string, unknown>>,
  ): void;
  /** A confirm is about to be sent: resolves once its key is stored. */
  confirmSent(confirm: ConfirmInFlight): Promise<void>;
  /** The confirm got a definitive answer that was not a success: the reads stay, the key goes. */
  confirmSettled(): void;
  /** The confirm succeeded: the session is over (reads after it start another, with the screen's navigation). */
  finished(): Promise<void>;
  /** Merges into the navigation state stored with the session (written with the next write). */
  keepNavigation(state: Readonly<Record<string, unknown>>): void;
  /** Keeps a piece of the plugin's screen session under a name (written with the next write, when it changed). */
  keep(name: string, value: unknown): void;
  /** Writes what is pending now (the page is being hidden or closed). */
  flush(): Promise<void>;
  /** The operator left the screen: nothing to restore. Stops writing. */
  discard(): Promise<void>;
}

export const DURABLE_WRITE_INTERVAL_MS = 250;
export const DURABLE_RECORDS_PER_TRANSACTION = 100;
export const DURABLE_COMPACTION = { factor: 2, slack: 1000 };
/** Past this, a timed write goes without its background turn: what a crash can lose stays bounded. */
export const DURABLE_TURN_DEADLINE_MS = 3000;

/** Lets other tasks run between two pieces of a compaction's main-thread work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createDurableSessionWriter(input: DurableSessionWriterInput): DurableSessionWriter {
  const { identity } = input;
  const now = input.now ?? Date.now;
  const intervalMs = input.intervalMs ?? DURABLE_WRITE_INTERVAL_MS;
  const sliceSize = input.recordsPerTransaction ?? DURABLE_RECORDS_PER_TRANSACTION;
  const compaction = input.compaction ?? DURABLE_COMPACTION;
  const id = durableSessionId(identity.userId, identity.workstationId, identity.operationCode);
  /** Each read of the session as it is now (what a compaction writes). */
  const live = new Map<string, DurableRead>();
  /** Records in the stored log since its last clear. */
  let appended = 0;
  let batch = createJournalBatch();
  // A held tag waits one interval for its answer before it is written undecoded (flushes write it at once).
  const held = createHeldReads(now);
  let confirm: ConfirmInFlight | undefined;
  let navigation = identity.navigation;
  /** The plugin's kept state, and the JSON of each value (a value kept again unchanged writes nothing). */
  let kept: Record<string, unknown> = {};
  let keptTexts = new Map<string, string>();
  let headerChanged = false;
  let stored = false;
  let startedAt = now();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Timed writes wait for these; a write that must go now makes the ones before it stop waiting. */
  const turns = createWriteTurns(input.turnDeadlineMs ?? DURABLE_TURN_DEADLINE_MS);
  let chain: Promise<void> = (input.after ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );

  const header = (): DurableSessionHeader => ({
    id,
    ...identity,
    navigation,
    readCount: live.size,
    startedAt,
    updatedAt: now(),
    ...(confirm && { confirm }),
    ...(keptTexts.size > 0 && { kept }),
  });

  /**
   * Rewrites the log with the session's reads, in one transaction (a crash keeps the old log or the new one). The
   * changes waiting are in those reads; the texts are made in pieces, each in a task of its own.
   */
  async function compact(store: DurableSessionStore): Promise<void> {
    const reads = [...live.values()];
    batch.take();
    held.clear();
    const entries: string[] = [];
    const encoder = createJournalEncoder();
    for (let start = 0; start < reads.length; start += sliceSize) {
      if (start > 0) await nextTask();
      entries.push(encoder.encode({ puts: reads.slice(start, start + sliceSize), deletes: [] }));
    }
    await store.replace(header(), entries, encoder.written);
    appended = reads.length;
  }

  async function writeOnce(all: boolean): Promise<void> {
    if (stored && live.size > 0 && appended > compaction.factor * live.size + compaction.slack) {
      headerChanged = false;
      return compact(await input.store);
    }
    for (const read of held.take(all ? undefined : now() - intervalMs)) batch.put(read);
    // Tags still waiting for their answer are written by a later write.
    if (held.size() > 0) changed();
    if (batch.isEmpty() && !headerChanged) return;
    const store = await input.store;
    headerChanged = false;
    if (live.size === 0 && !confirm) {
      batch.take();
      if (stored) await store.remove(id);
      stored = false;
      return;
    }
    const changes = stored ? batch.take() : { ...batch.take(), cleared: true };
    // Each slice waits for the one before it to commit: the main thread is free in between. A timed write also waits
    // for a background turn: in a burst of decode answers its JSON text and its commit (in the browser process, on the
    // same two cores) come after the answers and the frames; a decode answer not written yet is asked for again after
    // a restore. A write that must go now (a flush, a confirm's key) does not wait, nor makes wait the ones before it.
    for (const slice of journalSlices(changes, sliceSize)) {
      if (!all) await turns.next();
      await store.write(header(), slice);
      if (slice.cleared) appended = 0;
      appended += slice.puts.length + slice.deletes.length;
      stored = true;
    }
  }

  /**
   * Queues a write after the one running; a failure is reported and the next write goes on. `all`: tags held only
   * just now are written too (a flush, a confirm), not left for the next write.
   */
  function write(all: boolean): Promise<void> {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const done = all ? turns.urgent() : undefined;
    chain = chain
      .then(() => writeOnce(all))
      .catch(input.onError)
      .finally(() => done?.());
    return chain;
  }

  function changed() {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => void write(false), intervalMs);
  }

  const journal: PipelineJournal = {
    held(tag) {
      const read: DurableRead = { code: tag.code, seq: tag.seq, read: tag.read };
      live.set(tag.code, read);
      held.add(read);
      changed();
    },
    decoded(tag, decoded) {
      if (!live.has(tag.code)) return;
      held.drop(tag.code);
      const read: DurableRead = { code: tag.code, seq: tag.seq, read: tag.read, decoded };
      live.set(tag.code, read);
      batch.put(read);
      changed();
    },
    forgotten(code) {
      if (!live.delete(code)) return;
      held.drop(code);
      batch.delete(code);
      changed();
    },
    cleared() {
      live.clear();
      held.clear();
      batch.clear();
      changed();
    },
  };

  return {
    id,
    journal,
    adopt(reads, restoredConfirm, restoredKept = {}) {
      for (const read of reads) live.set(read.code, read);
      appended = reads.length;
      confirm = restoredConfirm;
      kept = { ...restoredKept };
      keptTexts = new Map(Object.entries(kept).map(([name, value]) => [name, JSON.stringify(value)]));
      stored = true;
    },
    confirmSent(next) {
      if (stopped) return Promise.resolve();
      confirm = next;
      headerChanged = true;
      return write(true);
    },
    confirmSettled() {
      if (!confirm) return;
      confirm = undefined;
      headerChanged = true;
      changed();
    },
    finished() {
      if (stopped) return chain;
      live.clear();
      held.clear();
      batch = createJournalBatch();
      confirm = undefined;
      navigation = identity.navigation;
      kept = {};
      keptTexts = new Map();
      headerChanged = true;
      startedAt = now();
      return write(true);
    },
    keepNavigation(state) {
      if (stopped) return;
      navigation = { ...navigation, ...state };
      headerChanged = true;
      changed();
    },
    keep(name, value) {
      if (stopped) return;
      const text = JSON.stringify(value);
      if (keptTexts.get(name) === text) return;
      keptTexts.set(name, text);
      kept = { ...kept, [name]: value };
      headerChanged = true;
      changed();
    },
    flush: () => (stopped ? chain : write(true)),
    discard() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      chain = chain.then(async () => (await input.store).remove(id)).catch(input.onError);
      return chain;
    },
  };
}
