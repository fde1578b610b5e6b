/**
 * Encoded-item counters (000 §4.3): per key a count of the day, stored as `station::encodedItems`
 * {key: {date: 'd-m-yyyy', counter}}, and daily counters `station::dailyEncodedItems` {key: count} that the operator
 * resets by clicking them (000 §3 Locally persisted state).
 */
import { storageKeys } from './storage-keys.ts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface DatedCounter {
  date: string;
  counter: number;
}

/** 000 §4.3: the counter date format, d-m-yyyy (no leading zeros). */
export function counterDate(now: Date): string {
  return `${now.getDate()}-${now.getMonth() + 1}-${now.getFullYear()}`;
}

function readObject(storage: KeyValueStorage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

function parseDated(value: unknown): DatedCounter | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { date, counter } = value as Record<string, unknown>;
  return typeof date === 'string' ? { date, counter: count(counter) } : undefined;
}

/**
 * 000 §4.3 at start-up (§4.2 step 5): every counter whose stored date is not today is reset to 0 for today, and
 * stored so; returns today's counts.
 */
export function loadEncodedCounters(storage: KeyValueStorage, now: Date): Record<string, number> {
  const today = counterDate(now);
  const counters: Record<string, DatedCounter> = {};
  for (const [key, value] of Object.entries(readObject(storage, storageKeys.encodedItems))) {
    const dated = parseDated(value);
    counters[key] = { date: today, counter: dated && dated.date === today ? dated.counter : 0 };
  }
  storage.setItem(storageKeys.encodedItems, JSON.stringify(counters));
  return Object.fromEntries(Object.entries(counters).map(([key, { counter }]) => [key, counter]));
}

/**
 * 000 §4.3: counts one encoded item under the key. A counter of another day is first reset to 0, so the day's
 * first item counts 1. Returns the new count.
 */
export function incrementEncodedCounter(storage: KeyValueStorage, key: string, now: Date): number {
  const all = readObject(storage, storageKeys.encodedItems);
  const today = counterDate(now);
  const stored = parseDated(all[key]);
  const counter = (stored && stored.date === today ? stored.counter : 0) + 1;
  storage.setItem(storageKeys.encodedItems, JSON.stringify({ ...all, [key]: { date: today, counter } }));
  return counter;
}

export function readDailyCounters(storage: KeyValueStorage): Record<string, number> {
  return Object.fromEntries(
    Object.entries(readObject(storage, storageKeys.dailyEncodedItems)).map(([key, value]) => [key, count(value)]),
  );
}

export function incrementDailyCounter(storage: KeyValueStorage, key: string): number {
  const all = readDailyCounters(storage);
  const next = (all[key] ?? 0) + 1;
  storage.setItem(storageKeys.dailyEncodedItems, JSON.stringify({ ...all, [key]: next }));
  return next;
}

/** Sets a daily counter (002 §4: refreshed from the server's records of the day). */
export function setDailyCounter(storage: KeyValueStorage, key: string, value: number): void {
  storage.setItem(
    storageKeys.dailyEncodedItems,
    JSON.stringify({ ...readDailyCounters(storage), [key]: count(value) }),
  );
}

export function resetDailyCounter(storage: KeyValueStorage, key: string): void {
  setDailyCounter(storage, key, 0);
}
