import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import type { JournalChanges } from '../../core/durable-session/journal-batch.ts';
import type { TagEntry } from '../../core/readings/tag-memory.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import type { DurableSessionStore } from './durable-session-store.ts';
import { createDurableSessionWriter } from './durable-session-writer.ts';

/** A store that records what it was asked to do. */
function recordingStore() {
  const writes: { header: DurableSessionHeader; changes: JournalChanges }[] = [];
  const replaced: { header: DurableSessionHeader; entries: readonly string[] }[] = [];
  const removed: string[] = [];
  const store: DurableSessionStore = {
    write: async (header, changes) => void writes.push({ header, changes }),
    replace: async (header, entries) => void replaced.push({ header, entries }),
    load: async () => undefined,
    list: async () => [],
    remove: async (id) => void removed.push(id),
    removeForUser: async () => undefined,
    close: () => undefined,
  };
  return { store, writes, replaced, removed };
}

const identity = {
  userId: 'u1',
  workstationId: 'ws1',
  operationCode: 'ITEM-LIST',
  description: 'Item list',
  route: '/simple-item-list/ITEM-LIST/reading',
  navigation: { formData: { notes: 'n' } },
};

const tag = (code: string, seq: number): TagEntry => ({
  code,
  seq,
  read: { epc: code },
  identifierType: 'UHF_TAG',
  pending: true,
  processing: false,
  failed: false,
});

