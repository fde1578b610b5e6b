import { describe, expect, it } from 'vitest';
import {
  DecodedReadsFormatError,
  decodeResultOf,
  parseDecodedRead,
  parseDecodedReads,
  parseItem,
} from './decoded-read.ts';
import { productImageId } from './product-image.ts';

describe('parseDecodedReads() (000 §3 Decoded read)', () => {
  it('reads identifierCode, statuses, item and the figures', () => {
    const [read] = parseDecodedReads([
      {
        identifierCode: 'E1',
        statuses: ['ITEM_NOT_IN_STOCK', 7],
        item: {
          id: 'i1',
          zone: { id: 'z', code: 'STOCK', place: { code: 'MIL' } },
          product: { code: 'P1', size: { value: 'M', description: 'Medium' }, attributes: { ean: { value: '800' } } },
          identifiers: [{ id: 'x', code: 'E1', type: 'UHF_TAG', role: 'EMBEDDED' }, 'junk'],
        },
        detected: 1,
        expected: 2,
        unexpected: 'x',
      },
    ]);
    expect(read).toMatchObject({
      identifierCode: 'E1',
      decodeResult: 'itemFound',
      statuses: ['ITEM_NOT_IN_STOCK', '7'],
      detected: 1,
      expected: 2,
      unexpected: 0,
    });
    expect(read?.item?.zone?.place.code).toBe('MIL');
    expect(read?.item?.product?.attributes.ean).toBe('800');
    expect(read?.item?.identifiers).toHaveLength(1);
  });

  it('accepts a page with content, drops entries without a code and refuses anything else', () => {
    expect(parseDecodedReads({ content: [{ identifierCode: 'A' }, { statuses: [] }, null] })).toHaveLength(1);
    expect(() => parseDecodedReads({ error: 'x' })).toThrow(DecodedReadsFormatError);
    expect(() => parseDecodedReads('nope')).toThrow(DecodedReadsFormatError);
  });

  it('keeps a decodeResult the server gives and ignores an unknown one', () => {
    expect(parseDecodedReads([{ identifierCode: 'A', decodeResult: 'productFound' }])[0]?.decodeResult).toBe(
      'productFound',
    );
    expect(parseDecodedReads([{ identifierCode: 'A', decodeResult: 'weird' }])[0]?.decodeResult).toBe('unknown');
  });
});

describe('decodeResultOf() (000 §4.6 decoded result types)', () => {
  it('[000-4.6-16] [000-4.6-17] [000-4.6-18] [000-4.6-19] item with id, product, EAN only, nothing', () => {
    expect(decodeResultOf(parseItem({ id: '1' }))).toBe('itemFound');
    expect(decodeResultOf(parseItem({ product: { code: 'P' } }))).toBe('productFound');
    expect(decodeResultOf(parseItem({ product: { code: null, attributes: { ean: { value: '8' } } } }))).toBe(
      'unknownDecoded',
    );
    expect(decodeResultOf(null)).toBe('unknown');
  });
});

describe('parseDecodedRead() kind fields', () => {
  it('[000-3-decodedread-02] keeps what a kind adds to a read: parcel, ASN, sorting group, label, EPC, QC status', () => {
    const read = parseDecodedRead({
      identifierCode: 'E1',
      epc: 'E280-0001',
      parcelCode: 'P-1',
      asn: { code: 'ASN-9' },
      sortingGroupRead: { code: 'G1', description: 'Store 12' },
      attributes: { zpl: '^XA^XZ' },
      qcStatus: 'LOADING',
    });
    expect(read?.kindFields).toEqual({
      parcelCode: 'P-1',
      asnCode: 'ASN-9',
      sortingGroupRead: { code: 'G1', description: 'Store 12' },
      zpl: '^XA^XZ',
      qcStatus: 'LOADING',
    });
    expect(read?.epc).toBe('E280-0001');
  });

  it('adds nothing when a read has none, or of the wrong type', () => {
    expect(
      parseDecodedRead({ identifierCode: 'E1', parcelCode: { code: 'P' }, asn: 'x', qcStatus: ['OK'] })?.kindFields,
    ).toBeUndefined();
  });
});

describe('parseDecodedReads() items', () => {
  it('[000-3-item-01] [000-3-product-01] reads the item id, fakeItemID and serial, and the product id, code (or productCode) and description', () => {
    const [stored, standIn] = parseDecodedReads([
      {
        identifierCode: 'E1',
        item: { id: 'i1', serial: 'SN-1', product: { id: 'p1', code: 'SH305', description: 'Shirt' } },
      },
      { identifierCode: 'E2', item: { fakeItemID: 'F-9', serial: 42, product: { id: 'p2', productCode: 'KN210' } } },
    ]);
    expect(stored?.item).toMatchObject({ id: 'i1', fakeItemID: '', serial: 'SN-1' });
    expect(stored?.item?.product).toMatchObject({ id: 'p1', code: 'SH305', description: 'Shirt' });
    expect(standIn?.item).toMatchObject({ id: '', fakeItemID: 'F-9', serial: '42' });
    expect(standIn?.item?.product).toMatchObject({ id: 'p2', code: 'KN210', description: '' });
  });
});

describe('parseDecodedReads() products', () => {
  it('[000-3-product-04] [000-7.3-08] the items of one product in one answer share one parsed product, and its image id', () => {
    const product = { id: 'p1', code: 'KN210', attributes: { imageId: { value: '{"imageUrls":{"medium":"IMG-M"}}' } } };
    const reads = parseDecodedReads([
      { identifierCode: 'E1', item: { id: 'i1', product } },
      { identifierCode: 'E2', item: { id: 'i2', product: { ...product } } },
      { identifierCode: 'E3', item: { id: 'i3', product: { id: 'p2', code: 'KN211', attributes: {} } } },
    ]);
    expect(reads[0]!.item!.product).toBe(reads[1]!.item!.product);
    expect(reads[2]!.item!.product).toMatchObject({ code: 'KN211' });
    expect(productImageId(reads[0]!.item!.product)).toBe('IMG-M');
    expect(productImageId(reads[1]!.item!.product)).toBe('IMG-M');
    expect(productImageId(reads[2]!.item!.product, 'small')).toBe('IMG-KN211');
  });
});
