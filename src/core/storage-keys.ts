/** Locally persisted state lives under one product-specific prefix ending in '::' (000 §3 Locally persisted state). */
export const storagePrefix = 'station::';

export const storageKeys = {
  endpoint: `${storagePrefix}endpoint`,
  qcEndpoint: `${storagePrefix}qcEndpoint`,
  authToken: `${storagePrefix}authToken`,
  defaultWorkstation: `${storagePrefix}defaultWorkstation`,
  defaultPrinter: `${storagePrefix}defaultPrinter`,
  encodedItems: `${storagePrefix}encodedItems`,
  dailyEncodedItems: `${storagePrefix}dailyEncodedItems`,
  emulation: `${storagePrefix}emulation`,
  zbpEmulation: `${storagePrefix}zbpEmulation`,
  emulationList: `${storagePrefix}emulationList`,
  emulationIdentifierType: `${storagePrefix}emulationIdentifierType`,
  zbpSelectedPrinterUid: `${storagePrefix}zbpSelectedPrinterUid`,
  adminMode: `${storagePrefix}adminMode`,
  language: `${storagePrefix}language`,
} as const;
