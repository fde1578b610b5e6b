import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from './tests/chromium.ts';
import { e2ePorts, e2ePostgresPorts, e2ePostgresUrls, e2eUrls } from './tests/e2e/e2e-env.ts';
import { findPostgresBinaries } from './tests/postgres/throwaway-postgres.ts';

/**
 * The 'postgres' project needs PostgreSQL's binaries: the test command installs them and asks for it
 * (STATION_TEST_POSTGRES=1, a missing server then fails); elsewhere it runs when they are there.
 */
const withPostgres = process.env.STATION_TEST_POSTGRES === '1' || findPostgresBinaries() !== undefined;

/** End-to-end journeys in Debian's Chromium against a sandbox of their own, on ports apart from `npm start`'s. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // No retries, in CI either: a journey that passes only on a second try hides a race to find.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
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
    { name: 'dev-server', testIgnore: /(production-build|postgres)\.spec\.ts/ },
    { name: 'production-build', testMatch: /production-build\.spec\.ts/, use: { baseURL: e2eUrls.productionStation } },
    ...(withPostgres
      ? [{ name: 'postgres', testMatch: /postgres\.spec\.ts/, use: { baseURL: e2ePostgresUrls.station } }]
      : []),
  ],
  webServer: [
    {
      command: 'npx tsx sandbox/start.ts',
      url: e2eUrls.station,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        STATION_PORT: String(e2ePorts.station),
        SANDBOX_API_PORT: String(e2ePorts.api),
        SANDBOX_IDP_PORT: String(e2ePorts.idp),
        SANDBOX_DEVICE_PORT: String(e2ePorts.device),
        SANDBOX_DATA_DIR: 'memory://',
        SANDBOX_QUIET: '1',
        // Tokens live 75 s and the station renews them 60 s before expiry: a renewal every 15 s during the run.
        SANDBOX_ACCESS_TOKEN_TTL: '75',
        SANDBOX_EXTRA_STATION_URLS: e2eUrls.productionStation,
      },
    },
    {
      // The built station, as it ships: its Content-Security-Policy meta tag is written by `vite build` only.
      command: `npx vite build --outDir dist-e2e --emptyOutDir --logLevel warn && npx vite preview --outDir dist-e2e --port ${e2ePorts.productionStation} --strictPort --host 127.0.0.1`,
      url: e2eUrls.productionStation,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        VITE_STATION_API_URL: e2eUrls.api,
        VITE_STATION_OIDC_AUTHORITY: e2eUrls.idp,
        VITE_STATION_CHANGE_PASSWORD_URL: `${e2eUrls.idp}/account/password`,
      },
    },
    ...(withPostgres
      ? [
          {
            command: 'npx tsx tests/postgres/sandbox-on-postgres.ts',
            url: e2ePostgresUrls.station,
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            // SIGTERM, so that it stops its PostgreSQL server and removes its folder (the default is SIGKILL).
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
            env: {
              STATION_PORT: String(e2ePostgresPorts.station),
              SANDBOX_API_PORT: String(e2ePostgresPorts.api),
              SANDBOX_IDP_PORT: String(e2ePostgresPorts.idp),
              SANDBOX_DEVICE_PORT: String(e2ePostgresPorts.device),
              SANDBOX_DATABASE_PORT: String(e2ePostgresPorts.database),
              SANDBOX_DATA_DIR: 'memory://',
              SANDBOX_QUIET: '1',
            },
          },
        ]
      : []),
  ],
});
