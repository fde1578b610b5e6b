import type { TagRead } from '../core/readings/reader-contract.ts';

const maxIdentifierLength = 512;

const identifier = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && value.length <= maxIdentifierLength ? value : undefined;

/**
 * One scannings-socket message (000 §7.5-21) as a tag read, or undefined for anything that is not one: keep-alives,
 * bad JSON, non-objects, messages with neither an EPC, a UID nor a barcode. The socket is not trusted.
 */
export function parseScanningMessage(data: unknown, antennaCode?: string): TagRead | undefined {
  if (typeof data !== 'string' || data.length === 0 || data[0] !== '{') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const message = parsed as Record<string, unknown>;
  const epc = identifier(message.epc);
  const uid = identifier(message.uid);
  const barcode = identifier(message.barcode);
  if (!epc && !uid && !barcode) return undefined;
  const read: TagRead = {};
  if (epc) read.epc = epc;
  if (uid) read.uid = uid;
  if (barcode) read.barcode = barcode;
  const tid = identifier(message.tid);
  if (tid) read.tid = tid;
  if (typeof message.rssi === 'number' && Number.isFinite(message.rssi)) read.rssi = message.rssi;
  if (antennaCode) read.antennaCode = antennaCode;
  return read;
}
