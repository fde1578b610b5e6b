/** Database on a PostgreSQL server reached through DATABASE_URL, with the node-postgres client. */
import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { trackConnections } from './pool-connections.ts';

const INT8_OID = 20;

/** Row values parsed as PGlite parses them: int8 (bigint columns, counts) as JavaScript numbers. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgresDatabase(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, types, max: 5 });
  const connections = trackConnections(pool);
  let closing = false;
  // An idle connection the server ends (a restart, a dropped database) leaves the pool, which opens another for the
  // next query; without this listener the pool's 'error' event would end the sandbox's process.
  pool.on('error', (error) => {
    if (!closing) console.error(`sandbox: a PostgreSQL connection ended while idle: ${error.message}`);
  });
  await pool.query('select 1');
  return {
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      closing = true;
      await pool.end();
      await connections.allEnded();
    },
  };
}
