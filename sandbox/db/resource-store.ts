/**
 * Generic resource store: every record of every resource kind (000 §7.1) is one row of `resources`,
 * keyed by (kind, id), holding the record as JSON including its id, creationDate and lastModifyDate.
 * Inventory entries are the exception: they have a table of their own (inventory-entry-store.ts), which these
 * functions use for that kind, so callers see the same records.
 * Items also feed item_facts and item_identifiers (migration 0004), kept by a trigger on resources.
 */
import type { Queryable } from './database.ts';
import {
  COUNT_ENTRIES,
  ENTRY_KIND,
  ENTRY_RECORD,
  deleteEntry,
  entryFieldCondition,
  getEntry,
  insertEntryRecords,
  listEntries,
  replaceEntry,
  setEntriesField,
} from './inventory-entry-store.ts';

export type JsonObject = Record<string, unknown>;

/** A stored record: any JSON object with the fields every resource carries. */
export interface ResourceRecord extends JsonObject {
  id: string;
  creationDate: number;
  lastModifyDate: number;
}

/**
 * A field narrowed in SQL: `name` is a top-level field (data ->> name), `list[].name` a field of the elements of a
 * top-level list (identifiers[].code); the record passes when a value there is one of the values.
 */
export interface FieldPrefilter {
  path: string;
  values: string[];
}

export interface Prefilter {
  ids?: string[] | undefined;
  codes?: string[] | undefined;
  fields?: FieldPrefilter[] | undefined;
}

const FIELD_PATH = /^(\w+)(?:\[\]\.(\w+))?$/;

/** The SQL condition of a field prefilter on the record `data` (a jsonb expression), its values being parameter $n. */
function fieldCondition(path: string, n: number, data = 'data'): string {
  const match = FIELD_PATH.exec(path);
  if (!match?.[1]) throw new Error(`not a prefilter path: '${path}'`);
  if (!match[2]) return `${data} ->> '${match[1]}' = any($${n}::text[])`;
  return `exists (select 1 from jsonb_array_elements(coalesce(${data} -> '${match[1]}', '[]'::jsonb)) element
                   where element ->> '${match[2]}' = any($${n}::text[]))`;
}

export async function getRecord(db: Queryable, kind: string, id: string): Promise<ResourceRecord | undefined> {
  if (kind === ENTRY_KIND) return getEntry(db, id);
  const { rows } = await db.query<{ data: ResourceRecord }>('select data from resources where kind = $1 and id = $2', [
    kind,
    id,
  ]);
  return rows[0]?.data;
}

/** Records of one kind in creation order, narrowed in SQL by ids and/or codes when given. */
export async function listRecords(db: Queryable, kind: string, prefilter: Prefilter = {}): Promise<ResourceRecord[]> {
  const entries = kind === ENTRY_KIND;
  const data = entries ? ENTRY_RECORD : 'data';
  const conditions = entries ? [] : ['kind = $1'];
  const params: unknown[] = entries ? [] : [kind];
  if (prefilter.ids) {
    params.push(prefilter.ids);
    conditions.push(`id = any($${params.length}::text[])`);
  }
  if (prefilter.codes) {
    params.push(prefilter.codes);
    conditions.push(`${data} ->> 'code' = any($${params.length}::text[])`);
  }
  for (const field of prefilter.fields ?? []) {
    params.push(field.values);
    const typed = entries ? entryFieldCondition(field.path, params.length) : undefined;
    conditions.push(typed ?? fieldCondition(field.path, params.length, data));
  }
  if (entries) return listEntries(db, conditions, params);
  const sql = `select data from resources where ${conditions.join(' and ')} order by created_at, id`;
  const { rows } = await db.query<{ data: ResourceRecord }>(sql, params);
  return rows.map((row) => row.data);
}

/**
 * Records of one kind whose identifiers[] hold one of the codes, with the code that matched: for items, the item a
 * code names (through item_identifiers; one of them should several items carry the code, the one insertTags takes),
 * in the order of the codes; for other kinds, a row per matching identifier.
 */
