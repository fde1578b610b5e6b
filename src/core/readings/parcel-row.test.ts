import { describe, expect, it } from 'vitest';
import { parcelState, sortParcels, type ParcelRowData } from './parcel-row.ts';

const parcel = (code: string, flags: Partial<ParcelRowData> = {}): ParcelRowData => ({
  code,
  parcelEntryQuantity: 3,
  detected: false,
  unexpected: false,
  forced: false,
  ...flags,
});

describe('parcelState() (000 §4.8)', () => {
  it('to read, unexpected, forced, ok, removed', () => {
    expect(parcelState(parcel('A'))).toBe('toRead');
    expect(parcelState(parcel('A', { detected: true, unexpected: true }))).toBe('unexpected');
    expect(parcelState(parcel('A', { detected: true, forced: true }))).toBe('forced');
    expect(parcelState(parcel('A', { detected: true }))).toBe('ok');
    expect(parcelState(parcel('A', { removed: true, detected: true }))).toBe('removed');
  });
});

describe('sortParcels() (000 §4.8)', () => {
  it('[000-4.8-06] puts unexpected parcels first', () => {
    const sorted = sortParcels([
      parcel('A'),
      parcel('B', { detected: true, unexpected: true }),
      parcel('C', { detected: true }),
    ]);
    expect(sorted.map((entry) => entry.code)).toEqual(['B', 'A', 'C']);
  });
});
