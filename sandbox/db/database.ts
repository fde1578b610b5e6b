/**
 * The sandbox server's database: embedded PostgreSQL (PGlite) by default, a real PostgreSQL server when
 * DATABASE_URL is set. Both speak the same SQL, so the stores and migrations run unchanged on either.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { applyMigrations } from './migrations.ts';

export interface QueryResult<T> {
  rows: T[];
}

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with $1.. parameters. */
  query<T>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs fn in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** Folder of the sandbox data; PGlite keeps its files in `{dataDir}/pg`. 'memory://' keeps nothing. */
  dataDir: string;
  /** A PostgreSQL connection string; when set, the data lives there instead. */
  databaseUrl?: string | undefined;
}

export const IN_MEMORY = 'memory://';

async function openEngine(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres-database.ts');
    return openPostgresDatabase(config.databaseUrl);
  }
  const { openPgliteDatabase } = await import('./pglite-database.ts');
  if (config.dataDir === IN_MEMORY) return openPgliteDatabase(IN_MEMORY);
  const folder = path.join(config.dataDir, 'pg');
  await mkdir(folder, { recursive: true });
  return openPgliteDatabase(folder);
}

/** Opens the database and brings its schema up to date (migrations in ./migrations, applied once each). */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const db = await openEngine(config);
  try {
    await applyMigrations(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
