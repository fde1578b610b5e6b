/**
 * Generic resource store: every record of every resource kind (000 §7.1) is one row of `resources`,
 * keyed by (kind, id), holding the record as JSON including its id, creationDate and lastModifyDate.
 */
import type { Queryable } from './database.ts';

export type JsonObject = Record<string, unknown>;

/** A stored record: any JSON object with the fields every resource carries. */
export interface ResourceRecord extends JsonObject {
  id: string;
  creationDate: number;
  lastModifyDate: number;
}

export interface Prefilter {
  ids?: string[] | undefined;
  codes?: string[] | undefined;
}

export async function getRecord(db: Queryable, kind: string, id: string): Promise<ResourceRecord | undefined> {
  const { rows } = await db.query<{ data: ResourceRecord }>('select data from resources where kind = $1 and id = $2', [
    kind,
    id,
  ]);
  return rows[0]?.data;
}

/** Records of one kind in creation order, narrowed in SQL by ids and/or codes when given. */
export async function listRecords(db: Queryable, kind: string, prefilter: Prefilter = {}): Promise<ResourceRecord[]> {
  const conditions = ['kind = $1'];
  const params: unknown[] = [kind];
  if (prefilter.ids) {
    params.push(prefilter.ids);
    conditions.push(`id = any($${params.length}::text[])`);
  }
  if (prefilter.codes) {
    params.push(prefilter.codes);
    conditions.push(`data ->> 'code' = any($${params.length}::text[])`);
  }
  const sql = `select data from resources where ${conditions.join(' and ')} order by created_at, id`;
  const { rows } = await db.query<{ data: ResourceRecord }>(sql, params);
  return rows.map((row) => row.data);
}

/** Records of one kind whose identifiers[] hold one of the codes, with the code that matched. */
export async function findByIdentifierCodes(
  db: Queryable,
  kind: string,
  codes: string[],
): Promise<{ code: string; data: ResourceRecord }[]> {
  const { rows } = await db.query<{ code: string; data: ResourceRecord }>(
    `select identifier ->> 'code' as code, r.data
       from resources r, jsonb_array_elements(coalesce(r.data -> 'identifiers', '[]'::jsonb)) identifier
      where r.kind = $1 and identifier ->> 'code' = any($2::text[])`,
    [kind, codes],
  );
  return rows;
}

export async function insertRecords(db: Queryable, kind: string, records: ResourceRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `insert into resources (kind, id, data, created_at, updated_at)
     select $1, r ->> 'id', r, (r ->> 'creationDate')::bigint, (r ->> 'lastModifyDate')::bigint
       from jsonb_array_elements($2::jsonb) r`,
    [kind, JSON.stringify(records)],
  );
}

/** Replaces a stored record; false when there is none with that id. */
export async function replaceRecord(db: Queryable, kind: string, record: ResourceRecord): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    'update resources set data = $3::jsonb, updated_at = $4 where kind = $1 and id = $2 returning id',
    [kind, record.id, JSON.stringify(record), record.lastModifyDate],
  );
  return rows.length > 0;
}

export async function deleteRecord(db: Queryable, kind: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>('delete from resources where kind = $1 and id = $2 returning id', [
    kind,
    id,
  ]);
  return rows.length > 0;
}

export async function countAllRecords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from resources');
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
  const { rows } = await db.query<{ data: ResourceRecord }>(
    'select data from resources where kind = $1 and data #>> $2::text[] = any($3::text[]) order by created_at, id',
    [kind, path, values],
  );
  return rows.map((row) => row.data);
}
