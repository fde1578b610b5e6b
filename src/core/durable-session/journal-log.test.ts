import { describe, expect, it } from 'vitest';
import { demoRead } from '../../test-support/test-reads.ts';
import { createJournalEncoder, journalLogEntry, replayJournalLog } from './journal-log.ts';

const read = (code: string, seq: number) => ({ code, seq, read: { epc: code } });

const decodedRead = (code: string, seq: number, productCode: string) => ({
  ...read(code, seq),
  decoded: demoRead(code, [], { id: `item-${code}`, productCode }),
});

describe('replayJournalLog()', () => {
  it('should replay the entries in order: a later put replaces the earlier, a delete forgets, arrival order kept', () => {
    const encoder = createJournalEncoder();
    const entries = [
      journalLogEntry('s', 0, { cleared: true, puts: [read('B', 2), read('A', 1)], deletes: [] }, encoder),
      journalLogEntry(
        's',
        1,
        { cleared: false, puts: [{ ...read('B', 2), decoded: demoRead('B') }, read('C', 3)], deletes: ['A'] },
        encoder,
      ),
      journalLogEntry('s', 2, { cleared: false, puts: [read('A', 4)], deletes: [] }, encoder),
    ];
    const reads = replayJournalLog(entries);
    expect(reads.map((stored) => stored.code)).toEqual(['B', 'C', 'A']);
    expect(reads[0]?.decoded).toEqual(demoRead('B'));
  });

  it('should skip an entry that is not one and a read that does not parse, keeping the rest', () => {
    const reads = replayJournalLog([
      { sessionId: 's', entry: 0, changes: '{not json' },
      { sessionId: 's', entry: 1, changes: 42 },
      null,
      {
        sessionId: 's',
        entry: 2,
        changes: JSON.stringify({ puts: [{ code: '', seq: 1 }, read('E1', 1)], deletes: 'x' }),
      },
    ]);
    expect(reads).toEqual([read('E1', 1)]);
  });
});

describe('products in the log (createJournalEncoder)', () => {
  it('should write each product once, in the first entry that shows it, and restore every read with it', () => {
    const encoder = createJournalEncoder();
    const first = encoder.encode({ puts: [decodedRead('A', 1, 'P1'), decodedRead('B', 2, 'P1')], deletes: [] });
    const second = encoder.encode({ puts: [decodedRead('C', 3, 'P1'), decodedRead('D', 4, 'P2')], deletes: [] });
    expect(Object.keys(JSON.parse(first).products)).toEqual(['P1']);
    expect(Object.keys(JSON.parse(second).products)).toEqual(['P2']);
    expect(first.split('"Product P1"')).toHaveLength(2);
    expect(second).not.toContain('"Product P1"');
    expect([...encoder.written]).toEqual(['P1', 'P2']);

    const reads = replayJournalLog([first, second].map((changes, entry) => ({ sessionId: 's', entry, changes })));
    expect(reads).toEqual([
      decodedRead('A', 1, 'P1'),
      decodedRead('B', 2, 'P1'),
      decodedRead('C', 3, 'P1'),
      decodedRead('D', 4, 'P2'),
    ]);
  });

  it('should leave the reads it encodes as they were', () => {
    const put = decodedRead('A', 1, 'P1');
    createJournalEncoder().encode({ puts: [put], deletes: [] });
    expect(put).toEqual(decodedRead('A', 1, 'P1'));
  });

  it('should only name a product the stored log already holds', () => {
    const changes = createJournalEncoder(['P1']).encode({ puts: [decodedRead('A', 1, 'P1')], deletes: [] });
    expect(JSON.parse(changes)).not.toHaveProperty('products');
    expect(JSON.parse(changes).puts[0].decoded.item.product).toEqual({ $product: 'P1' });
  });

  it('should restore a read whose product the log lost undecoded, so it is decoded again', () => {
    const changes = createJournalEncoder(['P1']).encode({ puts: [decodedRead('A', 1, 'P1')], deletes: [] });
    expect(replayJournalLog([{ sessionId: 's', entry: 0, changes }])).toEqual([read('A', 1)]);
  });
});
