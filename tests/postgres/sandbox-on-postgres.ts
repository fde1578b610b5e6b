/**
 * The 'postgres' end-to-end project's web server: a throwaway PostgreSQL server on SANDBOX_DATABASE_PORT, then the
 * whole sandbox and station (`sandbox/start.ts`) with DATABASE_URL pointing at it. SIGTERM or SIGINT stops the sandbox,
 * then the server, whose folder is removed.
 */
import { spawn } from 'node:child_process';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const port = Number(process.env.SANDBOX_DATABASE_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('SANDBOX_DATABASE_PORT must be a port number');

const started = Date.now();
const database = await startThrowawayPostgres({ port });
console.log(`sandbox-on-postgres: PostgreSQL ready in ${Date.now() - started} ms at ${database.url}`);
const sandbox = spawn('npx', ['tsx', 'sandbox/start.ts', '--no-station'], {
  env: { ...process.env, DATABASE_URL: database.url },
  stdio: 'inherit',
});

let stopping: Promise<void> | undefined;
function stop(code: number) {
  stopping ??= (async () => {
    if (sandbox.exitCode === null && sandbox.signalCode === null) {
      sandbox.kill('SIGTERM');
      await new Promise((resolve) => sandbox.once('exit', resolve));
    }
    await database.stop();
    process.exit(code);
  })();
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
sandbox.once('exit', (exitCode) => stop(exitCode ?? 1));
