/**
 * Puts the seeded records of some kinds back as they were, and the seeded items in their zones with their
 * identifiers (for /control/reset: state that calls moved).
 */
import type { Database } from '../db/database.ts';
import { insertRecords, setRecordsField } from '../db/resource-store.ts';
import { buildSeedData } from '../seed/seed-data.ts';
import { COUNTER_KIND } from './encoding-tags.ts';
import { QC_KIND } from './qc-records.ts';

/**
 * The kinds whose records the operation calls change: shipments, parcels, checklists, sortings and pickings;
 * production order rows (encodedQuantity), encoding records and the encoding serial counters (002 §7 Encoding);
 * the QC records tests set (none seeded).
 */
export const RESTORED_KINDS = [
  'asns',
  'parcels',
  'checklists',
  'pickings',
  'sortings',
  'sortinggroups',
  'sortinggroupentries',
  'sortinggroupreads',
  'productionOrderRows',
  'encoding',
  COUNTER_KIND,
  QC_KIND,
];

export async function restoreSeedKinds(db: Database, kinds: readonly string[] = RESTORED_KINDS): Promise<void> {
  const now = Date.now();
  const seed = buildSeedData(now);
  const seededItems = seed.records.get('items') ?? [];
  // Seeded items go back to their zones (transfers and conveyor boxes move them); items made later stay as they are,
  // except the items encoding created, whose tags would otherwise stay taken.
  const itemsByZone = new Map<string, string[]>();
  for (const item of seededItems)
    if (typeof item.zoneId === 'string')
      itemsByZone.set(item.zoneId, [...(itemsByZone.get(item.zoneId) ?? []), item.id]);
  const identifiers = JSON.stringify(seededItems.map((item) => ({ id: item.id, identifiers: item.identifiers })));
  await db.transaction(async (tx) => {
    if (kinds.includes('encoding'))
      await tx.query(
        `delete from resources where kind = 'items'
            and id in (select data ->> 'itemId' from resources where kind = 'encoding')`,
      );
    await tx.query('delete from resources where kind = any($1::text[])', [kinds]);
    for (const kind of kinds) await insertRecords(tx, kind, seed.records.get(kind) ?? []);
    for (const [zoneId, ids] of itemsByZone) await setRecordsField(tx, 'items', ids, 'zoneId', zoneId, now);
    // Encoding takes tags off seeded items (disassociate, forced re-association): only those rows are rewritten.
    await tx.query(
      `update resources r
          set data = (r.data - 'status') || jsonb_build_object('identifiers', s.identifiers, 'lastModifyDate', $2::bigint),
              updated_at = $2
         from jsonb_to_recordset($1::jsonb) as s(id text, identifiers jsonb)
        where r.kind = 'items' and r.id = s.id
          and (r.data -> 'identifiers' is distinct from s.identifiers or r.data ? 'status')`,
      [identifiers, now],
    );
  });
}
