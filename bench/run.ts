/**
 * `npm run bench [name…]`: every benchmark of the project, in Chromium, against a production build of the station
 * (with the in-browser pages of bench/pages) and a sandbox of its own. Prints one table and exits non-zero when a
 * figure misses its target.
 */
import { chromium, type Page } from '@playwright/test';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchCase, BenchContext, BenchRow } from './bench-contract.ts';
import { chromiumArgs, chromiumExecutablePath } from '../tests/chromium.ts';
import { formatTable } from './format-table.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist-bench');
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0) || 0;
const ports = { station: 5473 + offset, api: 4300 + offset, idp: 4301 + offset, device: 4302 + offset };
const wanted = process.argv.slice(2);

const { readSandboxConfig, throwawaySandboxEnv } = await import('../sandbox/config.ts');
Object.assign(process.env, throwawaySandboxEnv(ports));
const { startSandbox } = await import('../sandbox/start-sandbox.ts');
const config = readSandboxConfig();
process.env.VITE_STATION_API_URL = config.apiUrl;
process.env.VITE_STATION_OIDC_AUTHORITY = config.idpUrl;
process.env.VITE_STATION_OIDC_CLIENT_ID = config.clientId;
process.env.VITE_STATION_CHANGE_PASSWORD_URL = `${config.idpUrl}/account/password`;

async function loadCases(): Promise<BenchCase[]> {
  const dir = path.join(root, 'bench', 'cases');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.bench.ts')).sort();
  const cases: BenchCase[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as { default: BenchCase };
    cases.push(module.default);
  }
  return wanted.length ? cases.filter((benchCase) => wanted.includes(benchCase.name)) : cases;
}

async function benchPages(): Promise<Record<string, string>> {
  const dir = path.join(root, 'bench', 'pages');
  const pages = (await readdir(dir)).filter((file) => file.endsWith('.html'));
  return Object.fromEntries(pages.map((file) => [`bench-${path.basename(file, '.html')}`, path.join(dir, file)]));
}

async function buildStation() {
  const { build } = await import('vite');
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: { main: path.join(root, 'index.html'), ...(await benchPages()) } },
    },
  });
}

async function signIn(page: Page, username = 'operator'): Promise<void> {
  await page.goto(config.stationUrl);
  await page.waitForURL(/\/login$/);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.origin === config.stationUrl && !url.pathname.startsWith('/auth'));
}

const cases = await loadCases();
if (cases.length === 0) {
  console.error(wanted.length ? `No benchmark named ${wanted.join(', ')}.` : 'No benchmark in bench/cases.');
  process.exit(1);
}

console.log('Building the station for production…');
await buildStation();
const sandbox = await startSandbox(config, { quiet: true });
const { preview } = await import('vite');
const station = await preview({
  configFile: path.join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir },
  preview: { port: ports.station, strictPort: true, host: config.listenHost },
});
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});

const context: BenchContext = {
  browser,
  stationUrl: config.stationUrl,
  apiUrl: config.apiUrl,
  deviceUrl: config.deviceUrl,
  idpUrl: config.idpUrl,
  outDir,
  signIn,
};

// BENCH_TRACE=file.json records a Chrome trace of every case (tasks, GC, JavaScript samples) to find a slow row's cause.
const tracePath = process.env.BENCH_TRACE;
if (tracePath)
  await browser.startTracing(undefined, {
    path: tracePath,
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-v8.gc',
      'blink',
    ],
  });

const rows: BenchRow[] = [];
for (const benchCase of cases) {
  console.log(`Running ${benchCase.name}…`);
  try {
    rows.push(...(await benchCase.run(context)));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.error(`${benchCase.name} failed: ${message}`);
    rows.push({ name: `${benchCase.name} (did not run)`, figure: NaN, unit: '', target: '', pass: false });
  }
}

if (tracePath) await browser.stopTracing();
await browser.close();
await new Promise<void>((resolve) => station.httpServer.close(() => resolve()));
await sandbox.close();

console.log(`\n${formatTable(rows)}\n`);
const failed = rows.filter((row) => !row.pass).length;
console.log(failed ? `${failed} of ${rows.length} figures miss their target.` : `All ${rows.length} figures pass.`);
process.exit(failed ? 1 : 0);
