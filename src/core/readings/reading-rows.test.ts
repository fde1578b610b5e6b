import { describe, expect, it } from 'vitest';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { groupedRows, itemRows, sortRows } from './reading-rows.ts';
import { demoRead } from '../../test-support/test-reads.ts';

const classified = (code: string, status: ReadStatus, seq: number, productCode?: string): ClassifiedRead => {
  const read = demoRead(code, [], { id: code, productCode });
  return { ...read, item: read.item!, status, zoneWarning: false, seq };
};

describe('groupedRows() (000 §3 grouped row, 000 §4.6)', () => {
  it('[000-2.15-08] aggregates the reads of one product with its counter figures', () => {
    const rows = groupedRows([
      classified('A', 'valid', 1, 'P1'),
      classified('B', 'valid', 2, 'P1'),
      classified('C', 'valid', 3),
    ]);
    expect(rows.map((row) => [row.key, row.detected])).toEqual([
      ['product:P1', 2],
      ['read:C', 1],
    ]);
  });
  it('[000-4.6-12] [000-4.6-13] a row is error if any item is, else warning if any item is', () => {
    const [errorRow] = groupedRows([
      classified('A', 'warning', 1, 'P'),
      classified('B', 'error', 2, 'P'),
      classified('C', 'valid', 3, 'P'),
    ]);
    expect(errorRow).toMatchObject({ status: 'error', errors: 1, warnings: 1 });
    const [warningRow] = groupedRows([classified('A', 'valid', 1, 'P'), classified('B', 'warning', 2, 'P')]);
    expect(warningRow?.status).toBe('warning');
  });
});

describe('sortRows() (000 §4.6 sort)', () => {
  const reads = [
    classified('v1', 'valid', 1),
    classified('i1', 'ignored', 2),
    classified('e1', 'error', 3),
    classified('w1', 'warning', 4),
    classified('v2', 'valid', 5),
    classified('e2', 'error', 6),
  ];
  it('[000-4.6-14] sorts error, warning, ignored, then others, each by arrival', () => {
    expect(sortRows(itemRows(reads), false).map((row) => row.key)).toEqual(['e1', 'e2', 'w1', 'i1', 'v1', 'v2']);
  });
  it('[000-4.6-15] reverses the arrival order with newReadingsFirst', () => {
    expect(sortRows(itemRows(reads), true).map((row) => row.key)).toEqual(['e2', 'e1', 'w1', 'i1', 'v2', 'v1']);
  });
});
