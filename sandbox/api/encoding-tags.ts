/**
 * Serials the encoding calls hand out (002 §4 'Tag writing', §7 computeTags): each kept in a counter record
 * (kind encodingCounters) taken in the caller's transaction, so two calls never get the same one. A candidate that
 * an existing item already carries (as an EPC, or as its serial number) is skipped.
 * - EPC serials start past the seeded ones (1000001…, pendants 5000000000 + …) and the demo readers' unseeded tags
 *   (900000001…), so a new EPC never equals a tag lying in a demo field.
 * - Item serials start at 4000001 (seeded items are 1000001…, generated inventory items 7xxxxxxxx).
 */
import type { Queryable } from '../db/database.ts';
import { findByIdentifierCodes, insertRecordsIfAbsent, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH } from '../seed/stock.ts';
import { badRequest } from './api-errors.ts';
import { valuesAt } from './search-filters.ts';

export const COUNTER_KIND = 'encodingCounters';
const FIRST_EPC_SERIAL = 3_000_000_001;
const FIRST_ITEM_SERIAL = 4_000_001;

/** Takes `count` consecutive values of a counter, locking its record until the transaction ends. */
async function takeValues(tx: Queryable, id: string, first: number, count: number): Promise<number[]> {
  const now = Date.now();
  const fresh: ResourceRecord = { id, creationDate: now, lastModifyDate: now, next: first };
  await insertRecordsIfAbsent(tx, COUNTER_KIND, [fresh]);
  const { rows } = await tx.query<{ data: ResourceRecord }>(
    'select data from resources where kind = $1 and id = $2 for update',
    [COUNTER_KIND, id],
  );
  const counter = rows[0]?.data ?? fresh;
  const start = typeof counter.next === 'number' ? counter.next : first;
  await replaceRecord(tx, COUNTER_KIND, { ...counter, next: start + count, lastModifyDate: now });
  return Array.from({ length: count }, (_unused, index) => start + index);
}

/** `count` new codes made from a counter's values, none carried by an item yet. */
async function freshCodes(
  tx: Queryable,
  counter: { id: string; first: number },
  count: number,
  codeOf: (value: number) => string,
): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    const candidates = (await takeValues(tx, counter.id, counter.first, count - codes.length)).map(codeOf);
    const taken = new Set((await findByIdentifierCodes(tx, 'items', candidates)).map((row) => row.code));
    codes.push(...candidates.filter((code) => !taken.has(code)));
  }
  return codes;
}

/** The product's EAN-13 (attributes.ean, else attributes.barcode); a 400 when it has none. */
export function eanOf(product: JsonObject): string {
  const ean = [...valuesAt(product, ['attributes', 'ean']), ...valuesAt(product, ['attributes', 'barcode'])]
    .map(String)
    .find((value) => /^\d{13}$/.test(value));
  if (!ean) throw badRequest('MISSING_PRODUCT_INFO', `Product ${String(product.code)} has no EAN to encode`);
  return ean;
}

/** New SGTIN-96 EPCs (24 hex digits) of a product, each with a serial no call has had and no item carries. */
export async function newEpcs(tx: Queryable, product: JsonObject, count: number): Promise<string[]> {
  const ean = eanOf(product);
  let encode: (serial: number) => string;
  try {
    sgtin96FromEan13(ean, COMPANY_PREFIX_LENGTH, 0n);
    encode = (serial) => sgtin96FromEan13(ean, COMPANY_PREFIX_LENGTH, BigInt(serial));
  } catch {
    throw badRequest('MISSING_PRODUCT_INFO', `Product ${String(product.code)} has no valid EAN-13 (${ean})`);
  }
  return freshCodes(tx, { id: 'epc-serial', first: FIRST_EPC_SERIAL }, count, encode);
}

/** A new item serial number that no item carries. */
export async function newItemSerial(tx: Queryable): Promise<string> {
  const [serial] = await freshCodes(tx, { id: 'item-serial', first: FIRST_ITEM_SERIAL }, 1, String);
  return serial!;
}
