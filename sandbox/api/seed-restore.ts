/**
 * Puts the seeded records of some kinds back as they were, and the seeded items in their zones (for /control/reset:
 * state that calls moved).
 */
import type { Database } from '../db/database.ts';
import { insertRecords, setRecordsField } from '../db/resource-store.ts';
import { buildSeedData } from '../seed/seed-data.ts';

/** The kinds whose records the operation calls change: shipments, parcels, checklists, sortings and pickings. */
export const RESTORED_KINDS = [
  'asns',
  'parcels',
  'checklists',
  'pickings',
  'sortings',
  'sortinggroups',
  'sortinggroupentries',
  'sortinggroupreads',
];

export async function restoreSeedKinds(db: Database, kinds: readonly string[] = RESTORED_KINDS): Promise<void> {
  const now = Date.now();
  const seed = buildSeedData(now);
  // Seeded items go back to their zones (transfers and conveyor boxes move them); items made later stay as they are.
  const itemsByZone = new Map<string, string[]>();
  for (const item of seed.records.get('items') ?? [])
    if (typeof item.zoneId === 'string')
      itemsByZone.set(item.zoneId, [...(itemsByZone.get(item.zoneId) ?? []), item.id]);
  await db.transaction(async (tx) => {
    await tx.query('delete from resources where kind = any($1::text[])', [kinds]);
    for (const kind of kinds) await insertRecords(tx, kind, seed.records.get(kind) ?? []);
    for (const [zoneId, ids] of itemsByZone) await setRecordsField(tx, 'items', ids, 'zoneId', zoneId, now);
  });
}
