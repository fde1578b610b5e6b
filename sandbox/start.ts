/**
 * `npm start`: the whole sandbox (identity provider, API with its database, device-manager emulator) and the station's
 * Vite dev server, in one process tree that one Ctrl+C stops. `--no-station` starts the sandbox alone.
 */
import { readSandboxConfig } from './config.ts';
import { startSandbox } from './start-sandbox.ts';
import { printBanner } from './banner.ts';
import { passwordPagePath } from './idp/start-identity-provider.ts';

const config = readSandboxConfig();
const withStation = !process.argv.includes('--no-station');
const quiet = process.env.SANDBOX_QUIET === '1';

const sandbox = await startSandbox(config, { quiet });
const stopStation = withStation ? await startStation() : async () => {};
printBanner(config, withStation);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  if (!quiet) console.log(`\n${signal}: stopping the station and the sandbox…`);
  const forced = setTimeout(() => process.exit(1), 5000);
  forced.unref();
  await Promise.allSettled([stopStation(), sandbox.close()]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

async function startStation(): Promise<() => Promise<void>> {
  // The station reads its server settings from Vite env variables (see README, configuration).
  process.env.VITE_STATION_API_URL ??= config.apiUrl;
  process.env.VITE_STATION_OIDC_AUTHORITY ??= config.idpUrl;
  process.env.VITE_STATION_OIDC_CLIENT_ID ??= config.clientId;
  process.env.VITE_STATION_CHANGE_PASSWORD_URL ??= `${config.idpUrl}${passwordPagePath}`;
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: new URL('../vite.config.ts', import.meta.url).pathname,
    server: { port: config.stationPort, strictPort: true, host: config.listenHost },
    logLevel: quiet ? 'warn' : 'info',
    clearScreen: false,
  });
  await server.listen();
  return () => server.close();
}
