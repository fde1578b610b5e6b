import { describe, expect, it } from 'vitest';
import { dailyCountFromTotal, utcDayBounds } from './encoded-today.ts';

describe('the encoding records of the UTC day (002 §4 Daily encoded counter, §7)', () => {
  it('[002-7-encoding-22] bounds the UTC day, whatever the local time zone, as yyyy-MM-ddTHH:mm:ssxx', () => {
    expect(utcDayBounds(new Date('2026-11-27T23:30:00-02:00'))).toEqual({
      creationDateStart: '2026-11-28T00:00:00+0000',
      creationDateEnd: '2026-11-28T23:59:59+0000',
    });
  });

  it('counts from the total at the last reset, never below 0', () => {
    expect(dailyCountFromTotal(7, undefined)).toBe(7);
    expect(dailyCountFromTotal(7, 5)).toBe(2);
    expect(dailyCountFromTotal(1, 5)).toBe(0);
  });
});
