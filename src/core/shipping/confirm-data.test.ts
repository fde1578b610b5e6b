import { describe, expect, it } from 'vitest';
import { asnCodeOf, parcelConfirmPlaces } from './confirm-data.ts';

describe('ASN confirm data (001 §5)', () => {
  it('[001-5-08] [001-5-09] [001-5-10] the workstation place stands in for the missing place of the type', () => {
    expect(parcelConfirmPlaces('INBOUND', {}, 'WH')).toEqual({ destinationPlaceId: 'WH' });
    expect(parcelConfirmPlaces('INBOUND', { destinationPlaceId: 'ST' }, 'WH')).toEqual({ destinationPlaceId: 'ST' });
    expect(parcelConfirmPlaces('OUTBOUND', {}, 'WH')).toEqual({ originPlaceId: 'WH' });
    expect(parcelConfirmPlaces('PACKING', { operationPlaceId: ' ' }, 'WH')).toEqual({ operationPlaceId: 'WH' });
  });

  it("[001-5-07] the ASN code is the current ASN's, else the parcel's ASN's", () => {
    expect(asnCodeOf({ code: 'A1' }, { asn: { code: 'A2' } })).toBe('A1');
    expect(asnCodeOf(undefined, { asn: { code: 'A2' } })).toBe('A2');
    expect(asnCodeOf()).toBeUndefined();
  });
});
