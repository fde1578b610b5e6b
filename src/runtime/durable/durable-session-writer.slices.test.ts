import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalChanges } from '../../core/durable-session/journal-batch.ts';
import { unknownDecodedRead } from '../../core/readings/decoded-read.ts';
import type { TagEntry } from '../../core/readings/tag-memory.ts';
import type { DurableSessionStore } from './durable-session-store.ts';
import { createDurableSessionWriter } from './durable-session-writer.ts';

const tag = (code: string, seq: number): TagEntry => ({
  code,
  read: { epc: code },
  identifierType: 'UHF_TAG',
  pending: true,
  processing: false,
  failed: false,
  seq,
});

function openWriter(recordsPerTransaction?: number) {
  const writes: JournalChanges[] = [];
  const store = {
    write: async (_header: unknown, changes: JournalChanges) => void writes.push(changes),
    remove: async () => undefined,
  } as unknown as DurableSessionStore;
  const writer = createDurableSessionWriter({
    store: Promise.resolve(store),
    identity: {
      userId: 'u1',
      workstationId: 'ws1',
      operationCode: 'OP',
      description: '',
      route: '/x',
      navigation: {},
    },
    intervalMs: 250,
    recordsPerTransaction,
    onError: (error) => {
      throw error;
    },
  });
  const codesOf = (changes: JournalChanges) => changes.puts.map((read) => `${read.code}${read.decoded ? '+' : ''}`);
  return { writer, writes, codesOf };
}

describe('createDurableSessionWriter()', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should write a tag decoded within the interval once, with its answer, and a tag still undecoded one interval later', async () => {
    const { writer, writes, codesOf } = openWriter();
    writer.journal.held(tag('A', 1));
    await vi.advanceTimersByTimeAsync(100);
    writer.journal.decoded(tag('A', 1), unknownDecodedRead('A'));
    await vi.advanceTimersByTimeAsync(100);
    writer.journal.held(tag('B', 2));
    await vi.advanceTimersByTimeAsync(50);
    expect(writes.map(codesOf)).toEqual([['A+']]);
    await vi.advanceTimersByTimeAsync(250);
    expect(writes.map(codesOf)).toEqual([['A+'], ['B']]);
  });

  it('should write every held tag at a flush, however young', async () => {
    const { writer, writes, codesOf } = openWriter();
    writer.journal.held(tag('A', 1));
    await writer.flush();
    expect(writes.map(codesOf)).toEqual([['A']]);
  });

  it('should write a big batch in transactions of at most the given records, the first clearing what was stored', async () => {
    const { writer, writes } = openWriter(2);
    for (let seq = 1; seq <= 5; seq += 1) writer.journal.held(tag(`T${seq}`, seq));
    await writer.flush();
    expect(writes.map((changes) => changes.puts.length)).toEqual([2, 2, 1]);
    expect(writes.map((changes) => changes.cleared)).toEqual([true, false, false]);
  });
});
