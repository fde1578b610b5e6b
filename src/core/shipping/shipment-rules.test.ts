import { describe, expect, it } from 'vitest';
import {
  asnCounters,
  asnListSort,
  asnListStatuses,
  canCreateParcel,
  isParcelCompleted,
  needsForceClose,
  shippingSegment,
} from './shipment-rules.ts';

describe('shipment rules (001 §4.2)', () => {
  it.each([
    ['[001-4.2-01] [001-7-shipping-32]', 'INBOUND', ['DRAFT', 'IN_TRANSIT', 'IN_INBOUND', 'INBOUND_ERROR']],
    ['[001-4.2-02] [001-7-shipping-32]', 'OUTBOUND', ['DRAFT', 'IN_OUTBOUND', 'OUTBOUND_ERROR']],
    ['[001-4.2-03]', 'PACKING', []],
  ])('%s the ASN list of %s asks for %j', (_id, type, statuses) => {
    expect(asnListStatuses(type)).toEqual(statuses);
  });

  it.each([
    ['INBOUND', 'DRAFT', true, true],
    ['INBOUND', 'IN_TRANSIT', true, true],
    ['INBOUND', 'IN_INBOUND', true, true],
    ['INBOUND', 'INBOUND_ERROR', true, true],
    ['INBOUND', 'RECEIVED', true, false],
    ['INBOUND', 'IN_INBOUND', false, false],
    ['OUTBOUND', 'IN_TRANSIT', true, true],
    ['OUTBOUND', 'IN_OUTBOUND', true, true],
    ['OUTBOUND', 'INBOUND_ERROR', true, true],
    ['OUTBOUND', 'OUTBOUND_ERROR', true, false],
    ['PACKING', 'DRAFT', true, false],
  ])(
    "[001-4.2-04] [001-4.2-05] [001-4.2-06] 'New parcel' for %s in %s with canCreateParcels %s: %s",
    (type, status, option, shown) => {
      expect(canCreateParcel(type, status, option)).toBe(shown);
    },
  );

  it.each([
    ['INBOUND', ['DRAFT', 'IN_TRANSIT', 'FORCE_SENT', 'IN_INBOUND', 'INBOUND_ERROR', 'FORCE_RECEIVED'], ['RECEIVED']],
    ['OUTBOUND', ['DRAFT', 'PACKED', 'IN_OUTBOUND', 'OUTBOUND_ERROR'], ['SENT', 'IN_TRANSIT']],
  ])(
    '[001-4.2-07] [001-4.2-08] [001-2.5-19] %s parcels not completed (rows that do not open)',
    (type, open, completed) => {
      for (const status of open) expect(isParcelCompleted(type, status)).toBe(false);
      for (const status of completed) expect(isParcelCompleted(type, status)).toBe(true);
    },
  );

  it('[001-4.2-09] [001-4.2-10] [001-4.2-11] counters: the ASN figures, else the sums of its parcels; expected only with a checklist', () => {
    const parcels = [
      { parcelEntryQuantity: 3, checklistExpectedQuantity: 4 },
      { parcelEntryQuantity: 2, checklistExpectedQuantity: 1 },
      {},
    ];
    expect(asnCounters({}, parcels, true)).toEqual({ detected: 5, expected: 5 });
    expect(asnCounters({}, parcels, false)).toEqual({ detected: 5 });
    expect(asnCounters({ detectedCounter: 9, expectedCounter: 12 }, parcels, true)).toEqual({
      detected: 9,
      expected: 12,
    });
  });

  it('[001-4.2-13] a parcel without parcelEntryQuantity asks to force the closing', () => {
    expect(needsForceClose([{ parcelEntryQuantity: 2 }, { parcelEntryQuantity: 0 }])).toBe(true);
    expect(needsForceClose([{ parcelEntryQuantity: 2 }, {}])).toBe(true);
    expect(needsForceClose([{ parcelEntryQuantity: 1 }])).toBe(false);
  });

  it('[001-7-shipping-01] [001-7-shipping-18] segments and the ASN order', () => {
    expect(['INBOUND', 'OUTBOUND', 'PACKING'].map(shippingSegment)).toEqual(['inbound', 'outbound', 'packing']);
    expect(asnListSort(false)).toBe('creationDate,desc');
    expect(asnListSort(true)).toBe('creationDate,asc');
  });
});
