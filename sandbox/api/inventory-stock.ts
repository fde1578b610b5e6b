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

/** SQL of the items in scope (item_facts f), its zone ids being $1 and its categories $2: IN_SCOPE on item_facts. */
const FACTS_IN_SCOPE = `from item_facts f
      where f.zone_id = any($1::text[])
        and (cardinality($2::text[]) = 0 or exists (
              select 1 from resources p
               where p.kind = 'products' and p.id = f.product_id
                 and p.data #>> '{attributes,category,value}' = any($2::text[])))`;

/** SQL of the expected items (e: id, product_id, rfid), the entries (n) and the detected items (d: item_id,
 * product_id, rfid) of inventory $3. */
const COUNTED = `with e as (
    select f.item_id as id, f.product_id, f.rfid ${FACTS_IN_SCOPE}
  ), n as (
    select item_id, product_id, read_type, identifier_code as code from inventory_entry_facts where inventory_id = $3
  ), d as (
    select item_id, min(product_id) as product_id, bool_or(read_type = 'RFID') as rfid
      from n where item_id is not null group by item_id
  )`;

const counterNames = [
  'rfidDetected',
  'barcodeDetected',
  'rfidUnexpected',
  'barcodeUnexpected',
  'rfidExpected',
  'barcodeExpected',
  'rfidMissing',
  'barcodeMissing',
  'rfidIgnoreWithReason',
] as const;

/** The counters in their documented key order, whichever way they were read (a stored jsonb sorts its keys). */
const inOrder = (row: Record<string, unknown>): InventoryCounters =>
  Object.fromEntries(counterNames.map((name) => [name, Number(row[name])])) as unknown as InventoryCounters;

/** The versions a copy of inventory $1's counters is valid for (migration 0005). */
const VERSIONS = `select coalesce((select version from inventory_counter_versions where key = $1), 0) as own,
         coalesce((select version from inventory_counter_versions where key = '*'), 0) as shared`;

/**
 * Counters in one pass over the expected items (e) joined with the detected ones (d: item_id, rfid), an item being
 * both or either; the codes naming no item counted apart. Stored with versions $4 and $5, read before the scope
 * and the count: a change committed meanwhile leaves the copy behind, never ahead.
 */
const COUNT_AND_STORE = `with e as (
       select f.item_id as id, f.rfid ${FACTS_IN_SCOPE}
     ), d as (
       select item_id, bool_or(read_type = 'RFID') as rfid
         from inventory_entry_facts where inventory_id = $3 and item_id is not null group by item_id
     ), counted as (
       select
         (count(*) filter (where d.rfid))::int as "rfidDetected",
         (count(*) filter (where not d.rfid))::int as "barcodeDetected",
         (count(*) filter (where d.rfid and e.id is null))::int as "rfidUnexpected",
         (count(*) filter (where not d.rfid and e.id is null))::int as "barcodeUnexpected",
         (count(*) filter (where e.rfid))::int as "rfidExpected",
         (count(*) filter (where not e.rfid))::int as "barcodeExpected",
         (count(*) filter (where e.rfid and d.item_id is null))::int as "rfidMissing",
         (count(*) filter (where not e.rfid and d.item_id is null))::int as "barcodeMissing",
         (select count(distinct identifier_code) from inventory_entry_facts where inventory_id = $3 and item_id is null)::int
           as "rfidIgnoreWithReason"
         from e full join d on d.item_id = e.id
     ), stored as (
       insert into inventory_counters (inventory_id, own_version, shared_version, counters)
         select $3, $4, $5, to_jsonb(counted) from counted
       on conflict (inventory_id) do update
         set own_version = excluded.own_version, shared_version = excluded.shared_version, counters = excluded.counters
     )
     select * from counted`;

/** Counts inventory's counters and stores the copy that getCounters answers while nothing it counts changes. */
export async function countInventory(
  db: Queryable,
  inventory: JsonObject & { id: string },
): Promise<InventoryCounters> {
  const { rows: versions } = await db.query<{ own: string; shared: string }>(VERSIONS, [inventory.id]);
  const scope = await scopeOf(db, inventory);
  const { rows } = await db.query<Record<string, unknown>>(COUNT_AND_STORE, [
    scope.zoneIds,
    scope.categories,
    inventory.id,
    versions[0]?.own ?? 0,
    versions[0]?.shared ?? 0,
  ]);
  const counters = rows[0];
  if (!counters) throw new Error('the counters query answered no row');
  return inOrder(counters);
}

/** The counts started by recountAfterWrite and not yet stored, per database and inventory. */
const pendingCounts = new WeakMap<Queryable, Map<string, Promise<unknown>>>();

/**
 * Counts inventory again and stores the copy, without holding up the write that changed it; getCounters meanwhile
 * waits for this count. A failed count is logged: getCounters then finds no current copy and counts itself.
 */
export function recountAfterWrite(db: Queryable, inventory: JsonObject & { id: string }): void {
  const pending = pendingCounts.get(db) ?? new Map<string, Promise<unknown>>();
  pendingCounts.set(db, pending);
  const previous = pending.get(inventory.id) ?? Promise.resolve();
  const counting = previous
    .then(() => countInventory(db, inventory))
    .catch((error: unknown) => console.error(`sandbox: counting inventory ${inventory.id} failed`, error))
    .finally(() => {
      if (pending.get(inventory.id) === counting) pending.delete(inventory.id);
    });
  pending.set(inventory.id, counting);
}

/** getCounters: the stored copy while it is current (one indexed read), else counted again. */
export async function inventoryCounters(
  db: Queryable,
  inventory: JsonObject & { id: string },
): Promise<InventoryCounters> {
  await pendingCounts.get(db)?.get(inventory.id);
  const { rows } = await db.query<{ counters: Record<string, unknown> }>(
    `select c.counters from inventory_counters c, (${VERSIONS}) v
      where c.inventory_id = $1 and c.own_version = v.own and c.shared_version = v.shared`,
    [inventory.id],
  );
  return rows[0] ? inOrder(rows[0].counters) : countInventory(db, inventory);
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
