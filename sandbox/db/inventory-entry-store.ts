/**
 * Inventory entries (kind 'inventoryEntries') live apart from the resources (migration 0004): insertTags writes a
 * batch (inventory_entry_batches, one row of parallel arrays), the generic calls write rows (inventory_entries),
 * and everything reads the view inventory_entry_rows, an entry a row. The generic record functions of
 * resource-store.ts come here for that kind and answer the same records as the JSON resources did:
 * - an entry whose data is null (in a batch, or a row moved out of one) has the record ENTRY_RECORD, built from its
 *   columns, with the same fields and the same JSON;
 * - a row written through the generic calls (POST, bulkCreate, bulkUpdate) keeps its record in data, and its
 *   typed columns hold data's fields as text (->>), for the counters and the filters.
 * Changing or deleting one entry of a batch first moves that batch to rows (moveBatchesToRows).
 */
import type { Queryable } from './database.ts';
import type { ResourceRecord } from './resource-store.ts';

export const ENTRY_KIND = 'inventoryEntries';

/** The record of a row of inventory_entry_rows (or inventory_entries), as jsonb (for conditions). */
export const ENTRY_RECORD = `coalesce(data, jsonb_build_object(
    'id', id, 'creationDate', created_at, 'lastModifyDate', updated_at, 'inventoryId', inventory_id,
    'identifierCode', identifier_code, 'epc', epc, 'readType', read_type, 'itemId', item_id, 'productId', product_id,
    'status', status, 'reason', reason, 'creationUser', jsonb_build_object('username', username)))`;

/**
 * The same record as json text, to answer: cheaper to build than jsonb, its keys in the order jsonb keeps them
 * (shorter first, then bytewise), so the JSON is the same as that of the record stored as jsonb.
 */
const ENTRY_JSON = `coalesce(data::json, json_build_object(
    'id', id, 'epc', epc, 'itemId', item_id, 'reason', reason, 'status', status, 'readType', read_type,
    'productId', product_id, 'inventoryId', inventory_id, 'creationDate', created_at,
    'creationUser', json_build_object('username', username), 'identifierCode', identifier_code,
    'lastModifyDate', updated_at))`;

/** Record fields kept in a typed column too (top-level text fields), so filters on them can use the columns. */
const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  inventoryId: 'inventory_id',
  identifierCode: 'identifier_code',
  epc: 'epc',
  readType: 'read_type',
  itemId: 'item_id',
  productId: 'product_id',
  status: 'status',
  reason: 'reason',
};

const ROW_COLUMNS = `id, inventory_id, identifier_code, epc, read_type, item_id, product_id, status, reason, username,
  created_at, updated_at, data`;

const TYPED_COLUMNS =
  'inventory_id, identifier_code, epc, read_type, item_id, product_id, status, reason, username, created_at, updated_at, data';

/** The typed columns' values taken from the record `r` (jsonb), in TYPED_COLUMNS order up to username. */
const typedValues = (r: string) =>
  `${r} ->> 'inventoryId', ${r} ->> 'identifierCode', ${r} ->> 'epc', ${r} ->> 'readType', ${r} ->> 'itemId',
   ${r} ->> 'productId', ${r} ->> 'status', ${r} ->> 'reason', ${r} #>> '{creationUser,username}'`;

/** The SQL condition that the record's top-level field is one of the values ($n). */
export function entryFieldCondition(field: string, n: number): string | undefined {
  const column = FIELD_COLUMNS[field];
  return column ? `${column} = any($${n}::text[])` : undefined;
}

export async function getEntry(db: Queryable, id: string): Promise<ResourceRecord | undefined> {
  const { rows } = await db.query<{ data: ResourceRecord }>(
    `select ${ENTRY_JSON} as data from inventory_entry_rows where id = $1 limit 1`,
    [id],
  );
  return rows[0]?.data;
}

/** Entries passing the conditions (SQL on inventory_entry_rows, ENTRY_RECORD being the record), in creation order. */
export async function listEntries(db: Queryable, conditions: string[], params: unknown[]): Promise<ResourceRecord[]> {
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const { rows } = await db.query<{ data: ResourceRecord }>(
    `select ${ENTRY_JSON} as data
       from (select * from inventory_entry_rows ${where} order by created_at, id) entry`,
    params,
  );
  return rows.map((row) => row.data);
}

