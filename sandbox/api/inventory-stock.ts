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

export interface InventoryScope {
  zoneIds: string[];
  /** Product categories; empty is all. */
  categories: string[];
}

export async function scopeOf(db: Queryable, inventory: JsonObject): Promise<InventoryScope> {
  return { zoneIds: await scopeZoneIds(db, inventory), categories: stringList(inventory.categories) };
}

/** SQL of the items in scope (alias i), its zone ids being $1 and its categories $2. */
const IN_SCOPE = `from resources i
       left join resources p on p.kind = 'products' and p.id = i.data ->> 'productId'
      where i.kind = 'items' and i.data ->> 'zoneId' = any($1::text[])
        and (cardinality($2::text[]) = 0 or p.data #>> '{attributes,category,value}' = any($2::text[]))`;

/** The identifiers of the expected items, in item order. */
export async function expectedIdentifiers(db: Queryable, inventory: JsonObject): Promise<JsonObject[][]> {
  const scope = await scopeOf(db, inventory);
  const { rows } = await db.query<{ identifiers: JsonObject[] | null }>(
    `select i.data -> 'identifiers' as identifiers ${IN_SCOPE} order by i.created_at, i.id`,
    [scope.zoneIds, scope.categories],
  );
  return rows.map((row) => (Array.isArray(row.identifiers) ? row.identifiers : []));
}

/** Which of these items (as stored) the inventory expects. */
export async function expectedAmong(db: Queryable, scope: InventoryScope, items: JsonObject[]): Promise<Set<string>> {
  const zones = new Set(scope.zoneIds);
  const inZones = items.filter((item) => typeof item.zoneId === 'string' && zones.has(item.zoneId));
  if (scope.categories.length === 0) return new Set(inZones.map((item) => String(item.id)));
  const productIds = [...new Set(inZones.map((item) => String(item.productId)))];
  const { rows } = await db.query<{ id: string }>(
    `select id from resources where kind = 'products' and id = any($1::text[])
        and data #>> '{attributes,category,value}' = any($2::text[])`,
    [productIds, scope.categories],
  );
  const counted = new Set(rows.map((row) => row.id));
  return new Set(inZones.filter((item) => counted.has(String(item.productId))).map((item) => String(item.id)));
}

export function readTypeOf(identifierType: unknown): 'RFID' | 'BARCODE' {
  return typeof identifierType === 'string' && RFID_TYPES.has(identifierType) ? 'RFID' : 'BARCODE';
}

/** SQL of the expected items (e: id, product_id, rfid), the entries (n) and the detected items (d: item_id,
 * product_id, rfid) of inventory $3. */
const COUNTED = `with e as (
    select i.id, i.data ->> 'productId' as product_id,
           coalesce(i.data -> 'identifiers', '[]'::jsonb) @> '[{"type": "UHF_TAG"}]' as rfid
    ${IN_SCOPE}
  ), n as (
    select data ->> 'itemId' as item_id, data ->> 'productId' as product_id, data ->> 'readType' as read_type,
           data ->> 'identifierCode' as code
      from resources where kind = 'inventoryEntries' and data ->> 'inventoryId' = $3
  ), d as (
    select item_id, min(product_id) as product_id, bool_or(read_type = 'RFID') as rfid
      from n where item_id is not null group by item_id
  )`;

export async function inventoryCounters(
  db: Queryable,
  inventory: JsonObject & { id: string },
): Promise<InventoryCounters> {
  const scope = await scopeOf(db, inventory);
  const { rows } = await db.query<InventoryCounters>(
    `${COUNTED}
     select
       (select count(*) from d where rfid)::int as "rfidDetected",
       (select count(*) from d where not rfid)::int as "barcodeDetected",
       (select count(*) from d where rfid and not exists (select 1 from e where e.id = d.item_id))::int
         as "rfidUnexpected",
       (select count(*) from d where not rfid and not exists (select 1 from e where e.id = d.item_id))::int
         as "barcodeUnexpected",
       (select count(*) from e where rfid)::int as "rfidExpected",
       (select count(*) from e where not rfid)::int as "barcodeExpected",
       (select count(*) from e where rfid and not exists (select 1 from d where d.item_id = e.id))::int
         as "rfidMissing",
       (select count(*) from e where not rfid and not exists (select 1 from d where d.item_id = e.id))::int
         as "barcodeMissing",
       (select count(distinct code) from n where item_id is null)::int as "rfidIgnoreWithReason"`,
    [scope.zoneIds, scope.categories, inventory.id],
  );
  const counters = rows[0];
  if (!counters) throw new Error('the counters query answered no row');
  return counters;
}

export interface ProductCount {
  productId: string | null;
  expected: number;
  detected: number;
  unexpected: number;
  missing: number;
}

/** Expected, detected, unexpected and missing items per product. */
export async function countsByProduct(db: Queryable, inventory: JsonObject & { id: string }): Promise<ProductCount[]> {
  const scope = await scopeOf(db, inventory);
  const { rows } = await db.query<ProductCount>(
    `${COUNTED}
     select coalesce(e.product_id, d.product_id) as "productId", count(e.id)::int as expected,
            count(d.item_id)::int as detected, (count(*) filter (where e.id is null))::int as unexpected,
            (count(*) filter (where d.item_id is null))::int as missing
       from e full join d on d.item_id = e.id
      group by 1`,
    [scope.zoneIds, scope.categories, inventory.id],
  );
  return rows;
}
