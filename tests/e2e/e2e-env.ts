/** Ports of the end-to-end sandbox: apart from `npm start`'s defaults, so both can run at once. */
export const e2ePorts = { station: 5273, api: 4100, idp: 4101, device: 4102 } as const;

export const e2eUrls = {
  station: `http://localhost:${e2ePorts.station}`,
  api: `http://localhost:${e2ePorts.api}`,
  idp: `http://localhost:${e2ePorts.idp}`,
  device: `http://localhost:${e2ePorts.device}`,
} as const;
