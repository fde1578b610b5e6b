import { mapFailedResponse } from '../../src/core/api-error.ts';
import type { ItemStatuses } from '../../src/core/operation-config/item-statuses.ts';
import type { DecodedRead, Item, Product } from '../../src/core/readings/decoded-read.ts';
import {
  createReadingsPipeline,
  type ReadingsPipeline,
  type RemoveMode,
} from '../../src/core/readings/readings-pipeline.ts';
import type { ReadingsScreen } from '../../src/runtime/render/readings-context.ts';

export const demoItemStatuses: ItemStatuses = {
  ignore: [],
  ignoreWithReason: ['ITEM_IN_ANOTHER_PARCEL'],
  error: ['INVALID_IDENTIFIER', 'ITEM_NOT_IN_STOCK'],
  warning: ['MISSING_SYSTEM_TAG'],
};

const products: Product[] = [
  {
    id: 'p1',
    code: 'SH305-OXF-WHT-M',
    description: 'Oxford shirt',
    style: { value: 'SH305', description: 'Oxford shirt' },
    material: { value: 'OXF', description: 'Oxford cotton' },
    color: { value: 'WHT', description: 'White' },
    size: { value: 'M', description: 'Medium' },
    attributes: { ean: '8054321000017', barcodeBC: 'BC-SH305-M', variantType: 'REGULAR', madeIn: 'Italy' },
  },
  {
    id: 'p2',
    code: 'KN210-MER-NAV-L',
    description: 'Merino crew neck',
    style: { value: 'KN210', description: 'Crew neck' },
    material: { value: 'MER', description: 'Merino wool' },
    color: { value: 'NAV', description: 'Navy' },
    size: { value: 'L', description: 'Large' },
    attributes: { ean: '8054321000024', variantType: 'REGULAR' },
  },
];

const zone = (code: string) => ({
  id: code,
  code,
  description: code,
  place: { code: 'WH-LOM', description: 'Lomazzo' },
});

function item(index: number, productIndex: number, extra: Partial<Item> = {}): Item {
  const epc = epcOf(index);
  return {
    id: `item-${index}`,
    fakeItemID: '',
    serial: String(100000 + index),
    zone: zone('WH-LOM-STOCK'),
    product: products[productIndex],
    identifiers: [
      { id: epc, code: epc, role: 'EMBEDDED', type: 'UHF_TAG', tid: '' },
      { id: `S${index}`, code: String(100000 + index), role: 'serial', type: 'SIMPLE_ITEM_IDENTIFIER', tid: '' },
    ],
    components: [],
    attributes: { qcStatus: 'PASSED' },
    ...extra,
  };
}

export const epcOf = (index: number) => `3034257BF400B7800000${index.toString(16).toUpperCase().padStart(4, '0')}`;

const read = (code: string, statuses: string[], decoded: Item | null, decodeResult: DecodedRead['decodeResult']) => ({
  identifierCode: code,
  decodeResult,
  statuses,
  item: decoded,
  epc: code,
  detected: 1,
  expected: 0,
  unexpected: 0,
});

/** A mix of valid items, an item not in stock, a known product with an unknown tag and an invalid tag. */
export function demoDecodedReads(count = 6): DecodedRead[] {
  return Array.from({ length: count }, (_unused, index) => {
    const code = epcOf(index);
    switch (index % 6) {
      case 3:
        return read(code, ['ITEM_NOT_IN_STOCK'], item(index, 1), 'itemFound');
      case 4:
        return read(code, ['MISSING_SYSTEM_TAG'], { ...item(index, 0), id: '', fakeItemID: code }, 'productFound');
      case 5:
        return read(code, ['INVALID_IDENTIFIER'], null, 'unknown');
      default:
        return read(code, [], item(index, index % 2), 'itemFound');
    }
  });
}

/** A readings screen whose decode answers from `reads` at once; `fill()` pushes their tags. */
export function demoReadingsScreen(
  options: { reads?: DecodedRead[]; displayMode?: 'item' | 'groupedByProduct'; removeMode?: RemoveMode } = {},
): ReadingsScreen & { fill(): void } {
  const reads = options.reads ?? demoDecodedReads();
  const byCode = new Map(reads.map((decoded) => [decoded.identifierCode, decoded]));
  const pipeline = createReadingsPipeline({
    path: 'batch',
    batchIntervalTagCount: Math.max(1, reads.length),
    itemStatuses: demoItemStatuses,
    removeMode: options.removeMode,
    decode: async (codes) => codes.flatMap((code) => byCode.get(code) ?? []),
  });
  return {
    pipeline,
    itemStatuses: demoItemStatuses,
    displayMode: options.displayMode ?? 'item',
    newReadingsFirst: false,
    removeMode: options.removeMode ?? 'none',
    showProductImage: true,
    fill: () =>
      pipeline.push(
        reads.map((decoded) => ({ epc: decoded.identifierCode, tid: `E280${decoded.identifierCode.slice(-8)}` })),
      ),
  };
}

/**
 * A readings screen behind a server that cannot be reached (issue 17): its decode fails with no answer until
 * `serverBack()`, so `fill()` leaves every read waiting and the pipeline retrying; then the list catches up.
 */
export function demoOutageReadingsScreen(
  options: { reads?: DecodedRead[] } = {},
): ReturnType<typeof demoReadingsScreen> & { serverBack(): void } {
  const reads = options.reads ?? demoDecodedReads();
  const byCode = new Map(reads.map((decoded) => [decoded.identifierCode, decoded]));
  let up = false;
  const pipeline = createReadingsPipeline({
    path: 'batch',
    batchIntervalTime: 100,
    batchIntervalTagCount: Math.max(1, reads.length),
    itemStatuses: demoItemStatuses,
    decode: async (codes) => {
      if (!up) throw mapFailedResponse(0, undefined);
      return codes.flatMap((code) => byCode.get(code) ?? []);
    },
  });
  return {
    pipeline,
    itemStatuses: demoItemStatuses,
    displayMode: 'item',
    newReadingsFirst: false,
    removeMode: 'none',
    showProductImage: true,
    fill: () => pipeline.push(reads.map((decoded) => ({ epc: decoded.identifierCode }))),
    serverBack: () => void (up = true),
  };
}

/**
 * The QC lookups of 002 §5 as a session-list plugin would run them: each valid read listed gets qcStatus LOADING, then,
 * `delayMs` later, OK or KO by turns. Answers a function that stops it.
 */
export function demoQcLookups(pipeline: ReadingsPipeline, delayMs = 400): () => void {
  const seen = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const look = () => {
    for (const read of pipeline.reads()) {
      if (read.status !== 'valid' || seen.has(read.identifierCode)) continue;
      seen.add(read.identifierCode);
      const answer = seen.size % 2 === 1 ? 'OK' : 'KO';
      pipeline.update(read.identifierCode, { qcStatus: 'LOADING' });
      const timer = setTimeout(() => {
        timers.delete(timer);
        pipeline.update(read.identifierCode, { qcStatus: answer });
      }, delayMs);
      timers.add(timer);
    }
  };
  const unsubscribe = pipeline.subscribe(look);
  return () => {
    unsubscribe();
    timers.forEach(clearTimeout);
  };
}

/** A checklist for the demo reads: all of the shirt's three, and two jackets not read. */
export const demoExpectedProducts = [
  { productCode: 'SH305-OXF-WHT-M', expected: 3 },
  {
    productCode: 'JK900-WOO-GRY-S',
    expected: 2,
    product: { id: 'p3', code: 'JK900-WOO-GRY-S', description: 'Wool jacket', attributes: {} },
  },
];