/**
 * Stores records as given (the generic calls). With ifAbsent, only those whose id is not stored yet (the first of
 * a repeated id); answers the ids it stored.
 */
export async function insertEntryRecords(
  db: Queryable,
  records: ResourceRecord[],
  ifAbsent = false,
): Promise<string[]> {
  if (records.length === 0) return [];
  const source = ifAbsent
    ? `(select distinct on (r ->> 'id') r from jsonb_array_elements($1::jsonb) with ordinality x(r, n)
         where not exists (select 1 from inventory_entry_rows e where e.id = r ->> 'id')
         order by r ->> 'id', n) s`
    : 'jsonb_array_elements($1::jsonb) r';
  const { rows } = await db.query<{ id: string }>(
    `insert into inventory_entries (id, ${TYPED_COLUMNS})
     select r ->> 'id', ${typedValues('r')}, (r ->> 'creationDate')::bigint, (r ->> 'lastModifyDate')::bigint, r
       from ${source}
     returning id`,
    [JSON.stringify(records)],
  );
  return rows.map((row) => row.id);
}

/** Moves the batches holding any of these entries to inventory_entries, an entry a row (same records). */
async function moveBatchesToRows(db: Queryable, ids: string[]): Promise<void> {
  await db.query(
    `with moved as (delete from inventory_entry_batches where ids && $1::text[] returning batch_id)
     insert into inventory_entries (${ROW_COLUMNS})
     select ${ROW_COLUMNS} from inventory_entry_rows where batch_id in (select batch_id from moved)`,
    [ids],
  );
}

/** Sets one top-level field (and lastModifyDate) of the entries with these ids; answers how many changed. */
export async function setEntriesField(
  db: Queryable,
  ids: string[],
  field: string,
  value: unknown,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  await moveBatchesToRows(db, ids);
  const { rows } = await db.query<{ id: string }>(
    `update inventory_entries
        set (${TYPED_COLUMNS}) = (select ${typedValues('r')}, created_at, $4::bigint, r
                                    from (select ${ENTRY_RECORD}
                                                 || jsonb_build_object($2::text, $3::jsonb, 'lastModifyDate', $4::bigint)) s(r))
      where id = any($1::text[])
      returning id`,
    [ids, field, JSON.stringify(value), now],
  );
  return rows.length;
}

export async function replaceEntry(db: Queryable, record: ResourceRecord): Promise<boolean> {
  await moveBatchesToRows(db, [record.id]);
  const { rows } = await db.query<{ id: string }>(
    `update inventory_entries
        set (${TYPED_COLUMNS}) = (select ${typedValues('r')}, created_at, $3::bigint, r from (select $2::jsonb) s(r))
      where id = $1
      returning id`,
    [record.id, JSON.stringify(record), record.lastModifyDate],
  );
  return rows.length > 0;
}

export async function deleteEntry(db: Queryable, id: string): Promise<boolean> {
  await moveBatchesToRows(db, [id]);
  const { rows } = await db.query<{ id: string }>('delete from inventory_entries where id = $1 returning id', [id]);
  return rows.length > 0;
}

/** Deletes the entries of an inventory; answers how many there were. */
export async function deleteInventoryEntries(db: Queryable, inventoryId: string): Promise<number> {
  const { rows } = await db.query<{ deleted: number }>(
    `with from_rows as (delete from inventory_entries where inventory_id = $1 returning 1),
          from_batches as (delete from inventory_entry_batches where inventory_id = $1 returning cardinality(ids) as n)
     select ((select count(*) from from_rows) + (select coalesce(sum(n), 0) from from_batches))::int as deleted`,
    [inventoryId],
  );
  return Number(rows[0]?.deleted ?? 0);
}

/** SQL deleting every entry (a reset). */
export const DELETE_ALL_ENTRIES = 'delete from inventory_entry_batches; delete from inventory_entries;';

/** SQL counting every entry. */
export const COUNT_ENTRIES = `(select count(*) from inventory_entries)
  + (select coalesce(sum(cardinality(ids)), 0) from inventory_entry_batches)`;