export async function findByIdentifierCodes(
  db: Queryable,
  kind: string,
  codes: string[],
): Promise<{ code: string; data: ResourceRecord }[]> {
  if (codes.length === 0) return [];
  const sql =
    kind === 'items'
      ? `select c.code, r.data
           from unnest($2::text[]) with ordinality c(code, n)
           join lateral (select i.item_id from item_identifiers i where i.code = c.code limit 1) i on true
           join resources r on r.kind = $1 and r.id = i.item_id
          order by c.n`
      : `select identifier ->> 'code' as code, r.data
           from resources r,
                jsonb_array_elements(coalesce(r.data -> 'identifiers', '[]'::jsonb)) with ordinality x(identifier, position)
          where r.kind = $1 and identifier ->> 'code' = any($2::text[])
          order by r.id, x.position`;
  const { rows } = await db.query<{ code: string; data: ResourceRecord }>(sql, [kind, codes]);
  return rows;
}

export async function insertRecords(db: Queryable, kind: string, records: ResourceRecord[]): Promise<void> {
  if (records.length === 0) return;
  if (kind === ENTRY_KIND) {
    await insertEntryRecords(db, records);
    return;
  }
  await db.query(
    `insert into resources (kind, id, data, created_at, updated_at)
     select $1, r ->> 'id', r, (r ->> 'creationDate')::bigint, (r ->> 'lastModifyDate')::bigint
       from jsonb_array_elements($2::jsonb) r`,
    [kind, JSON.stringify(records)],
  );
}

/** Inserts the records whose id is not stored yet; answers the ids it inserted. */
export async function insertRecordsIfAbsent(db: Queryable, kind: string, records: ResourceRecord[]): Promise<string[]> {
  if (records.length === 0) return [];
  if (kind === ENTRY_KIND) return insertEntryRecords(db, records, true);
  const { rows } = await db.query<{ id: string }>(
    `insert into resources (kind, id, data, created_at, updated_at)
     select $1, r ->> 'id', r, (r ->> 'creationDate')::bigint, (r ->> 'lastModifyDate')::bigint
       from jsonb_array_elements($2::jsonb) r
     on conflict (kind, id) do nothing
     returning id`,
    [kind, JSON.stringify(records)],
  );
  return rows.map((row) => row.id);
}

/** Sets one top-level field of the records with these ids (and their lastModifyDate); answers how many changed. */
export async function setRecordsField(
  db: Queryable,
  kind: string,
  ids: string[],
  field: string,
  value: unknown,
  now: number,
): Promise<number> {
  if (ids.length === 0) return 0;
  if (kind === ENTRY_KIND) return setEntriesField(db, ids, field, value, now);
  const { rows } = await db.query<{ id: string }>(
    `update resources
        set data = data || jsonb_build_object($3::text, $4::jsonb, 'lastModifyDate', $5::bigint), updated_at = $5
      where kind = $1 and id = any($2::text[])
      returning id`,
    [kind, ids, field, JSON.stringify(value), now],
  );
  return rows.length;
}

/** Replaces a stored record; false when there is none with that id. */
export async function replaceRecord(db: Queryable, kind: string, record: ResourceRecord): Promise<boolean> {
  if (kind === ENTRY_KIND) return replaceEntry(db, record);
  const { rows } = await db.query<{ id: string }>(
    'update resources set data = $3::jsonb, updated_at = $4 where kind = $1 and id = $2 returning id',
    [kind, record.id, JSON.stringify(record), record.lastModifyDate],
  );
  return rows.length > 0;
}

export async function deleteRecord(db: Queryable, kind: string, id: string): Promise<boolean> {
  if (kind === ENTRY_KIND) return deleteEntry(db, id);
  const { rows } = await db.query<{ id: string }>('delete from resources where kind = $1 and id = $2 returning id', [
    kind,
    id,
  ]);
  return rows.length > 0;
}

export async function countAllRecords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select ((select count(*) from resources) + ${COUNT_ENTRIES})::int as count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Records of one kind whose text at a JSON path (e.g. attributes.ean.value) is one of the values. */
export async function findByPathValues(
  db: Queryable,
  kind: string,
  path: readonly string[],
  values: string[],
): Promise<ResourceRecord[]> {
  if (values.length === 0) return [];
  if (kind === ENTRY_KIND) return listEntries(db, [`${ENTRY_RECORD} #>> $1::text[] = any($2::text[])`], [path, values]);
  const { rows } = await db.query<{ data: ResourceRecord }>(
    'select data from resources where kind = $1 and data #>> $2::text[] = any($3::text[]) order by created_at, id',
    [kind, path, values],
  );
  return rows.map((row) => row.data);
}
