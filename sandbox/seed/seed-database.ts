/**
 * Loads the demo data (seed-data.ts) into the sandbox database: at first start when the database is empty,
 * and on reset, which drops all data first. Both run in one transaction.
 */
import type { Database, Queryable } from '../db/database.ts';
import { COUNT_ENTRIES, DELETE_ALL_ENTRIES } from '../db/inventory-entry-store.ts';
import { insertRecords } from '../db/resource-store.ts';
import { insertUsers } from '../api/users-store.ts';
import { buildSeedData } from './seed-data.ts';

/** Any number, the same in every sandbox process: the key of the advisory lock seeding runs under. */
const SEED_LOCK = 417_018;

async function loadSeed(tx: Queryable, now: number): Promise<void> {
  const seed = buildSeedData(now);
  for (const [kind, records] of seed.records) await insertRecords(tx, kind, records);
  await insertUsers(tx, seed.users, now);
}

async function isEmpty(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query<{ stored: number }>(
    `select (select count(*) from resources) + ${COUNT_ENTRIES} + (select count(*) from users) as stored`,
  );
  return Number(rows[0]?.stored ?? 0) === 0;
}

/** Seeds an empty database; true when it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two sandbox processes starting on one empty PostgreSQL database: the second waits and finds it seeded.
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (!(await isEmpty(tx))) return false;
    await loadSeed(tx, Date.now());
    return true;
  });
}

/** Drops every record and user, then loads the demo data again. */
export async function resetDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`${DELETE_ALL_ENTRIES} delete from resources; delete from users;`);
    await loadSeed(tx, Date.now());
  });
}
