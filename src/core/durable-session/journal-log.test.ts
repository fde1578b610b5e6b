import { describe, expect, it } from 'vitest';
import { demoRead } from '../../test-support/test-reads.ts';
import { journalLogEntry, replayJournalLog } from './journal-log.ts';

const read = (code: string, seq: number) => ({ code, seq, read: { epc: code } });

describe('replayJournalLog()', () => {
  it('should replay the entries in order: a later put replaces the earlier, a delete forgets, arrival order kept', () => {
    const entries = [
      journalLogEntry('s', 0, { cleared: true, puts: [read('B', 2), read('A', 1)], deletes: [] }),
      journalLogEntry('s', 1, {
        cleared: false,
        puts: [{ ...read('B', 2), decoded: demoRead('B') }, read('C', 3)],
        deletes: ['A'],
      }),
      journalLogEntry('s', 2, { cleared: false, puts: [read('A', 4)], deletes: [] }),
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
