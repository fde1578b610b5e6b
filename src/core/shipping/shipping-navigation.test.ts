import { describe, expect, it } from 'vitest';
import { parcelReadingBack, showsAsnSelection } from './shipping-navigation.ts';

const shipment = { shippingMode: 'shipment', startAsnScreen: 'asnList' };

describe('shipping navigation (001 §2.4, §2.7)', () => {
  it('[001-2.4-01] the ASN selection shows for INBOUND or OUTBOUND in shipment mode with an ASN screen, unless skipped', () => {
    expect(showsAsnSelection('INBOUND', shipment, false)).toBe(true);
    expect(showsAsnSelection('OUTBOUND', { ...shipment, startAsnScreen: 'inputCode' }, false)).toBe(true);
    expect(showsAsnSelection('PACKING', shipment, false)).toBe(false);
    expect(showsAsnSelection('INBOUND', { ...shipment, shippingMode: 'parcelByParcel' }, false)).toBe(false);
    expect(showsAsnSelection('INBOUND', { ...shipment, startAsnScreen: 'no' }, false)).toBe(false);
    expect(showsAsnSelection('INBOUND', shipment, true)).toBe(false);
  });

  it('[001-2.7-13] [001-2.7-14] [001-2.7-15] back: the backRoute with its params, else the start form when it has fields, else /', () => {
    const handed = { backRoute: '/shipping/:opCode/asn/:asnId', backRouteParams: { opCode: 'IN', asnId: '7' } };
    expect(parcelReadingBack(handed, 'IN', true)).toBe('/shipping/IN/asn/7');
    expect(parcelReadingBack({}, 'IN', true)).toBe('/shipping/IN');
    expect(parcelReadingBack({}, 'IN', false)).toBe('/');
    expect(parcelReadingBack({ backRoute: 'https://elsewhere.test' }, 'IN', false)).toBe('/');
  });
});
