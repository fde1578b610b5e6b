/**
 * Ports of the end-to-end sandboxes: apart from `npm start`'s defaults, so both can run at once.
 *
 * Each Playwright worker has a sandbox (its own in-memory database, provider and device emulator) and a production
 * build of the station of its own, `workerPortStep` ports apart, so two workers never share state. A worker finds its
 * ports from TEST_PARALLEL_INDEX, which Playwright sets in each worker process (0 in the runner itself).
 * `E2E_PORT_OFFSET` moves them all, so two checkouts can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const workerPortStep = 20;

/** How many journeys run at once (E2E_WORKERS, default 2: the CI machine has 2 cores). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 2);

export interface E2ePorts {
  /** The production build (`vite build` + `vite preview`), as it ships, with its Content-Security-Policy. */
  station: number;
  api: number;
  idp: number;
  device: number;
}

export function e2ePortsOf(workerIndex: number): E2ePorts {
  const base = offset + workerIndex * workerPortStep;
  return { station: 5273 + base, api: 4100 + base, idp: 4101 + base, device: 4102 + base };
}

export function e2eUrlsOf(ports: E2ePorts) {
  return {
    station: `http://localhost:${ports.station}`,
    api: `http://localhost:${ports.api}`,
    idp: `http://localhost:${ports.idp}`,
    device: `http://localhost:${ports.device}`,
  } as const;
}

const workerIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;

/** This worker's sandbox and station. */
export const e2ePorts = e2ePortsOf(workerIndex);
export const e2eUrls = e2eUrlsOf(e2ePorts);

/** The station on Vite's dev server, as `npm start` serves it, with a sandbox of its own: the 'dev-server' project. */
export const e2eDevPorts = {
  station: 5253 + offset,
  api: 4080 + offset,
  idp: 4081 + offset,
  device: 4082 + offset,
} as const;

export const e2eDevUrls = e2eUrlsOf(e2eDevPorts);
export const e2eDevStationUrl = e2eDevUrls.station;

/** The sandbox of the 'postgres' project (a real PostgreSQL server behind it), on ports of its own. */
export const e2ePostgresPorts = {
  station: 5263 + offset,
  api: 4090 + offset,
  idp: 4091 + offset,
  device: 4092 + offset,
  database: 4093 + offset,
} as const;

export const e2ePostgresUrls = {
  station: `http://localhost:${e2ePostgresPorts.station}`,
  api: `http://localhost:${e2ePostgresPorts.api}`,
  idp: `http://localhost:${e2ePostgresPorts.idp}`,
  device: `http://localhost:${e2ePostgresPorts.device}`,
  /** The throwaway server tests/postgres/sandbox-on-postgres.ts starts (trust authentication, loopback). */
  database: `postgres://station@127.0.0.1:${e2ePostgresPorts.database}/postgres`,
} as const;
