import { defineConfig } from '@playwright/test';
import { e2ePorts, e2eUrls } from './tests/e2e/e2e-env.ts';

/** End-to-end journeys in Debian's Chromium against a sandbox of their own, on ports apart from `npm start`'s. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]]
    : [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: e2eUrls.station,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--headless',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
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
    },
  },
});
