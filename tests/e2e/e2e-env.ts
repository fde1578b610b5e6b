/**
 * Ports of the end-to-end sandbox: apart from `npm start`'s defaults, so both can run at once.
 * `E2E_PORT_OFFSET` moves them all, so two checkouts can run their journeys side by side.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;

export const e2ePorts = {
  station: 5273 + offset,
  api: 4100 + offset,
  idp: 4101 + offset,
  device: 4102 + offset,
  /** The production build (`vite build` + `vite preview`), where the Content-Security-Policy applies. */
  productionStation: 5279 + offset,
} as const;

export const e2eUrls = {
  station: `http://localhost:${e2ePorts.station}`,
  api: `http://localhost:${e2ePorts.api}`,
  idp: `http://localhost:${e2ePorts.idp}`,
  device: `http://localhost:${e2ePorts.device}`,
  productionStation: `http://localhost:${e2ePorts.productionStation}`,
} as const;

/** The sandbox of the 'postgres' project (a real PostgreSQL server behind it), on ports of its own. */
export const e2ePostgresPorts = {
  station: 5283 + offset,
  api: 4110 + offset,
  idp: 4111 + offset,
  device: 4112 + offset,
  database: 4113 + offset,
} as const;

export const e2ePostgresUrls = {
  station: `http://localhost:${e2ePostgresPorts.station}`,
  api: `http://localhost:${e2ePostgresPorts.api}`,
  device: `http://localhost:${e2ePostgresPorts.device}`,
  /** The throwaway server tests/postgres/sandbox-on-postgres.ts starts (trust authentication, loopback). */
  database: `postgres://station@127.0.0.1:${e2ePostgresPorts.database}/postgres`,
} as const;
