import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/chromium.ts';
import {
  e2eDevPorts,
  e2eDevStationUrl,
  e2ePortsOf,
  e2ePostgresPorts,
  e2ePostgresUrls,
  e2eUrls,
  e2eUrlsOf,
  e2eWorkers,
} from './tests/e2e/e2e-env.ts';
import { findPostgresBinaries } from './tests/postgres/throwaway-postgres.ts';
import { throwawaySandboxEnv } from './sandbox/config.ts';

/**
 * The 'postgres' project needs PostgreSQL's binaries: the test command installs them and asks for it
 * (STATION_TEST_POSTGRES=1, a missing server then fails); elsewhere it runs when they are there.
 */
const withPostgres = process.env.STATION_TEST_POSTGRES === '1' || findPostgresBinaries() !== undefined;

/** A worker's sandbox: quiet, in memory, with tokens that live 75 s (renewed 60 s before expiry: every 15 s). */
function sandboxEnv(ports: { station: number; api: number; idp: number; device: number }): Record<string, string> {
  return { ...throwawaySandboxEnv(ports), SANDBOX_ACCESS_TOKEN_TTL: '75' };
}

/**
 * The station as it ships (`vite build`, its Content-Security-Policy meta tag included), built for one sandbox and
 * served by `vite preview`. A build takes about 2 s; a page then loads a few files instead of the dev server's
 * hundreds of modules.
 */
function builtStation(name: string, ports: { station: number; api: number; idp: number }) {
  const urls = e2eUrlsOf({ ...ports, device: 0 });
  const outDir = `dist-e2e/${name}`;
  return {
    command: `npx vite build --outDir ${outDir} --emptyOutDir --logLevel warn && npx vite preview --outDir ${outDir} --port ${ports.station} --strictPort --host 127.0.0.1`,
    url: urls.station,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      VITE_STATION_API_URL: urls.api,
      VITE_STATION_OIDC_AUTHORITY: urls.idp,
      VITE_STATION_CHANGE_PASSWORD_URL: `${urls.idp}/account/password`,
    },
  };
}

/** A sandbox on its own in-memory database and ports, for one worker's station. */
function workerSandbox(workerIndex: number) {
  const ports = e2ePortsOf(workerIndex);
  return {
    command: 'npx tsx sandbox/start.ts --no-station',
    url: `${e2eUrlsOf(ports).api}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: sandboxEnv(ports),
  };
}

const workerIndexes = Array.from({ length: e2eWorkers }, (_, index) => index);

/**
 * End-to-end journeys in Debian's Chromium. Each worker drives the production build against a sandbox of its own
 * (tests/e2e/e2e-env.ts: TEST_PARALLEL_INDEX picks the ports, here and in the journeys' own calls to the sandbox).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: e2eWorkers,
  // No retries, in CI either: a journey that passes only on a second try hides a race to find.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // Evaluated in each worker process too, where TEST_PARALLEL_INDEX names the worker's own station.
    baseURL: e2eUrls.station,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /(dev-server|confirmation-machinery|postgres)\.spec\.ts/ },
    {
      name: 'dev-server',
      testMatch: /(dev-server|confirmation-machinery)\.spec\.ts/,
      use: { baseURL: e2eDevStationUrl },
    },
    ...(withPostgres
      ? [{ name: 'postgres', testMatch: /postgres\.spec\.ts/, use: { baseURL: e2ePostgresUrls.station } }]
      : []),
  ],
  webServer: [
    ...workerIndexes.flatMap((index) => [workerSandbox(index), builtStation(`worker-${index}`, e2ePortsOf(index))]),
    {
      // `npm start`'s way: the sandbox with the station on Vite's dev server.
      command: 'npx tsx sandbox/start.ts',
      url: e2eDevStationUrl,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: sandboxEnv(e2eDevPorts),
    },
    ...(withPostgres
      ? [
          {
            command: 'npx tsx tests/postgres/sandbox-on-postgres.ts',
            url: `${e2ePostgresUrls.api}/health`,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            // SIGTERM, so that it stops its PostgreSQL server and removes its folder (the default is SIGKILL).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
            env: { ...sandboxEnv(e2ePostgresPorts), SANDBOX_DATABASE_PORT: String(e2ePostgresPorts.database) },
          },
          builtStation('postgres', e2ePostgresPorts),
        ]
      : []),
  ],
});
