/**
 * Inventory entries (kind 'inventoryEntries') live in their own table, inventory_entries (migration 0004), one typed
 * row each, so that insertTags of 10,000 codes writes 10,000 small rows with one index instead of 10,000 JSON
 * resources. The generic record functions of resource-store.ts come here for that kind and answer the same
 * records as before:
 * - a row written by insertTags (insertEntries) has data null, and its record is built from its columns
 *   (ENTRY_RECORD), with the same fields and the same JSON as the JSON resource it replaces;
 * - a row written through the generic calls (POST, bulkCreate, bulkUpdate) keeps the record in data, and its
 *   typed columns hold data's fields as text (->>), for the counters and the filters.
 */
import type { Queryable } from './database.ts';
import type { ResourceRecord } from './resource-store.ts';

export const ENTRY_KIND = 'inventoryEntries';

/** The record of a row of inventory_entries, as jsonb. */
export const ENTRY_RECORD = `coalesce(data, jsonb_build_object(
    'id', id, 'creationDate', created_at, 'lastModifyDate', updated_at, 'inventoryId', inventory_id,
    'identifierCode', identifier_code, 'epc', epc, 'readType', read_type, 'itemId', item_id, 'productId', product_id,
    'status', status, 'reason', reason, 'creationUser', jsonb_build_object('username', username)))`;

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

const TYPED_COLUMNS =
  'inventory_id, identifier_code, epc, read_type, item_id, product_id, status, reason, username, created_at, updated_at, data';

/** The typed columns' values taken from the record `r` (jsonb), in TYPED_COLUMNS order. */
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
    `select ${ENTRY_RECORD} as data from inventory_entries where id = $1 limit 1`,
    [id],
  );
  return rows[0]?.data;
}

/** Entries passing the conditions (SQL on inventory_entries, ENTRY_RECORD being the record), in creation order. */
export async function listEntries(db: Queryable, conditions: string[], params: unknown[]): Promise<ResourceRecord[]> {
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const { rows } = await db.query<{ data: ResourceRecord }>(
    `select ${ENTRY_RECORD} as data from inventory_entries ${where} order by created_at, id`,
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
         where not exists (select 1 from inventory_entries e where e.id = r ->> 'id')
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

/** Sets one top-level field (and lastModifyDate) of the entries with these ids; answers how many changed. */
export async function setEntriesField(
  db: Queryable,
  ids: string[],
  field: string,
  value: unknown,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
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
  const { rows } = await db.query<{ id: string }>('delete from inventory_entries where id = $1 returning id', [id]);
  return rows.length > 0;
}
