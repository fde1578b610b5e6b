import { isRecord as isPlainRecord } from '../guards.ts';
/**
 * Safe reading of untrusted configuration (design brief: configuration comes from a server). Only own members are
 * read, so inherited names such as `constructor` or `toString` are never mistaken for configuration, and records are
 * built with Object.fromEntries, which defines `__proto__` as a plain member instead of changing a prototype.
 */
export type RawRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is RawRecord {
  return isPlainRecord(value);
}

export function hasMember(record: RawRecord, key: string): boolean {
  return Object.hasOwn(record, key);
}

export function memberOf(record: RawRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A shallow copy holding only own enumerable members. */
export function copyRecord(record: RawRecord): RawRecord {
  return Object.fromEntries(Object.entries(record));
}

/** The present elements of an array with their indexes (holes of sparse arrays are skipped). */
export function presentElements(array: readonly unknown[]): [number, unknown][] {
  const elements: [number, unknown][] = [];
  for (let index = 0; index < array.length; index += 1) {
    if (Object.hasOwn(array, index)) elements.push([index, array[index]]);
  }
  return elements;
}

const MAX_SHOWN = 60;

/** A short, never-throwing description of a raw value for messages. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
    return JSON.stringify(shown);
  }
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  return String(value);
}
