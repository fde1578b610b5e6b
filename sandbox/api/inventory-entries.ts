/**
 * Writes and summaries of inventory entries (001 §3 Inventory 'entries, aggregated entries', §4.12):
 * - insertTags: one entry per identifier code, with a stable id per (inventory, code), so a code inserted again
 *   (a retried batch, a tag read twice) is stored once. An entry holds the item and product the code names (none
 *   for an unknown code), how it was read (RFID or BARCODE) and whether the item was expected at insertion.
 *   The first insert moves an OPEN inventory to POPULATING.
 * - Aggregated entries: per product, expected, detected, unexpected and missing items (inventory-stock.ts rules),
 *   {id, inventoryId, productId, product, expected, detected, unexpected, missing}, by product code.
 */
import type { Queryable } from '../db/database.ts';
import { findByIdentifierCodes, insertRecordsIfAbsent, listRecords, setRecordsField } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { stableId } from '../seed/seed-references.ts';
import { decodeSgtin96 } from '../seed/sgtin96.ts';
import type { PublicUrls } from './api-types.ts';
import { countsByProduct, expectedAmong, readTypeOf, scopeOf } from './inventory-stock.ts';
import { presentRecords } from './resource-views.ts';

export interface InsertSummary {
  inventoryId: string;
  status: string;
  /** Distinct codes in the request. */
  received: number;
  /** Codes stored now. */
  inserted: number;
  /** Codes stored by an earlier insert. */
  alreadyInserted: number;
  /** Of the codes stored now, those that name no item (ignored with reason). */
  unknown: number;
}

export const entryId = (inventoryId: string, code: string) => stableId('inventoryEntries', `${inventoryId}/${code}`);

function identifierType(item: JsonObject, code: string): unknown {
  const identifiers = Array.isArray(item.identifiers) ? (item.identifiers as JsonObject[]) : [];
  return identifiers.find((identifier) => identifier.code === code)?.type;
}

export async function insertTags(
  db: Queryable,
  inventory: ResourceRecord,
  requested: string[],
  username: string,
  now = Date.now(),
): Promise<InsertSummary> {
  const codes = [...new Set(requested)];
  const found = new Map((await findByIdentifierCodes(db, 'items', codes)).map((row) => [row.code, row.data]));
  const expected = await expectedAmong(db, await scopeOf(db, inventory), [...found.values()]);
  const entries: ResourceRecord[] = codes.map((code) => {
    const item = found.get(code);
    const base = { id: entryId(inventory.id, code), creationDate: now, lastModifyDate: now, inventoryId: inventory.id };
    const creationUser = { username };
    if (!item) {
      const readType = decodeSgtin96(code) ? 'RFID' : 'BARCODE';
      const unknown = { itemId: null, productId: null, status: 'IGNORED_WITH_REASON', reason: 'ITEM_UNKNOWN' };
      return {
        ...base,
        identifierCode: code,
        epc: readType === 'RFID' ? code : null,
        readType,
        ...unknown,
        creationUser,
      };
    }
    const type = identifierType(item, code);
    return {
      ...base,
      identifierCode: code,
      epc: type === 'UHF_TAG' ? code : null,
      readType: readTypeOf(type),
      itemId: item.id,
      productId: typeof item.productId === 'string' ? item.productId : null,
      status: expected.has(item.id) ? 'EXPECTED' : 'UNEXPECTED',
      reason: null,
      creationUser,
    };
  });
  const inserted = new Set(await insertRecordsIfAbsent(db, 'inventoryEntries', entries));
  let status = String(inventory.status);
  if (codes.length > 0 && status === 'OPEN') {
    await setRecordsField(db, 'inventories', [inventory.id], 'status', 'POPULATING', now);
    status = 'POPULATING';
  }
  return {
    inventoryId: inventory.id,
    status,
    received: codes.length,
    inserted: inserted.size,
    alreadyInserted: codes.length - inserted.size,
    unknown: entries.filter((entry) => inserted.has(entry.id) && entry.itemId === null).length,
  };
}

export interface EntryAggregate extends JsonObject {
  id: string;
  inventoryId: string;
  productId: string;
  product: JsonObject | null;
  expected: number;
  detected: number;
  unexpected: number;
  missing: number;
}

export async function aggregateEntries(
  db: Queryable,
  urls: PublicUrls,
  inventory: ResourceRecord,
): Promise<EntryAggregate[]> {
  const counts = await countsByProduct(db, inventory);
  const ids = counts.map((count) => count.productId).filter((id) => id !== null);
  const products = await presentRecords(db, urls, 'products', await listRecords(db, 'products', { ids }));
  const byId = new Map(products.map((product) => [product.id, product]));
  const rows = counts.map((count) => ({
    id: `${inventory.id}:${count.productId ?? ''}`,
    inventoryId: inventory.id,
    ...count,
    productId: count.productId ?? '',
    product: byId.get(count.productId ?? '') ?? null,
  }));
  return rows.sort((a, b) =>
    String(a.product?.code ?? '').localeCompare(String(b.product?.code ?? ''), 'en', { numeric: true }),
  );
}
