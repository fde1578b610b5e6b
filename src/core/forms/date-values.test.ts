import { describe, expect, it } from 'vitest';
import {
  dateWithinBounds,
  dayToEpoch,
  epochToDate,
  formatDateValue,
  pickedDateValue,
  rangeIsOrdered,
  toEpoch,
} from './date-values.ts';

describe('dayToEpoch() (000 §9 Date with useTimezone)', () => {
  const day = { year: 2026, month: 4, day: 20 };
  it('[000-9-34] is 01:00 UTC without useTimezone', () => {
    expect(new Date(dayToEpoch(day, false, -120)).toISOString()).toBe('2026-05-20T01:00:00.000Z');
  });
  it('[000-9-33] is 08:00 UTC shifted by the local offset with useTimezone', () => {
    expect(new Date(dayToEpoch(day, true, -120)).toISOString()).toBe('2026-05-20T06:00:00.000Z');
    expect(new Date(dayToEpoch(day, true, 0)).toISOString()).toBe('2026-05-20T08:00:00.000Z');
  });
  it('[000-3-formfield-25] with time keeps the picked local date and time (no 08:00 / 01:00 rule)', () => {
    const picked = new Date(2026, 0, 31, 23, 30);
    expect(pickedDateValue(picked, false, true)).toBe(picked.getTime());
    expect(pickedDateValue(picked, true, true)).toBe(picked.getTime());
    expect(epochToDate(picked.getTime(), false, true)).toEqual(picked);
  });
  it('keeps the picked calendar day through a round trip', () => {
    const picked = new Date(2026, 0, 31, 23, 30);
    expect(epochToDate(pickedDateValue(picked, false), false).getDate()).toBe(31);
    expect(epochToDate(pickedDateValue(picked, true), true).getDate()).toBe(31);
  });
});

describe('dateWithinBounds() / rangeIsOrdered() (000 §5 Forms)', () => {
  it('[000-5-forms-19] honours mindate and maxdate by calendar day', () => {
    const min = new Date(2026, 0, 10, 18);
    const max = new Date(2026, 0, 20, 1);
    expect(dateWithinBounds(new Date(2026, 0, 10, 1), min, max)).toBe(true);
    expect(dateWithinBounds(new Date(2026, 0, 9), min, max)).toBe(false);
    expect(dateWithinBounds(new Date(2026, 0, 21), min, max)).toBe(false);
  });
  it('[000-5-forms-20] a range end cannot precede its start', () => {
    expect(rangeIsOrdered(10, 5)).toBe(false);
    expect(rangeIsOrdered(5, 5)).toBe(true);
    expect(rangeIsOrdered(undefined, 5)).toBe(true);
  });
});

describe('formatDateValue() (000 §3 Displayed values)', () => {
  it('[000-3-formfield-42] formats with the field dateFormat', () => {
    expect(formatDateValue(Date.UTC(2026, 4, 20, 1), 'dd/MM/yyyy', false)).toBe('20/05/2026');
    expect(formatDateValue('not a date', 'dd/MM/yyyy', false)).toBe('');
  });
  it('[000-9-36] adds the time as HH:mm:ss when the field has time', () => {
    const value = new Date(2026, 4, 20, 7, 5).getTime();
    expect(formatDateValue(value, 'dd/MM/yyyy', false, true)).toBe('20/05/2026 07:05:00');
    expect(formatDateValue(value, 'yyyy-MM-dd', true, true)).toBe('2026-05-20 07:05:00');
  });
  it('falls back to dd/MM/yyyy on a broken pattern', () => {
    expect(formatDateValue(Date.UTC(2026, 4, 20, 1), 'dd/MM/yyyy j', false)).toMatch(/\d/);
  });
});

describe('toEpoch()', () => {
  it('reads numbers, numeric texts and ISO texts', () => {
    expect(toEpoch(5)).toBe(5);
    expect(toEpoch('5')).toBe(5);
    expect(toEpoch('2026-05-20T01:00:00Z')).toBe(Date.UTC(2026, 4, 20, 1));
    expect(toEpoch({})).toBeUndefined();
  });
});
