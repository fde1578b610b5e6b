/**
 * The whole demo data set, built from the data files in ./data and the generated catalogue and stock:
 * records by resource kind, each with its stable id and epoch-ms dates, and the demo users.
 * A reference to a record that the data set does not contain is an error.
 */
import configuration from './data/configuration.json' with { type: 'json' };
import devices from './data/devices.json' with { type: 'json' };
import inventory from './data/inventory.json' with { type: 'json' };
import operations from './data/operations.json' with { type: 'json' };
import places from './data/places.json' with { type: 'json' };
import production from './data/production.json' with { type: 'json' };
import shipping from './data/shipping.json' with { type: 'json' };
import sorting from './data/sorting.json' with { type: 'json' };
import users from './data/users.json' with { type: 'json' };
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import type { UserRecord } from '../api/users-store.ts';
import { catalogueSkus, productRecord } from './catalogue.ts';
import { DAY_MS, resolveSeedValue, stableId } from './seed-references.ts';
import type { ResolvedReference } from './seed-references.ts';
import { itemEventRecords, itemRecord } from './stock-records.ts';
import { stockItems } from './stock.ts';

export interface SeedData {
  records: Map<string, ResourceRecord[]>;
  users: UserRecord[];
}

const DATA_FILES: Record<string, JsonObject[]>[] = [
  places,
  devices,
  configuration,
  operations,
  shipping,
  production,
  sorting,
  inventory,
];

/** Raw records by kind, as written in the data files and generated from catalogue and stock. */
export function rawSeedRecords(): Map<string, JsonObject[]> {
  const raw = new Map<string, JsonObject[]>();
  const add = (kind: string, records: JsonObject[]) => raw.set(kind, [...(raw.get(kind) ?? []), ...records]);
  for (const file of DATA_FILES) for (const [kind, records] of Object.entries(file)) add(kind, records);
  add('products', catalogueSkus().map(productRecord));
  const items = stockItems();
  add('items', items.map(itemRecord));
  add('itemEvents', items.flatMap(itemEventRecords));
  return raw;
}

function keyOf(kind: string, record: JsonObject): string {
  const key = record.$key ?? record.code;
  if (typeof key !== 'string' || key === '') throw new Error(`a seed record of ${kind} has neither $key nor code`);
  return key;
}

function buildRecord(
  kind: string,
  raw: JsonObject,
  index: number,
  now: number,
  seen: (found: ResolvedReference) => void,
): ResourceRecord {
  const { $key: _key, $ageDays, ...fields } = raw;
  const base = typeof $ageDays === 'number' ? now - $ageDays * DAY_MS : now - DAY_MS;
  const creationDate = base + index;
  const data = resolveSeedValue(fields, now, seen) as JsonObject;
  return { ...data, id: stableId(kind, keyOf(kind, raw)), creationDate, lastModifyDate: creationDate };
}

function buildUser(raw: (typeof users.users)[number], seen: (found: ResolvedReference) => void): UserRecord {
  const user = resolveSeedValue(raw, 0, seen) as Omit<UserRecord, 'id'>;
  return { ...user, id: stableId('users', raw.username) };
}

export function buildSeedData(now: number): SeedData {
  const references: ResolvedReference[] = [];
  const seen = (found: ResolvedReference) => references.push(found);
  const records = new Map<string, ResourceRecord[]>();
  for (const [kind, raws] of rawSeedRecords()) {
    records.set(
      kind,
      raws.map((raw, index) => buildRecord(kind, raw, index, now, seen)),
    );
  }
  const seedUsers = users.users.map((raw) => buildUser(raw, seen));
  const ids = new Set([...records.values()].flat().map((record) => `${record.id}`));
  const dangling = references.filter((found) => !ids.has(found.id));
  if (dangling.length > 0) {
    throw new Error(
      `seed references without a record: ${dangling.map((found) => `@${found.kind}/${found.key}`).join(', ')}`,
    );
  }
  return { records, users: seedUsers };
}
