/**
 * Network printers (000 §3 Other named entities) and the default one, persisted under `station::defaultPrinter`
 * (000 §3 Locally persisted state) and restored at start-up (000 §4.2 step 5).
 */
import { storageKeys } from './storage-keys.ts';

export interface Printer {
  id: string;
  code: string;
  description: string;
  /** Where labels are posted (000 §7.7); a printer without one cannot print, but can still be chosen. */
  ip: string | undefined;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** One printer from server JSON, or undefined when it has no id or code. */
export function parsePrinter(value: unknown): Printer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const id = text(record.id);
  const code = text(record.code);
  if (!id || !code) return undefined;
  return { id, code, description: text(record.description) ?? code, ip: text(record.ip) };
}

/** The printers of a search answer; entries that are not printers are left out. */
export function parsePrinters(value: unknown): Printer[] {
  if (!Array.isArray(value)) return [];
  return value.map(parsePrinter).filter((printer): printer is Printer => printer !== undefined);
}

export function readDefaultPrinter(storage: Pick<Storage, 'getItem'>): Printer | undefined {
  try {
    return parsePrinter(JSON.parse(storage.getItem(storageKeys.defaultPrinter) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function saveDefaultPrinter(storage: KeyValueStorage, printer: Printer | undefined): void {
  if (printer) storage.setItem(storageKeys.defaultPrinter, JSON.stringify(printer));
  else storage.removeItem(storageKeys.defaultPrinter);
}

/**
 * 000 §4.2 step 5: the saved printer, refreshed from the printers the server lists now (its address may have
 * changed); undefined, and forgotten, when the server no longer lists it.
 */
export function restoreDefaultPrinter(storage: KeyValueStorage, printers: readonly Printer[]): Printer | undefined {
  const saved = readDefaultPrinter(storage);
  if (!saved) return undefined;
  const current = printers.find((printer) => printer.id === saved.id);
  saveDefaultPrinter(storage, current);
  return current;
}
