import { isRecord } from '../guards.ts';
/**
 * A conveyor (tunnel) event (001 §3 Conveyor event, §7 'JSON in data.data'), read from a stream message whose data is
 * the JSON text `{conveyorId, data: event}`. Parsed, never trusted: a message that is not one is undefined, and a
 * field of the wrong type is read as absent.
 */
export interface ConveyorEvent {
  tunnelEventType: string;
  /** The status number of 001 §4.10 (1 barcode read, 2 default, 3 RFID stop reading, 4 result); undefined if none. */
  status: number | undefined;
  barcode: string;
  /** The EPCs read, each once. */
  identifiers: readonly string[];
  /** eventCreationDate in epoch milliseconds; the time of arrival when the server gives none. */
  date: number;
  /** The log level in capitals (INFO, TRACE, WARNING, ERROR), '' when none. */
  logLevel: string;
  message: string;
  /** The code of the SUPPLIER place the box comes from, '' when none. */
  supplierCode: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function jsonOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function statusOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) ? number : undefined;
}

function dateOf(value: unknown, now: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? now : parsed;
}

/** Identifier codes as strings or `{code}` objects; blanks and repeats dropped. */
function identifiersOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const codes = new Set<string>();
  for (const entry of value) {
    const code = isRecord(entry) ? text(entry.code) : text(entry);
    if (code) codes.add(code);
  }
  return [...codes];
}

/** The event of one stream message (its JSON text, or the value already parsed); undefined when it is not one. */
export function parseConveyorMessage(data: unknown, now: number = Date.now()): ConveyorEvent | undefined {
  const message = jsonOf(data);
  if (!isRecord(message) || !isRecord(message.data)) return undefined;
  const event = message.data;
  const tunnelEventType = typeof event.tunnelEventType === 'string' ? event.tunnelEventType.trim() : '';
  if (!tunnelEventType) return undefined;
  return {
    tunnelEventType,
    status: statusOf(event.status),
    barcode: text(event.barcode),
    identifiers: identifiersOf(event.identifiers),
    date: dateOf(event.eventCreationDate, now),
    logLevel: text(event.logLevel).toUpperCase(),
    message: typeof event.message === 'string' ? event.message : '',
    supplierCode: text(event.supplierCode),
  };
}
