/**
 * What a reading screen keeps in the browser's database so that a crash, a reload or a restart loses nothing (issue
 * 17, beyond the spec): one session per user, workstation and operation, holding the screen's route and navigation
 * state (the form data), its reads with their decode answers, and the confirm in flight with its idempotency key.
 * Everything read back is parsed: a record from an older station or another tab is never trusted.
 */
import { isRecord } from '../guards.ts';
import { parseDecodedRead, type DecodedKindFields, type DecodedRead } from '../readings/decoded-read.ts';
import type { TagRead } from '../readings/reader-contract.ts';

/** One tag of the session: as the reader saw it, in arrival order, with the server's answer once it came. */
export interface DurableRead {
  code: string;
  seq: number;
  read: TagRead;
  decoded?: DecodedRead;
}

/** A confirm sent and not answered for sure: resumed with the same key, so the server never applies it twice. */
export interface ConfirmInFlight {
  idempotencyKey: string;
  fingerprint: string;
  payload: unknown;
}

export interface DurableSessionHeader {
  id: string;
  userId: string;
  workstationId: string;
  operationCode: string;
  /** The operation's description, for the restore question. */
  description: string;
  /** The screen's path (with its query), where restore goes back to. */
  route: string;
  /** The navigation state the screen was opened with (001 §2.2: formData, ...). */
  navigation: Readonly<Record<string, unknown>>;
  readCount: number;
  startedAt: number;
  updatedAt: number;
  confirm?: ConfirmInFlight;
  /** The plugin's own screen session (JSON), by name: what its reads do not tell (parcels forced, tallies). */
  kept?: Readonly<Record<string, unknown>>;
}

export { RESTORE_SESSION_KEY } from './restore-session-key.ts';

export function durableSessionId(userId: string, workstationId: string, operationCode: string): string {
  return JSON.stringify([userId, workstationId, operationCode]);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

function parseConfirm(value: unknown): ConfirmInFlight | undefined {
  if (!isRecord(value)) return undefined;
  const idempotencyKey = text(value.idempotencyKey);
  const fingerprint = text(value.fingerprint);
  if (!idempotencyKey || fingerprint === undefined || !('payload' in value)) return undefined;
  return { idempotencyKey, fingerprint, payload: value.payload };
}

export function parseSessionHeader(value: unknown): DurableSessionHeader | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const userId = text(value.userId);
  const workstationId = text(value.workstationId);
  const operationCode = text(value.operationCode);
  const route = text(value.route);
  const readCount = whole(value.readCount);
  const startedAt = whole(value.startedAt);
  const updatedAt = whole(value.updatedAt);
  if (!id || !userId || !workstationId || !operationCode || readCount === undefined) return undefined;
  if (!route?.startsWith('/') || route.startsWith('//') || startedAt === undefined || updatedAt === undefined)
    return undefined;
  const confirm = parseConfirm(value.confirm);
  return {
    id,
    userId,
    workstationId,
    operationCode,
    description: text(value.description) ?? '',
    route,
    navigation: isRecord(value.navigation) ? { ...value.navigation } : {},
    readCount,
    startedAt,
    updatedAt,
    ...(confirm && { confirm }),
    ...(isRecord(value.kept) && { kept: { ...value.kept } }),
  };
}

function parseTagRead(value: unknown): TagRead | undefined {
  if (!isRecord(value)) return undefined;
  const read: TagRead = {};
  for (const key of ['epc', 'uid', 'tid', 'barcode', 'antennaCode'] as const) {
    const field = text(value[key]);
    if (field !== undefined) read[key] = field;
  }
  if (typeof value.rssi === 'number') read.rssi = value.rssi;
  return read;
}

function parseKindFields(value: unknown): DecodedKindFields | undefined {
  if (!isRecord(value)) return undefined;
  const fields: DecodedKindFields = {};
  for (const key of ['parcelCode', 'asnCode', 'zpl', 'qcStatus'] as const) {
    const field = text(value[key]);
    if (field) fields[key] = field;
  }
  if (isRecord(value.sortingGroupRead)) fields.sortingGroupRead = { ...value.sortingGroupRead };
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/** A decoded read as stored: the server's own parser, plus the kind fields the station keeps nested. */
function parseStoredDecodedRead(value: unknown): DecodedRead | undefined {
  const read = parseDecodedRead(value);
  if (!read || !isRecord(value)) return undefined;
  const kindFields = parseKindFields(value.kindFields);
  return kindFields ? { ...read, kindFields } : read;
}

export function parseDurableRead(value: unknown): DurableRead | undefined {
  if (!isRecord(value)) return undefined;
  const code = text(value.code);
  const seq = whole(value.seq);
  const read = parseTagRead(value.read);
  if (!code || seq === undefined || !read) return undefined;
  if (value.decoded === undefined) return { code, seq, read };
  const decoded = parseStoredDecodedRead(value.decoded);
  // A decoded answer for another code is not this tag's: decode it again.
  return decoded?.identifierCode === code ? { code, seq, read, decoded } : { code, seq, read };
}
