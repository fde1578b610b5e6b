/**
 * An inventory's expected stock and its counters (001 §3 Inventory, §9), computed from the data each time:
 * - Scope: the inventory's zoneIds when it has some, else the STOCK zones of its place; narrowed to the products
 *   of its categories (product attributes.category) when it has some.
 * - Expected: the items now in the scope. An item with a UHF tag is expected on the rfid side, others on the
 *   barcode side.
 * - Entries: one per identifier code inserted (insertTags), with the item it names, if any. An item counts once
 *   however many of its identifiers were inserted; it is detected on the rfid side when one of them was an RFID
 *   (UHF or NFC) identifier, else on the barcode side.
 * - Counters: detected = detected items; unexpected = detected items not expected; expected = expected items;
 *   missing = expected items not detected (all per side); rfidIgnoreWithReason = inserted codes naming no item.
 *   So Read = detected, Expected detected = detected - unexpected, Missing = missing (001 §9).
 */
import type { Queryable } from '../db/database.ts';
import type { JsonObject } from '../db/resource-store.ts';

export interface InventoryCounters {
  rfidDetected: number;
  barcodeDetected: number;
  rfidUnexpected: number;
  barcodeUnexpected: number;
  rfidExpected: number;
  barcodeExpected: number;
  rfidMissing: number;
  barcodeMissing: number;
  rfidIgnoreWithReason: number;
}

export type Side = 'rfid' | 'barcode';

export interface StockItem {
  id: string;
  productId: string | null;
  identifiers: JsonObject[];
}

export interface EntryFacts {
  identifierCode: string;
  itemId: string | null;
  readType: 'RFID' | 'BARCODE';
}

const RFID_TYPES = new Set(['UHF_TAG', 'NFC_TAG']);

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}

/** The zones the inventory counts. */
export async function scopeZoneIds(db: Queryable, inventory: JsonObject): Promise<string[]> {
  const zoneIds = stringList(inventory.zoneIds);
  if (zoneIds.length > 0) return zoneIds;
  const { rows } = await db.query<{ id: string }>(
    `select id from resources where kind = 'zones' and data ->> 'placeId' = $1 and data ->> 'type' = 'STOCK'`,
    [String(inventory.placeId ?? '')],
  );
  return rows.map((row) => row.id);
}

export async function expectedItems(db: Queryable, inventory: JsonObject): Promise<StockItem[]> {
  const zoneIds = await scopeZoneIds(db, inventory);
  const categories = stringList(inventory.categories);
  const { rows } = await db.query<{ id: string; product_id: string | null; identifiers: JsonObject[] | null }>(
    `select i.id, i.data ->> 'productId' as product_id, i.data -> 'identifiers' as identifiers
       from resources i
       left join resources p on p.kind = 'products' and p.id = i.data ->> 'productId'
      where i.kind = 'items' and i.data ->> 'zoneId' = any($1::text[])
        and (cardinality($2::text[]) = 0 or p.data #>> '{attributes,category,value}' = any($2::text[]))
      order by i.created_at, i.id`,
    [zoneIds, categories],
  );
  return rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    identifiers: Array.isArray(row.identifiers) ? row.identifiers : [],
  }));
}

export function sideOfItem(item: Pick<StockItem, 'identifiers'>): Side {
  return item.identifiers.some((identifier) => identifier.type === 'UHF_TAG') ? 'rfid' : 'barcode';
}

export function readTypeOf(identifierType: unknown): 'RFID' | 'BARCODE' {
  return typeof identifierType === 'string' && RFID_TYPES.has(identifierType) ? 'RFID' : 'BARCODE';
}

/** Each detected item and the side it was detected on. */
export function detectedItems(entries: EntryFacts[]): Map<string, Side> {
  const detected = new Map<string, Side>();
  for (const entry of entries) {
    if (entry.itemId === null) continue;
    if (entry.readType === 'RFID') detected.set(entry.itemId, 'rfid');
    else if (!detected.has(entry.itemId)) detected.set(entry.itemId, 'barcode');
  }
  return detected;
}

export function countInventory(expected: StockItem[], entries: EntryFacts[]): InventoryCounters {
  const counters: InventoryCounters = {
    rfidDetected: 0,
    barcodeDetected: 0,
    rfidUnexpected: 0,
    barcodeUnexpected: 0,
    rfidExpected: 0,
    barcodeExpected: 0,
    rfidMissing: 0,
    barcodeMissing: 0,
    rfidIgnoreWithReason: 0,
  };
  const detected = detectedItems(entries);
  const expectedIds = new Set<string>();
  for (const item of expected) {
    expectedIds.add(item.id);
    const side = sideOfItem(item);
    counters[`${side}Expected`] += 1;
    if (!detected.has(item.id)) counters[`${side}Missing`] += 1;
  }
  for (const [itemId, side] of detected) {
    counters[`${side}Detected`] += 1;
    if (!expectedIds.has(itemId)) counters[`${side}Unexpected`] += 1;
  }
  counters.rfidIgnoreWithReason = new Set(
    entries.filter((entry) => entry.itemId === null).map((entry) => entry.identifierCode),
  ).size;
  return counters;
}

/** The entries of an inventory, as far as the counters need them. */
export async function entryFacts(
  db: Queryable,
  inventoryId: string,
): Promise<(EntryFacts & { productId: string | null })[]> {
  const { rows } = await db.query<{
    code: string;
    item_id: string | null;
    read_type: string;
    product_id: string | null;
  }>(
    `select data ->> 'identifierCode' as code, data ->> 'itemId' as item_id, data ->> 'readType' as read_type,
            data ->> 'productId' as product_id
       from resources where kind = 'inventoryEntries' and data ->> 'inventoryId' = $1`,
    [inventoryId],
  );
  return rows.map((row) => ({
    identifierCode: row.code,
    itemId: row.item_id,
    readType: row.read_type === 'RFID' ? 'RFID' : 'BARCODE',
    productId: row.product_id,
  }));
}
