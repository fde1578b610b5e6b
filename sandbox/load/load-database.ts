/**
 * Where the load runs: PGlite in memory by default; with a PostgreSQL server (TEST_DATABASE_URL), a database of its
 * own, created with a random name for the run and dropped after it, so the load neither sees nor leaves data of
 * other suites on that server.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface LoadDatabase {
  /** The connection string of the run's database; undefined for PGlite in memory. */
  databaseUrl: string | undefined;
  /** 'PGlite (memory)' or 'PostgreSQL {host}:{port}'. */
  label: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createLoadDatabase(serverUrl: string | undefined): Promise<LoadDatabase> {
  if (!serverUrl) return { databaseUrl: undefined, label: 'PGlite (memory)', drop: async () => {} };
  const name = `station_load_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    label: `PostgreSQL ${url.host}/${name}`,
    drop: () => onServer(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(),
  };
}
