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
