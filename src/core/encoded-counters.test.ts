import {
  counterDate,
  incrementDailyCounter,
  incrementEncodedCounter,
  loadEncodedCounters,
  readDailyCounters,
  resetDailyCounter,
} from './encoded-counters.ts';
import { storageKeys } from './storage-keys.ts';

function memoryStorage(initial: Record<string, unknown> = {}) {
  const values = new Map(Object.entries(initial).map(([key, value]) => [key, JSON.stringify(value)]));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    stored: (key: string): unknown => JSON.parse(values.get(key) ?? 'null'),
  };
}

const today = new Date(2026, 10, 2, 9, 30);

describe('counterDate() (000 §4.3)', () => {
  it('[000-4.3-03] should write the date as d-m-yyyy', () => {
    expect(counterDate(today)).toBe('2-11-2026');
    expect(counterDate(new Date(2026, 11, 31))).toBe('31-12-2026');
  });
});

describe('encoded-item counters (000 §4.3, §4.2 step 5)', () => {
  it('[000-4.3-01] should reset a counter of another day to 0 at start-up, and store it for today', () => {
    const storage = memoryStorage({
      [storageKeys.encodedItems]: { A: { date: '1-11-2026', counter: 7 }, B: { date: '2-11-2026', counter: 3 } },
    });
    expect(loadEncodedCounters(storage, today)).toEqual({ A: 0, B: 3 });
    expect(storage.stored(storageKeys.encodedItems)).toEqual({
      A: { date: '2-11-2026', counter: 0 },
      B: { date: '2-11-2026', counter: 3 },
    });
  });

  it('[000-4.3-02] should increment a counter of today', () => {
    const storage = memoryStorage({ [storageKeys.encodedItems]: { A: { date: '2-11-2026', counter: 3 } } });
    expect(incrementEncodedCounter(storage, 'A', today)).toBe(4);
    expect(storage.stored(storageKeys.encodedItems)).toEqual({ A: { date: '2-11-2026', counter: 4 } });
  });

  it('[000-4.3-01] should start a stale or new counter again from 0, so the first item of the day counts 1', () => {
    const storage = memoryStorage({ [storageKeys.encodedItems]: { A: { date: '30-10-2026', counter: 9 } } });
    expect(incrementEncodedCounter(storage, 'A', today)).toBe(1);
    expect(incrementEncodedCounter(storage, 'B', today)).toBe(1);
  });

  it('should read malformed stored counters as 0', () => {
    const storage = memoryStorage({ [storageKeys.encodedItems]: { A: 'x', B: { date: '2-11-2026', counter: -2 } } });
    expect(loadEncodedCounters(storage, today)).toEqual({ A: 0, B: 0 });
  });
});

describe('daily counters (000 §4.3)', () => {
  it('[000-4.3-04] [000-4.3-05] should increment and reset to 0', () => {
    const storage = memoryStorage();
    incrementDailyCounter(storage, 'OP-1');
    expect(incrementDailyCounter(storage, 'OP-1')).toBe(2);
    resetDailyCounter(storage, 'OP-1');
    expect(readDailyCounters(storage)).toEqual({ 'OP-1': 0 });
    expect(storage.stored(storageKeys.dailyEncodedItems)).toEqual({ 'OP-1': 0 });
  });
});
