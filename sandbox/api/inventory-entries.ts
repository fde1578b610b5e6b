/**
 * Writes and summaries of inventory entries (001 §3 Inventory 'entries, aggregated entries', §4.12):
 * - insertTags: one entry per identifier code, with a stable id per (inventory, code), so a code inserted again
 *   (a retried batch, a tag read twice) is stored once. An entry holds the item and product the code names (none
 *   for an unknown code), how it was read (RFID or BARCODE) and whether the item was expected at insertion.
 *   The first insert moves an OPEN inventory to POPULATING.
 * - Aggregated entries: per product, expected, detected, unexpected and missing items (inventory-stock.ts rules),
 *   {id, inventoryId, productId, product, expected, detected, unexpected, missing}, by product code.
 *
 * insertTags writes the new entries as one batch (inventory-entry-store.ts) in one statement that finds the items
 * through item_identifiers: 10,000 codes cost 10,000 index probes and one row, not 10,000 JSON records.
 */
import type { Database, Queryable } from '../db/database.ts';
import { listRecords, setRecordsField } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { stableId } from '../seed/seed-references.ts';
import { decodeSgtin96 } from '../seed/sgtin96.ts';
import type { PublicUrls } from './api-types.ts';
import { countsByProduct, recountAfterWrite, scopeOf } from './inventory-stock.ts';
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

/**
 * The batch of entries of codes $2 (ids $3, joined by commas: entryId is a UUID) of inventory $1, by user $4 at $5, the expected stock being the items
 * of zones $6 narrowed to categories $7 (inventory-stock.ts scope). A code names the item of its identifier (of
 * one of them, as the code index answers, should several items carry it: findByIdentifierCodes picks the same);
 * the read type is RFID for a UHF or NFC identifier, else BARCODE, and the code is the epc when it is a UHF
 * identifier. A code naming no item is IGNORED_WITH_REASON, its read type and epc left to setUnknownReadTypes.
 * Answers the batch, how many entries it holds and the codes that name no item. The lookup is one probe of
 * item_identifiers_code_idx a code, however many items there are.
 */
const INSERT_BATCH = `with found as (
    select c.code, c.id, i.item_id, i.type, i.zone_id, i.product_id
      from unnest($2::text[], string_to_array($3, ',')) c(code, id)
      left join lateral (
        select i.item_id, i.type, i.zone_id, i.product_id from item_identifiers i where i.code = c.code limit 1
      ) i on true
  ), batch as (
    insert into inventory_entry_batches (inventory_id, created_at, username, ids, codes, epcs, read_types, item_ids,
                                         product_ids, statuses)
    select $1, $5, $4, array_agg(id), array_agg(code), array_agg(type = 'UHF_TAG'),
           array_agg(case when item_id is null then null when type in ('UHF_TAG', 'NFC_TAG') then 'RFID' else 'BARCODE' end),
           array_agg(item_id), array_agg(product_id),
           array_agg(case
             when item_id is null then 'IGNORED_WITH_REASON'
             when zone_id = any($6::text[])
                  and (cardinality($7::text[]) = 0 or exists (
                        select 1 from resources p
                         where p.kind = 'products' and p.id = product_id
                           and p.data #>> '{attributes,category,value}' = any($7::text[])))
               then 'EXPECTED'
             else 'UNEXPECTED'
           end)
      from found
    returning batch_id, codes, item_ids
  )
  select batch_id, cardinality(codes) as inserted,
         array(select code from unnest(codes, item_ids) u(code, item_id) where item_id is null) as unknown
    from batch`;

/**
 * An unknown code of batch $1 was read by RFID when it is an SGTIN-96 EPC (then it is the entry's epc), else as a
 * barcode.
 */
async function setUnknownReadTypes(db: Queryable, batchId: number, codes: string[]): Promise<void> {
  if (codes.length === 0) return;
  const epcs = codes.filter((code) => decodeSgtin96(code) !== undefined);
  await db.query(
    `update inventory_entry_batches
        set read_types = array(
              select case when u.item_id is not null then u.read_type
                          when u.code = any($2::text[]) then 'RFID' else 'BARCODE' end
                from unnest(codes, item_ids, read_types) with ordinality u(code, item_id, read_type, n) order by n),
            epcs = array(
              select case when u.item_id is not null then u.epc else u.code = any($2::text[]) end
                from unnest(codes, item_ids, epcs) with ordinality u(code, item_id, epc, n) order by n)
      where batch_id = $1`,
    [batchId, epcs],
  );
}

export async function insertTags(
  db: Database,
  inventory: ResourceRecord,
  requested: string[],
  username: string,
  now = Date.now(),
): Promise<InsertSummary> {
  const codes = [...new Set(requested)];
  const ids = codes.map((code) => entryId(inventory.id, code));
  const scope = await scopeOf(db, inventory);
  const populating = codes.length > 0 && inventory.status === 'OPEN';
  const { inserted, unknown } = await db.transaction(async (tx) => {
    // One insertTags at a time per inventory (the row lock), so that an entry is stored once. The entries already
    // stored are looked up only when the inventory has some.
    const { rows: locked } = await tx.query<{ counting: boolean }>(
      `select exists (select 1 from inventory_entry_facts where inventory_id = $1) as counting
         from resources where kind = 'inventories' and id = $1 for update`,
      [inventory.id],
    );
    const { rows: stored } = locked[0]?.counting
      ? await tx.query<{ id: string }>(
          `select id from unnest(string_to_array($2, ',')) id
           intersect (
             select id from inventory_entries where inventory_id = $1
             union all
             select unnest(ids) from inventory_entry_batches where inventory_id = $1)`,
          [inventory.id, ids.join(',')],
        )
      : { rows: [] };
    const already = new Set(stored.map((row) => row.id));
    const fresh = already.size > 0 ? codes.filter((_code, index) => !already.has(ids[index]!)) : codes;
    const freshIds = already.size > 0 ? ids.filter((id) => !already.has(id)) : ids;
    let added = { inserted: 0, unknown: [] as string[] };
    if (fresh.length > 0) {
      const { rows } = await tx.query<{ batch_id: number; inserted: number; unknown: string[] }>(INSERT_BATCH, [
        inventory.id,
        fresh,
        freshIds.join(','),
        username,
        now,
        scope.zoneIds,
        scope.categories,
      ]);
      const batch = rows[0];
      if (!batch) throw new Error('the insert of the entries answered no batch');
      added = { inserted: Number(batch.inserted), unknown: batch.unknown };
      await setUnknownReadTypes(tx, Number(batch.batch_id), added.unknown);
    }
    if (populating) await setRecordsField(tx, 'inventories', [inventory.id], 'status', 'POPULATING', now);
    return { inserted: added.inserted, unknown: added.unknown.length };
  });
  // The station reloads its counters 300 ms after a send (001 §9): they are counted after the answer, and getCounters
  // waits for that count rather than counting again.
  if (inserted > 0 || populating) recountAfterWrite(db, inventory);
  return {
    inventoryId: inventory.id,
    status: populating ? 'POPULATING' : String(inventory.status),
    received: codes.length,
    inserted,
    alreadyInserted: codes.length - inserted,
    unknown,
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
