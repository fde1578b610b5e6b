/** Builders of decoded reads for the pipeline's tests, stories and bench (no test framework inside). */
import type { DecodedRead, Item } from '../core/readings/decoded-read.ts';

export interface DemoItemSpec {
  id?: string;
  productCode?: string;
  zoneId?: string;
  extraCodes?: string[];
  ean?: string;
}

export function demoItem(code: string, spec: DemoItemSpec = {}): Item {
  return {
    id: spec.id ?? '',
    fakeItemID: spec.id ? '' : code,
    serial: '',
    zone: spec.zoneId
      ? { id: spec.zoneId, code: spec.zoneId, description: '', place: { code: 'PL', description: '' } }
      : undefined,
    product:
      spec.productCode || spec.ean
        ? {
            id: spec.productCode ?? '',
            code: spec.productCode ?? '',
            description: `Product ${spec.productCode ?? ''}`,
            attributes: spec.ean ? { ean: spec.ean } : {},
          }
        : undefined,
    identifiers: [code, ...(spec.extraCodes ?? [])].map((identifierCode) => ({
      id: identifierCode,
      code: identifierCode,
      role: '',
      type: 'UHF_TAG',
      tid: '',
    })),
    components: [],
    attributes: {},
  };
}

export function demoRead(code: string, statuses: string[] = [], spec: DemoItemSpec | null = {}): DecodedRead {
  const item = spec === null ? null : demoItem(code, spec);
  const decodeResult = !item
    ? 'unknown'
    : item.id
      ? 'itemFound'
      : item.product?.code
        ? 'productFound'
        : 'unknownDecoded';
  return { identifierCode: code, decodeResult, statuses, item, epc: code, detected: 1, expected: 0, unexpected: 0 };
}
