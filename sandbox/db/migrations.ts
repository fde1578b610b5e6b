/**
 * Schema migrations: numbered `.sql` files in ./migrations (`0001_name.sql`), applied in order at open, in one
 * transaction, and recorded in schema_migrations so that reopening applies nothing twice.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Queryable, Database } from './database.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = await readdir(dir);
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match?.[1] || !match[2]) continue;
    migrations.push({ version: Number(match[1]), name: match[2], sql: await readFile(`${dir}/${file}`, 'utf8') });
  }
  migrations.sort((a, b) => a.version - b.version);
  const versions = new Set(migrations.map((migration) => migration.version));
  if (versions.size !== migrations.length) throw new Error(`two migrations share a number in ${dir}`);
  return migrations;
}

async function appliedVersions(db: Queryable): Promise<Set<number>> {
  await db.exec(`create table if not exists schema_migrations (
    version integer primary key,
    name text not null,
    applied_at bigint not null
  )`);
  const { rows } = await db.query<{ version: number }>('select version from schema_migrations');
  return new Set(rows.map((row) => Number(row.version)));
}

/** Any number, the same in every sandbox process: the key of the advisory lock migrations run under. */
const MIGRATION_LOCK = 417_017;

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function applyMigrations(db: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await readMigrations());
  return db.transaction(async (tx) => {
    // Sandbox processes starting together on one PostgreSQL database: one migrates, the others wait, then find it done.
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const applied = await appliedVersions(tx);
    const done: number[] = [];
    for (const migration of all) {
      if (applied.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
      done.push(migration.version);
    }
    return done;
  });
}
