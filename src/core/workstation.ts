/** The workstation of 000 §3 (with its antennas and balance), parsed from server JSON: nothing is trusted as-is. */
export interface AntennaReader {
  code: string;
  deviceType: string;
  settings: Record<string, unknown>;
}

export interface Antenna {
  id: string;
  creationDate: number | undefined;
  lastModifyDate: number | undefined;
  code: string;
  description: string;
  zoneId: string;
  reader: AntennaReader;
  readerPort: number | undefined;
  txPower: number | undefined;
  writeTxPower: number | undefined;
  rxSensitivity: number | undefined;
}

export interface Balance {
  id: string;
  code: string;
  settings: { ipAddress: string; port: number | undefined };
}

export interface Workstation {
  id: string;
  code: string;
  description: string;
  placeId: string;
  rfidAntennaIds: string[];
  antennas: Antenna[];
  deviceManagerUrl: string;
  deviceManagerWebsocket: string;
  balanceId: string;
  balance: Balance | undefined;
  attributes: Record<string, unknown>;
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const num = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function parseAntenna(raw: unknown): Antenna {
  const data = obj(raw);
  const reader = obj(data.reader);
  return {
    id: str(data.id),
    creationDate: num(data.creationDate),
    lastModifyDate: num(data.lastModifyDate),
    code: str(data.code),
    description: str(data.description),
    zoneId: str(data.zoneId),
    reader: { code: str(reader.code), deviceType: str(reader.deviceType), settings: obj(reader.settings) },
    readerPort: num(data.readerPort),
    txPower: num(data.txPower),
    writeTxPower: num(data.writeTxPower),
    rxSensitivity: num(data.rxSensitivity),
  };
}

export function parseBalance(raw: unknown): Balance | undefined {
  if (Object.keys(obj(raw)).length === 0) return undefined;
  const data = obj(raw);
  const settings = obj(data.settings);
  return {
    id: str(data.id),
    code: str(data.code),
    settings: { ipAddress: str(settings.ipAddress), port: num(settings.port) },
  };
}

/** A workstation, or undefined when the value has no id (it could never be chosen or stored as the default). */
export function parseWorkstation(raw: unknown): Workstation | undefined {
  const data = obj(raw);
  const id = str(data.id);
  if (!id) return undefined;
  return {
    id,
    code: str(data.code),
    description: str(data.description),
    placeId: str(data.placeId),
    rfidAntennaIds: list(data.rfidAntennaIds).map(str).filter(Boolean),
    antennas: list(data.antennas).map(parseAntenna),
    deviceManagerUrl: str(data.deviceManagerUrl),
    deviceManagerWebsocket: str(data.deviceManagerWebsocket),
    balanceId: str(data.balanceId),
    balance: parseBalance(data.balance),
    attributes: obj(data.attributes),
  };
}

/** Every readable workstation of a list; anything else (not a list, entries without id) is left out. */
export function parseWorkstations(raw: unknown): Workstation[] {
  return list(raw).flatMap((entry) => parseWorkstation(entry) ?? []);
}
