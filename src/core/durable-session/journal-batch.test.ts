import { describe, expect, it } from 'vitest';
import type { DurableRead } from './durable-session.ts';
import { createJournalBatch } from './journal-batch.ts';

const read = (code: string, seq = 1, decoded = false): DurableRead => ({
  code,
  seq,
  read: { epc: code },
  ...(decoded && {
    decoded: {
      identifierCode: code,
      decodeResult: 'unknown',
      statuses: [],
      item: null,
      epc: code,
      detected: 0,
      expected: 0,
      unexpected: 0,
    },
  }),
});

describe('createJournalBatch()', () => {
  it('should keep the last put of a code: read, then decoded, is one write', () => {
    const batch = createJournalBatch();
    batch.put(read('A', 1));
    batch.put(read('A', 1, true));
    const changes = batch.take();
    expect(changes.puts).toEqual([read('A', 1, true)]);
    expect(changes.deletes).toEqual([]);
    expect(batch.isEmpty()).toBe(true);
  });

  it('should turn a put then a delete into a delete, and a delete then a put into a put', () => {
    const batch = createJournalBatch();
    batch.put(read('A'));
    batch.delete('A');
    batch.delete('B');
    batch.put(read('B', 2));
    expect(batch.take()).toEqual({ cleared: false, puts: [read('B', 2)], deletes: ['A'] });
  });

  it('should drop what came before a clear, and keep what came after it', () => {
    const batch = createJournalBatch();
    batch.put(read('A'));
    batch.delete('C');
    batch.clear();
    batch.put(read('B', 2));
    expect(batch.isEmpty()).toBe(false);
    expect(batch.take()).toEqual({ cleared: true, puts: [read('B', 2)], deletes: [] });
    expect(batch.take()).toEqual({ cleared: false, puts: [], deletes: [] });
  });
});
