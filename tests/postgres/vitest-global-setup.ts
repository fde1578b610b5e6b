/**
 * The sandbox tests' PostgreSQL: with STATION_TEST_POSTGRES=1 (the test command sets it) and no TEST_DATABASE_URL of
 * the developer's own, starts a throwaway server and hands its URL to the tests as TEST_DATABASE_URL. Without the
 * switch nothing starts and the PostgreSQL suites skip, so `npx vitest run` works on a machine without PostgreSQL.
 */
import { startThrowawayPostgres } from './throwaway-postgres.ts';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.STATION_TEST_POSTGRES !== '1' || process.env.TEST_DATABASE_URL) return undefined;
  const started = Date.now();
  const server = await startThrowawayPostgres();
  console.log(`PostgreSQL for the sandbox tests: ${server.url} (started in ${Date.now() - started} ms)`);
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
