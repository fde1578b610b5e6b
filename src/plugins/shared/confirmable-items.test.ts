import { describe, expect, it } from 'vitest';
import type { ListedRead } from '../define-plugin.ts';
import { confirmableItems } from './confirmable-items.ts';

const read = (status: string, id: string | null, identifierCode = `E-${id}`): ListedRead => ({
  identifierCode,
  status,
  item: id === null ? null : { id },
});

describe('confirmableItems()', () => {
  it('[001-4.6-03] [001-7-sil-02] saves ok and warning items with an id, counting each kind', () => {
    const reads = [
      read('valid', 'i1'),
      read('warning', 'i2'),
      read('error', 'i3'),
      read('ignored', 'i4'),
      read('ignoredWithReason', 'i5'),
      read('warning', ''),
      read('valid', null),
    ];
    expect(confirmableItems(reads)).toEqual({ itemIds: ['i1', 'i2'], okCount: 1, warningCount: 1 });
  });

  it('[001-4.6-03] without an ok item nothing is confirmable', () => {
    expect(confirmableItems([read('warning', 'i2'), read('error', 'i3')]).okCount).toBe(0);
  });

  it('counts an item read by two identifiers once, and leaves out items already confirmed', () => {
    const reads = [read('valid', 'i1', 'E1'), read('valid', 'i1', 'E1-NFC'), read('valid', 'i2')];
    expect(confirmableItems(reads, new Set(['i2']))).toEqual({ itemIds: ['i1'], okCount: 1, warningCount: 0 });
  });
});
