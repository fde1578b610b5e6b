/** Database on PGlite, PostgreSQL compiled to WebAssembly, running in this process. */
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await target.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** dataDir is a folder path, or 'memory://' for a database that lives only as long as the process. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const pglite = await PGlite.create(dataDir);
  return {
    ...queryable(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}
