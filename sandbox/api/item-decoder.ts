/**
 * POST api/v1/items/decode {itemIdentifierCodes} (000 §7.3): identifier codes (EPCs, NFC UIDs, serials) into
 * decoded reads (000 §3 Decoded read), one per distinct code, in the order asked. decodeResult follows the
 * decoded result types of 000 §4.6:
 * - itemFound: an item has this identifier; item is the item with product and zone; statuses [].
 * - productFound: no item, but the code is an SGTIN-96 whose GTIN is a product's EAN; item is a stand-in
 *   without id ({fakeItemID, product, identifiers}); statuses ['MISSING_SYSTEM_TAG'] ('Unknown tag or not
 *   pre-imported into the system', 000 §8.3).
 * - unknownDecoded: an SGTIN-96 whose EAN no product has; the stand-in's product holds only the EAN;
 *   statuses ['MISSING_SYSTEM_TAG'].
 * - unknown: anything else; item null; statuses ['INVALID_IDENTIFIER'].
 * Every read has detected 1, expected 0, unexpected 0, and epc (the code when it is a UHF EPC, else null).
 */
import { findByIdentifierCodes, findByPathValues } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { decodeSgtin96, ean13OfGtin } from '../seed/sgtin96.ts';
import type { ApiDeps } from './api-types.ts';
import { presentRecords } from './resource-views.ts';
import { valuesAt } from './search-filters.ts';

export type DecodeResult = 'itemFound' | 'productFound' | 'unknownDecoded' | 'unknown';

export interface DecodedRead {
  identifierCode: string;
  decodeResult: DecodeResult;
  statuses: string[];
  item: JsonObject | null;
  epc: string | null;
  detected: number;
  expected: number;
  unexpected: number;
}

const EAN_PATH = ['attributes', 'ean', 'value'];

const STATUSES: Record<DecodeResult, string[]> = {
  itemFound: [],
  productFound: ['MISSING_SYSTEM_TAG'],
  unknownDecoded: ['MISSING_SYSTEM_TAG'],
  unknown: ['INVALID_IDENTIFIER'],
};

function read(identifierCode: string, result: DecodeResult, item: JsonObject | null, epc: string | null): DecodedRead {
  const statuses = [...STATUSES[result]];
  return { identifierCode, decodeResult: result, statuses, item, epc, detected: 1, expected: 0, unexpected: 0 };
}

function isUhfIdentifier(item: JsonObject, code: string): boolean {
  const identifiers = Array.isArray(item.identifiers) ? (item.identifiers as JsonObject[]) : [];
  return identifiers.some((identifier) => identifier.code === code && identifier.type === 'UHF_TAG');
}

function standIn(code: string, serial: bigint, product: JsonObject): JsonObject {
  return {
    fakeItemID: code,
    serial: serial.toString(),
    product,
    identifiers: [{ id: code, code, type: 'UHF_TAG', role: 'EMBEDDED' }],
  };
}

async function itemsByCode(deps: ApiDeps, codes: string[]): Promise<Map<string, ResourceRecord>> {
  const rows = await findByIdentifierCodes(deps.db, 'items', codes);
  const served = await presentRecords(
    deps.db,
    deps.publicUrls,
    'items',
    rows.map((row) => row.data),
  );
  const result = new Map<string, ResourceRecord>();
  rows.forEach((row, index) => {
    const item = served[index];
    if (item && !result.has(row.code)) result.set(row.code, item);
  });
  return result;
}

export async function decodeIdentifierCodes(deps: ApiDeps, requested: string[]): Promise<DecodedRead[]> {
  const codes = [...new Set(requested)];
  const items = await itemsByCode(deps, codes);
  const sgtins = new Map(codes.filter((code) => !items.has(code)).map((code) => [code, decodeSgtin96(code)]));
  const eans = [...sgtins.values()].map((sgtin) => (sgtin ? ean13OfGtin(sgtin.gtin) : undefined));
  const stored = await findByPathValues(
    deps.db,
    'products',
    EAN_PATH,
    eans.filter((ean) => ean !== undefined),
  );
  const products = await presentRecords(deps.db, deps.publicUrls, 'products', stored);
  const productByEan = new Map(products.map((product) => [String(valuesAt(product, EAN_PATH)[0]), product]));
  return codes.map((code) => {
    const item = items.get(code);
    if (item) return read(code, 'itemFound', item, isUhfIdentifier(item, code) ? code : null);
    const sgtin = sgtins.get(code);
    if (!sgtin) return read(code, 'unknown', null, null);
    const ean = ean13OfGtin(sgtin.gtin);
    const product = ean === undefined ? undefined : productByEan.get(ean);
    if (product) return read(code, 'productFound', standIn(code, sgtin.serial, product), code);
    const eanOnly = { code: null, attributes: { ean: { value: ean ?? sgtin.gtin } } };
    return read(code, 'unknownDecoded', standIn(code, sgtin.serial, eanOnly), code);
  });
}
