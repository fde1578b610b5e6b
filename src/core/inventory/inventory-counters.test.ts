import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inventoryCounterNames,
  inventoryFigures,
  parseInventoryCounters,
  type InventoryCounters,
} from './inventory-counters.ts';

const counters: InventoryCounters = {
  rfidDetected: 20,
  barcodeDetected: 2,
  rfidUnexpected: 3,
  barcodeUnexpected: 1,
  rfidExpected: 24,
  barcodeExpected: 0,
  rfidMissing: 6,
  barcodeMissing: 0,
  rfidIgnoreWithReason: 5,
};

describe('parseInventoryCounters()', () => {
  it('[001-3-inventory-02] [001-3-inventory-03] should keep the nine counters', () => {
    expect(parseInventoryCounters({ ...counters, inventoryId: 'x' })).toEqual(counters);
  });

  it.each(inventoryCounterNames)('should refuse counters whose %s is missing', (name) => {
    const { [name]: _left, ...rest } = counters;
    expect(parseInventoryCounters(rest)).toBeUndefined();
  });

  it.each([['3'], [-1], [1.5], [Number.NaN], [null]])('should refuse a count of %j', (count) => {
    expect(parseInventoryCounters({ ...counters, rfidDetected: count })).toBeUndefined();
  });

  it.each([null, [], 'counters'])('should refuse %j', (raw) => {
    expect(parseInventoryCounters(raw)).toBeUndefined();
  });
});

describe('inventoryFigures()', () => {
  it.each([
    ['[001-9-13] Read = rfid + barcode detected', 'read', 22],
    ['[001-9-14] Expected detected = (rfid + barcode detected) − (rfid + barcode unexpected)', 'expectedDetected', 18],
    ['Expected total = rfid + barcode expected', 'expectedTotal', 24],
    ['Unexpected = rfid + barcode unexpected', 'unexpected', 4],
    ['Ignored with reason = rfidIgnoreWithReason', 'ignoredWithReason', 5],
    ['[001-9-15] Missing = rfid + barcode missing', 'missing', 6],
  ] as const)('should give %s', (_rule, figure, value) => {
    expect(inventoryFigures(counters)[figure]).toBe(value);
  });

  it('[001-9-14] should keep Expected detected + Unexpected = Read for any counters', () => {
    const count = fc.nat({ max: 1_000_000 });
    const anyCounters = fc.record(
      Object.fromEntries(inventoryCounterNames.map((name) => [name, count])) as Record<
        keyof InventoryCounters,
        typeof count
      >,
    );
    fc.assert(
      fc.property(anyCounters, (given) => {
        const figures = inventoryFigures(given);
        expect(figures.expectedDetected + figures.unexpected).toBe(figures.read);
      }),
    );
  });
});
