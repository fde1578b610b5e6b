/** Reads and decoded answers for the readings benchmark: realistic items spread over products. */
import type { DecodedRead } from '../../src/core/readings/decoded-read.ts';
import type { TagRead } from '../../src/core/readings/reader-contract.ts';

export const ignoredPrefix = 'E28011700000';

export const epcOf = (index: number) => `3034257BF4${index.toString(16).toUpperCase().padStart(14, '0')}`;

/** One decoded read per code: items of `products` products, one in 50 an error, one in 20 a warning. */
export function decodedReadFor(code: string, products: number): DecodedRead {
  const index = Number.parseInt(code.slice(10), 16) || 0;
  const product = index % products;
  const productCode = `BENCH-${String(product).padStart(5, '0')}`;
  const statuses = index % 50 === 0 ? ['ITEM_NOT_IN_STOCK'] : index % 20 === 0 ? ['MISSING_SYSTEM_TAG'] : [];
  return {
    identifierCode: code,
    decodeResult: 'itemFound',
    statuses,
    item: {
      id: `item-${index}`,
      fakeItemID: '',
      serial: String(index),
      zone: { id: 'z1', code: 'STOCK', description: 'Stock', place: { code: 'WH-LOM', description: 'Lomazzo' } },
      product: {
        id: `p-${product}`,
        code: productCode,
        description: `Bench product ${product}`,
        size: { value: 'M', description: 'Medium' },
        color: { value: 'NAV', description: 'Navy' },
        attributes: {},
      },
      identifiers: [{ id: code, code, role: 'EMBEDDED', type: 'UHF_TAG', tid: '' }],
      components: [],
      attributes: {},
    },
    epc: code,
    detected: 1,
    expected: 0,
    unexpected: 0,
  };
}

/**
 * A flood: `total` raw reads over `unique` tags, each tag read several times in the order a field is swept, with one
 * read in 20 from a tag of the ignored prefix.
 */
export function floodReads(total: number, unique: number): TagRead[] {
  const reads: TagRead[] = new Array<TagRead>(total);
  for (let index = 0; index < total; index += 1) {
    reads[index] =
      index % 20 === 19
        ? { epc: `${ignoredPrefix}${(index % 500).toString(16).padStart(12, '0')}` }
        : { epc: epcOf(index % unique), tid: `E280${(index % unique).toString(16).padStart(20, '0')}` };
  }
  return reads;
}

export const itemStatuses = {
  ignore: [],
  ignoreWithReason: [],
  error: ['ITEM_NOT_IN_STOCK'],
  warning: ['MISSING_SYSTEM_TAG'],
};
