import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Ports and URLs of the sandbox, all on loopback; every one can be changed by an environment variable. */
export interface SandboxConfig {
  host: string;
  /** The address servers listen on: loopback only. */
  listenHost: string;
  stationPort: number;
  apiPort: number;
  idpPort: number;
  devicePort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  stationUrl: string;
  /** SANDBOX_EXTRA_STATION_URLS: other station addresses the provider accepts (comma-separated). */
  extraStationUrls: string[];
  apiUrl: string;
  idpUrl: string;
  deviceUrl: string;
  deviceWebsocketUrl: string;
  /** Audience the identity provider puts in access tokens and the API requires. */
  apiAudience: string;
  clientId: string;
  /** Lifetime of access tokens; short ones make renewals happen during tests. */
  accessTokenTtlSeconds: number;
}

/** SANDBOX_DATA_DIR=memory:// keeps nothing on disk (the end-to-end tests use it). */
export const inMemoryDataDir = 'memory://';

/** The environment that starts a quiet sandbox on these ports with an in-memory database (journeys, benchmarks). */
export function throwawaySandboxEnv(ports: {
  station: number;
  api: number;
  idp: number;
  device: number;
}): Record<string, string> {
  return {
    STATION_PORT: String(ports.station),
    SANDBOX_API_PORT: String(ports.api),
    SANDBOX_IDP_PORT: String(ports.idp),
    SANDBOX_DEVICE_PORT: String(ports.device),
    SANDBOX_DATA_DIR: inMemoryDataDir,
    SANDBOX_QUIET: '1',
  };
}

const sandboxDir = path.dirname(fileURLToPath(import.meta.url));

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port number, got '${raw}'`);
  }
  return value;
}

function seconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 10)
    throw new Error(`${name} must be a whole number of seconds, at least 10, got '${raw}'`);
  return value;
}

export function readSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const host = env.SANDBOX_HOST || 'localhost';
  const stationPort = port(env, 'STATION_PORT', 5173);
  const apiPort = port(env, 'SANDBOX_API_PORT', 4000);
  const idpPort = port(env, 'SANDBOX_IDP_PORT', 4001);
  const devicePort = port(env, 'SANDBOX_DEVICE_PORT', 4002);
  return {
    host,
    listenHost: host === 'localhost' ? '127.0.0.1' : host,
    stationPort,
    apiPort,
    idpPort,
    devicePort,
    dataDir:
      env.SANDBOX_DATA_DIR === inMemoryDataDir
        ? inMemoryDataDir
        : path.resolve(env.SANDBOX_DATA_DIR || path.join(sandboxDir, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    stationUrl: `http://${host}:${stationPort}`,
    extraStationUrls: (env.SANDBOX_EXTRA_STATION_URLS ?? '')
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
    apiUrl: `http://${host}:${apiPort}`,
    idpUrl: `http://${host}:${idpPort}`,
    deviceUrl: `http://${host}:${devicePort}`,
    deviceWebsocketUrl: `ws://${host}:${devicePort}`,
    apiAudience: 'urn:station:api',
    clientId: 'station',
    accessTokenTtlSeconds: seconds(env, 'SANDBOX_ACCESS_TOKEN_TTL', 600),
  };
}
