import { HttpError, isRecord } from './http-errors.ts';

/** What the emulator needs from the body of an antenna call: `{reader: {id: <reader code>, ...}, antennas: [...]}` (000 §7.5). */
export interface ReaderBody {
  readerId: string;
  /** The reader's device type, from reader.deviceType (or reader.type), else from the first antenna's reader. */
  deviceType: string | undefined;
}

function stringField(record: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

export function parseReaderBody(body: Record<string, unknown>): ReaderBody {
  const reader = body.reader;
  if (!isRecord(reader)) throw new HttpError(400, "body must have a 'reader' object");
  const id = reader.id;
  if (!(typeof id === 'string' && id !== '') && typeof id !== 'number') {
    throw new HttpError(400, "'reader.id' (the reader code) must be a non-empty string");
  }
  const antennas = body.antennas;
  if (antennas !== undefined && !Array.isArray(antennas)) throw new HttpError(400, "'antennas' must be an array");
  let deviceType = stringField(reader, 'deviceType', 'type');
  if (deviceType === undefined && Array.isArray(antennas)) {
    for (const antenna of antennas) {
      if (isRecord(antenna) && isRecord(antenna.reader))
        deviceType ??= stringField(antenna.reader, 'deviceType', 'type');
    }
  }
  return { readerId: String(id), deviceType };
}
