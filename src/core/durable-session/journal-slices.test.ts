import { describe, expect, it } from 'vitest';
import type { DurableRead } from './durable-session.ts';
import { journalSlices } from './journal-slices.ts';

const read = (code: string): DurableRead => ({ code, seq: 1, read: { epc: code } });
const puts = (count: number) => Array.from({ length: count }, (_, index) => read(`P${index}`));

describe('journalSlices()', () => {
  it('should keep a batch within the size as one slice, the clear with it', () => {
    const changes = { cleared: true, puts: puts(3), deletes: ['D'] };
    expect(journalSlices(changes, 10)).toEqual([changes]);
  });

  it('should keep an empty batch (a clear alone, or a header change) as one slice', () => {
    expect(journalSlices({ cleared: true, puts: [], deletes: [] }, 10)).toEqual([
      { cleared: true, puts: [], deletes: [] },
    ]);
  });

  it('should cut deletes then puts into slices of at most the size, the clear in the first only', () => {
    const slices = journalSlices({ cleared: true, puts: puts(5), deletes: ['D1', 'D2'] }, 3);
    expect(slices).toEqual([
      { cleared: true, puts: [read('P0')], deletes: ['D1', 'D2'] },
      { cleared: false, puts: [read('P1'), read('P2'), read('P3')], deletes: [] },
      { cleared: false, puts: [read('P4')], deletes: [] },
    ]);
  });

  it.each([
    [10_000, 200, 50],
    [201, 200, 2],
    [200, 200, 1],
  ])('should write %i records in slices of %i as %i transactions, every record once', (count, size, expected) => {
    const slices = journalSlices({ cleared: false, puts: puts(count), deletes: [] }, size);
    expect(slices).toHaveLength(expected);
    expect(slices.flatMap((slice) => slice.puts)).toHaveLength(count);
    expect(Math.max(...slices.map((slice) => slice.puts.length))).toBeLessThanOrEqual(size);
  });
});
