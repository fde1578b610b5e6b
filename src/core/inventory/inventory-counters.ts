/**
 * The inventory counters of 001 §3 (getCounters) and the figures of 001 §9 drawn from them:
 * Read = rfid + barcode detected; Expected detected = (rfid + barcode detected) − (rfid + barcode unexpected);
 * Missing = rfid + barcode missing.
 */
import { isRecord, memberOf } from '../operation-config/raw-values.ts';

export const inventoryCounterNames = [
  'rfidDetected',
  'barcodeDetected',
  'rfidUnexpected',
  'barcodeUnexpected',
  'rfidExpected',
  'barcodeExpected',
  'rfidMissing',
  'barcodeMissing',
  'rfidIgnoreWithReason',
] as const;

export type InventoryCounters = Record<(typeof inventoryCounterNames)[number], number>;

/** The counters, or undefined unless every one is a whole number ≥ 0 (a count cannot be anything else). */
export function parseInventoryCounters(value: unknown): InventoryCounters | undefined {
  if (!isRecord(value)) return undefined;
  const counters = {} as InventoryCounters;
  for (const name of inventoryCounterNames) {
    const count = memberOf(value, name);
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 0) return undefined;
    counters[name] = count;
  }
  return counters;
}

export interface InventoryFigures {
  read: number;
  expectedDetected: number;
  /** All expected items, the total of the Expected tile (detected/total). */
  expectedTotal: number;
  unexpected: number;
  ignoredWithReason: number;
  missing: number;
}

export function inventoryFigures(counters: InventoryCounters): InventoryFigures {
  const read = counters.rfidDetected + counters.barcodeDetected;
  const unexpected = counters.rfidUnexpected + counters.barcodeUnexpected;
  return {
    read,
    // As 001 §9 writes it, not clamped at 0 (unlike sorting's Missing): a server giving more unexpected than
    // detected shows so rather than being hidden.
    expectedDetected: read - unexpected,
    expectedTotal: counters.rfidExpected + counters.barcodeExpected,
    unexpected,
    ignoredWithReason: counters.rfidIgnoreWithReason,
    missing: counters.rfidMissing + counters.barcodeMissing,
  };
}
