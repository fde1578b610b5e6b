import { describe, expect, it } from 'vitest';
import type { ClassifiedRead, ReadStatus } from './classify-read.ts';
import { createListedReads } from './listed-reads.ts';
import { demoItem, demoRead } from '../../test-support/test-reads.ts';

const listedRead = (code: string, status: ReadStatus, itemId: string, extraCodes: string[] = []): ClassifiedRead => ({
  ...demoRead(code),
  item: demoItem(code, { id: itemId, extraCodes }),
  status,
  zoneWarning: false,
  seq: 1,
});

describe('createListedReads() (000 §4.5 removal, §4.7 counts)', () => {
  it("[000-4.5-10] finds a read by any of its item's identifier codes, by item id, and by a later tag of the item", () => {
    const list = createListedReads();
    const read = listedRead('E1', 'valid', 'item-1', ['NFC1']);
    list.add(read);
    list.addCodeOfItem('E9', 'item-1');
    expect(list.findByCode('NFC1')).toBe(read);
    expect(list.findByCode('E9')).toBe(read);
    expect(list.findByItemId('item-1')).toBe(read);
    expect(list.findByCode('E2')).toBeUndefined();
  });

  it('[000-4.5-11] takes a read off with every code that pointed at it, and keeps the counts', () => {
    const list = createListedReads();
    const kept = listedRead('E2', 'warning', 'item-2');
    const taken = listedRead('E1', 'error', 'item-1', ['NFC1']);
    list.add(kept);
    list.add(taken);
    list.addCodeOfItem('E9', 'item-1');
    expect(list.byStatus()).toMatchObject({ error: 1, warning: 1 });
    expect([...list.take(taken)].sort()).toEqual(['E1', 'E9', 'NFC1']);
    expect(list.findByCode('NFC1')).toBeUndefined();
    expect(list.findByItemId('item-1')).toBeUndefined();
    expect(list.byStatus()).toMatchObject({ error: 0, warning: 1 });
    expect([...list.values()]).toEqual([kept]);
  });

  it('clear forgets every read and count', () => {
    const list = createListedReads();
    list.add(listedRead('E1', 'valid', 'item-1'));
    list.clear();
    expect(list.size()).toBe(0);
    expect(list.byDecodeResult().itemFound).toBe(0);
    expect(list.findByItemId('item-1')).toBeUndefined();
  });
});
