import { mkdtemp, rm, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import type { Database } from './database.ts';
import { applyMigrations, readMigrations } from './migrations.ts';
import { findByIdentifierCodes, getRecord, insertRecords, listRecords } from './resource-store.ts';
import type { ResourceRecord } from './resource-store.ts';

function record(id: string, code: string, extra: Record<string, unknown> = {}): ResourceRecord {
  return { id, code, creationDate: 1, lastModifyDate: 1, ...extra };
}

describe('sandbox database on a PGlite data folder', () => {
  let dataDir = '';
  let db: Database;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'station-db-'));
    db = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await insertRecords(tx, 'items', [record('rolled-back', 'X')]);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await getRecord(db, 'items', 'rolled-back')).toBeUndefined();
  });

  it('narrows lists by ids, codes and identifier codes in SQL', async () => {
    await insertRecords(db, 'items', [
      record('i-1', 'A', { identifiers: [{ code: 'EPC1', type: 'UHF_TAG' }] }),
      record('i-2', 'B', { identifiers: [{ code: 'EPC2', type: 'UHF_TAG' }] }),
    ]);
    expect((await listRecords(db, 'items', { ids: ['i-2'] })).map((r) => r.id)).toEqual(['i-2']);
    expect((await listRecords(db, 'items', { codes: ['A'] })).map((r) => r.id)).toEqual(['i-1']);
    const found = await findByIdentifierCodes(db, 'items', ['EPC2', 'NONE']);
    expect(found.map((row) => [row.code, row.data.id])).toEqual([['EPC2', 'i-2']]);
  });

  it('000 §7.1: keeps records across a restart, and migrations run once', async () => {
    await insertRecords(db, 'zones', [record('z-1', 'WH-STOCK')]);
    await db.close();
    expect(await readdir(path.join(dataDir, 'pg'))).not.toHaveLength(0);

    db = await openDatabase({ dataDir });
    expect(await getRecord(db, 'zones', 'z-1')).toMatchObject({ code: 'WH-STOCK' });
    const { rows } = await db.query<{ version: number }>('select version from schema_migrations order by version');
    const migrations = await readMigrations();
    expect(rows.map((row) => Number(row.version))).toEqual(migrations.map((migration) => migration.version));
    expect(await applyMigrations(db)).toEqual([]);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('sandbox database on PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  it('000 §7.1: keeps records across a restart, and migrations run once', async () => {
    const id = `test-${Date.now()}`;
    const first = await openDatabase({ dataDir: 'unused', databaseUrl: postgresUrl });
    await insertRecords(first, 'zones', [record(id, 'PG-STOCK')]);
    await first.close();
    const second = await openDatabase({ dataDir: 'unused', databaseUrl: postgresUrl });
    try {
      expect(await getRecord(second, 'zones', id)).toMatchObject({ code: 'PG-STOCK', creationDate: 1 });
      expect(await applyMigrations(second)).toEqual([]);
    } finally {
      await second.query('delete from resources where id = $1', [id]);
      await second.close();
    }
  });
});