describe('createDurableSessionWriter()', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should write a thousand reads and their answers once per interval, in slices of 100 reads, the first clearing any older session', async () => {
    const { store, writes } = recordingStore();
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
    for (let seq = 1; seq <= 1000; seq += 1) writer.journal.held(tag(`E${seq}`, seq));
    for (let seq = 1; seq <= 1000; seq += 1) writer.journal.decoded(tag(`E${seq}`, seq), demoRead(`E${seq}`));
    await vi.advanceTimersByTimeAsync(249);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(10);
    expect(writes.map((write) => write.changes.cleared)).toEqual([true, ...Array(9).fill(false)]);
    const puts = writes.flatMap((write) => write.changes.puts);
    expect(puts).toHaveLength(1000);
    expect(puts.every((read) => read.decoded !== undefined)).toBe(true);
    expect(writes[0]!.header).toMatchObject({ ...identity, readCount: 1000 });

    writer.journal.forgotten('E1');
    await vi.advanceTimersByTimeAsync(250);
    expect(writes[10]!.changes).toEqual({ cleared: false, puts: [], deletes: ['E1'] });
    expect(writes[10]!.header.readCount).toBe(999);
  });

  it("should keep the plugin's screen session with the reads, write a value kept again unchanged no more, and drop it when the session ends", async () => {
    const { store, writes } = recordingStore();
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
    writer.adopt([{ code: 'E1', seq: 1, read: { epc: 'E1' } }], undefined, { tally: { ignored: 2 } });
    writer.keep('forced', ['P1']);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes.at(-1)!.header.kept).toEqual({ tally: { ignored: 2 }, forced: ['P1'] });
    writer.keep('forced', ['P1']);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes).toHaveLength(1);
    await writer.finished();
    writer.journal.held(tag('E2', 2));
    await vi.advanceTimersByTimeAsync(500);
    expect(writes.at(-1)!.header.readCount).toBe(1);
    expect(writes.at(-1)!.header.kept).toBeUndefined();
  });

  it('should store a confirm and its key before it is sent, and drop the key after a definitive failure', async () => {
    const { store, writes } = recordingStore();
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
    writer.journal.held(tag('E1', 1));
    const confirm = { idempotencyKey: 'key-1', fingerprint: 'f', payload: { itemIds: ['i1'] } };
    await writer.confirmSent(confirm);
    expect(writes.at(-1)!.header.confirm).toEqual(confirm);
    writer.confirmSettled();
    await vi.advanceTimersByTimeAsync(250);
    expect(writes.at(-1)!.header.confirm).toBeUndefined();
    expect(writes.at(-1)!.header.readCount).toBe(1);
  });

  it('should keep no session without reads or a confirm, and start a new one after a success', async () => {
    const { store, writes, removed } = recordingStore();
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
    writer.journal.held(tag('E1', 1));
    await vi.advanceTimersByTimeAsync(250);
    writer.journal.cleared();
    await vi.advanceTimersByTimeAsync(250);
    expect(removed).toEqual([writer.id]);

    writer.journal.held(tag('E2', 2));
    await writer.flush();
    await writer.finished();
    expect(removed).toHaveLength(2);
    writer.journal.held(tag('E3', 3));
    await writer.flush();
    expect(writes.at(-1)!.changes).toMatchObject({ cleared: true, puts: [{ code: 'E3' }] });
  });

  it('should store the navigation the screen keeps with the next write, and the screen’s own again after a success', async () => {
    const { store, writes } = recordingStore();
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
    writer.journal.held(tag('E1', 1));
    writer.keepNavigation({ parcel: { code: 'PRC-1' } });
    await vi.advanceTimersByTimeAsync(250);
    expect(writes.at(-1)!.header.navigation).toEqual({ formData: { notes: 'n' }, parcel: { code: 'PRC-1' } });

    await writer.finished();
    writer.journal.held(tag('E2', 2));
    await writer.flush();
    expect(writes.at(-1)!.header.navigation).toEqual(identity.navigation);
  });

  it('should write nothing before a restore has loaded, and nothing after a discard', async () => {
    const { store, writes, removed } = recordingStore();
    let loaded!: () => void;
    const after = new Promise<void>((resolve) => (loaded = resolve));
    const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, after, onError: vi.fn() });
    writer.journal.held(tag('E9', 9));
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(0);
    writer.adopt([{ code: 'E1', seq: 1, read: { epc: 'E1' } }], undefined);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    // Adopted: the restored reads are stored already, so the write adds to them instead of clearing them.
    expect(writes[0]!.changes).toMatchObject({ cleared: false, puts: [{ code: 'E9' }] });
    expect(writes[0]!.header.readCount).toBe(2);

    writer.journal.held(tag('E10', 10));
    await writer.discard();
    await vi.advanceTimersByTimeAsync(1000);
    expect(writes).toHaveLength(1);
    expect(removed).toEqual([writer.id]);
  });

  it('should rewrite the log with only the session’s reads once it holds too many records, in one replace', async () => {
    const { store, writes, replaced } = recordingStore();
    const writer = createDurableSessionWriter({
      store: Promise.resolve(store),
      identity,
      recordsPerTransaction: 2,
      compaction: { factor: 1, slack: 0 },
      onError: vi.fn(),
    });
    for (const seq of [1, 2, 3]) writer.journal.held(tag(`E${seq}`, seq));
    await writer.flush();
    for (const seq of [1, 2, 3]) writer.journal.decoded(tag(`E${seq}`, seq), demoRead(`E${seq}`));
    await writer.flush();
    expect(writes.flatMap((write) => write.changes.puts)).toHaveLength(6);
    expect(replaced).toHaveLength(0);

    // Six records for three reads: the next write is a compaction, the forgotten tag already out of it.
    writer.journal.forgotten('E2');
    await writer.flush();
    expect(writes.flatMap((write) => write.changes.puts)).toHaveLength(6);
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.header.readCount).toBe(2);
    const stored = replaced[0]!.entries.map((entry) => JSON.parse(entry) as { puts: { code: string }[] });
    expect(stored.flatMap((entry) => entry.puts.map((read) => read.code))).toEqual(['E1', 'E3']);
    expect(JSON.stringify(stored)).toContain('"decodeResult"');

    // Appending goes on after it.
    writer.journal.held(tag('E4', 4));
    await writer.flush();
    expect(writes.at(-1)!.changes).toMatchObject({ cleared: false, puts: [{ code: 'E4' }] });
  });

  it('should write on its timer only at background turns, and a flush at once, cutting short the turn a timed write waits for', async () => {
    const turns: Array<() => void> = [];
    vi.stubGlobal('scheduler', {
      postTask: (task: () => void) =>
        new Promise<void>((resolve) =>
          turns.push(() => {
            task();
            resolve();
          }),
        ),
    });
    try {
      const { store, writes } = recordingStore();
      const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
      for (let seq = 1; seq <= 150; seq += 1) writer.journal.held(tag(`E${seq}`, seq));
      await vi.advanceTimersByTimeAsync(250);
      expect(writes).toHaveLength(0);
      turns.shift()!();
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toHaveLength(1);
      expect(turns).toHaveLength(1);

      // The operator confirms: the confirm's key is written without waiting, and so is the rest of the timed write.
      writer.journal.held(tag('E151', 151));
      const confirm = { idempotencyKey: 'key-1', fingerprint: 'f', payload: { itemIds: ['i1'] } };
      await writer.confirmSent(confirm);
      expect(writes.map((write) => write.changes.puts.length)).toEqual([100, 50, 1]);
      expect(writes.at(-1)!.header.confirm).toEqual(confirm);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should not wait for a background turn past its deadline: a page that never idles still writes its reads', async () => {
    vi.stubGlobal('scheduler', { postTask: () => new Promise<void>(() => undefined) });
    try {
      const { store, writes } = recordingStore();
      const writer = createDurableSessionWriter({ store: Promise.resolve(store), identity, onError: vi.fn() });
      writer.journal.held(tag('E1', 1));
      await vi.advanceTimersByTimeAsync(250 + 2999);
      expect(writes).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(writes.map((write) => write.changes.puts.map((read) => read.code))).toEqual([['E1']]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
