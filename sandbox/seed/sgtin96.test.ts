import { describe, expect, it } from 'vitest';
import { decodeSgtin96, ean13OfGtin, encodeSgtin96, gs1CheckDigit, sgtin96FromEan13 } from './sgtin96.ts';

describe('GS1 SGTIN-96 (000 §3 Identifier: UHF EPCs)', () => {
  it('encodes the GS1 Tag Data Standard example urn:epc:tag:sgtin-96:3.0614141.812345.6789', () => {
    expect(encodeSgtin96({ filter: 3, companyPrefix: '0614141', itemReference: '812345', serial: 6789n })).toBe(
      '3074257BF7194E4000001A85',
    );
  });

  it('decodes the same example back to its fields and GTIN 80614141123458', () => {
    expect(decodeSgtin96('3074257BF7194E4000001A85')).toEqual({
      filter: 3,
      partition: 5,
      companyPrefix: '0614141',
      itemReference: '812345',
      serial: 6789n,
      gtin: '80614141123458',
    });
  });

  it('computes GS1 check digits', () => {
    expect(gs1CheckDigit('8061414112345')).toBe('8');
    expect(gs1CheckDigit('400638133393')).toBe('1');
  });

  it('round-trips every partition and the largest serial', () => {
    for (let digits = 6; digits <= 12; digits += 1) {
      const companyPrefix = '123456789012'.slice(0, digits);
      const itemReference = '1234567'.slice(0, 13 - digits);
      const serial = (1n << 38n) - 1n;
      const epc = encodeSgtin96({ filter: 1, companyPrefix, itemReference, serial });
      expect(epc).toMatch(/^30[0-9A-F]{22}$/);
      expect(decodeSgtin96(epc)).toMatchObject({
        filter: 1,
        partition: 12 - digits,
        companyPrefix,
        itemReference,
        serial,
      });
    }
  });

  it('builds the EPC of an EAN-13 product and finds the EAN back', () => {
    const epc = sgtin96FromEan13('8054321100019', 7, 1000001n);
    const decoded = decodeSgtin96(epc);
    expect(decoded?.gtin).toBe('08054321100019');
    expect(ean13OfGtin(decoded?.gtin ?? '')).toBe('8054321100019');
  });

  it('rejects what is not an SGTIN-96 and invalid input', () => {
    expect(decodeSgtin96('E2801170000000000000ABCD')).toBeUndefined();
    expect(decodeSgtin96('3074257BF7194E')).toBeUndefined();
    expect(() => sgtin96FromEan13('8054321100018', 7, 1n)).toThrow('invalid EAN-13');
    expect(() => encodeSgtin96({ filter: 1, companyPrefix: '12345', itemReference: '12345678', serial: 1n })).toThrow();
    expect(() =>
      encodeSgtin96({ filter: 1, companyPrefix: '0614141', itemReference: '812345', serial: 1n << 38n }),
    ).toThrow();
  });
});
