/** Puts the seeded records of some kinds back as they were (for /control/reset: state that calls moved). */
import type { Database } from '../db/database.ts';
import { insertRecords } from '../db/resource-store.ts';
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
  const seed = buildSeedData(Date.now());
  await db.transaction(async (tx) => {
    await tx.query('delete from resources where kind = any($1::text[])', [kinds]);
    for (const kind of kinds) await insertRecords(tx, kind, seed.records.get(kind) ?? []);
  });
}
