/**
 * Records as the API serves them: each reference of the catalogue (resource-catalogue.ts) attached as the
 * referenced record, two levels deep (item → zone → place), and public URLs substituted.
 * Writes go the other way: attached records are dropped before storing.
 */
import type { Queryable } from '../db/database.ts';
import { listRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import type { PublicUrls } from './api-types.ts';
import { substitutePublicUrls } from './public-urls.ts';
import { findResourceKind } from './resource-catalogue.ts';
import type { Reference } from './resource-catalogue.ts';

const MAX_DEPTH = 2;

function referencesOf(kind: string): readonly Reference[] {
  return findResourceKind(kind)?.references ?? [];
}

function idsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((entry): entry is string => typeof entry === 'string');
  return [];
}

async function attachReferences(
  db: Queryable,
  kind: string,
  records: ResourceRecord[],
  depth: number,
): Promise<ResourceRecord[]> {
  const references = referencesOf(kind);
  if (depth >= MAX_DEPTH || references.length === 0 || records.length === 0) return records;
  const results = records.map((record) => ({ ...record }));
  for (const reference of references) {
    const ids = [...new Set(records.flatMap((record) => idsIn(record[reference.from])))];
    if (ids.length === 0) continue;
    const found = await attachReferences(db, reference.kind, await listRecords(db, reference.kind, { ids }), depth + 1);
    const byId = new Map(found.map((record) => [record.id, record]));
    for (const record of results) {
      const referenced = idsIn(record[reference.from]);
      if (reference.many) {
        record[reference.as] = referenced.map((id) => byId.get(id)).filter((entry) => entry !== undefined);
      } else if (referenced[0] !== undefined && byId.has(referenced[0])) {
        record[reference.as] = byId.get(referenced[0]);
      }
    }
  }
  return results;
}

export async function presentRecords(
  db: Queryable,
  urls: PublicUrls,
  kind: string,
  records: ResourceRecord[],
): Promise<ResourceRecord[]> {
  return substitutePublicUrls(await attachReferences(db, kind, records, 0), urls);
}

export async function presentRecord(
  db: Queryable,
  urls: PublicUrls,
  kind: string,
  record: ResourceRecord,
): Promise<ResourceRecord> {
  const [presented] = await presentRecords(db, urls, kind, [record]);
  return presented ?? record;
}

function idOf(value: unknown): string | undefined {
  const id = typeof value === 'object' && value !== null ? (value as JsonObject).id : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * A body to store: attached records removed, so only the reference ids are kept. A body that carries the
 * attached record but not its id field (an item with product but no productId) keeps the record's id.
 */
export function withoutAttachedRecords(kind: string, body: JsonObject): JsonObject {
  const result = { ...body };
  for (const reference of referencesOf(kind)) {
    const attached = result[reference.as];
    if (attached === undefined) continue;
    if (result[reference.from] === undefined) {
      const ids = (Array.isArray(attached) ? attached : [attached]).map(idOf);
      const known = ids.filter((id): id is string => id !== undefined);
      if (known.length > 0) result[reference.from] = reference.many ? known : known[0];
    }
    delete result[reference.as];
  }
  return result;
}
