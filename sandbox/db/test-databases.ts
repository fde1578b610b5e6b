/**
 * The databases a sandbox test runs on: PGlite always, and the PostgreSQL server of TEST_DATABASE_URL when it is set
 * (the test command starts one). Suites are named 'on PGlite' and 'on PostgreSQL'.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from './database.ts';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Opens the database again; on PGlite only once the previous handle is closed (one process owns its folder). */
  open(): Promise<Database>;
  /** A second handle while the first is open: its own connections on PostgreSQL, the same handle on PGlite. */
  openBeside(first: Database): Promise<Database>;
  remove(): Promise<void>;
}

async function pgliteFolder(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'station-test-db-'));
  return {
    name: 'PGlite',
    open: () => openDatabase({ dataDir }),
    openBeside: async (first) => ({ ...first, close: async () => {} }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

function postgresServer(databaseUrl: string): TestDatabase {
  const open = () => openDatabase({ dataDir: 'unused', databaseUrl });
  return { name: 'PostgreSQL', open, openBeside: open, remove: async () => {} };
}

export const testDatabaseNames: TestDatabase['name'][] = process.env.TEST_DATABASE_URL
  ? ['PGlite', 'PostgreSQL']
  : ['PGlite'];

export async function createTestDatabase(name: TestDatabase['name']): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (name === 'PGlite') return pgliteFolder();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return postgresServer(url);
}
