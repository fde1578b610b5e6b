import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { clampDay, isDayAllowed, monthWeeks, pickerLocale, weekDays, yearOptions } from './calendar.ts';

const day = (date: Date | undefined) => (date ? format(date, 'd') : '-');

describe('monthWeeks()', () => {
  it('should lay out March 2025 from Sunday in English', () => {
    const weeks = monthWeeks(new Date(2025, 2, 10), pickerLocale('en'));
    expect(weeks.map((week) => week.map(day).join(' '))).toEqual([
      '- - - - - - 1',
      '2 3 4 5 6 7 8',
      '9 10 11 12 13 14 15',
      '16 17 18 19 20 21 22',
      '23 24 25 26 27 28 29',
      '30 31 - - - - -',
    ]);
  });

  it('should lay out March 2025 from Monday in Italian', () => {
    const weeks = monthWeeks(new Date(2025, 2, 10), pickerLocale('it'));
    expect(weeks[0]?.map(day).join(' ')).toBe('- - - - - 1 2');
    expect(weeks.at(-1)?.map(day).join(' ')).toBe('31 - - - - - -');
    expect(weeks).toHaveLength(6);
  });

  it('should give the week days from the locale first day', () => {
    expect(weekDays(new Date(2025, 2, 12), pickerLocale('it')).map((d) => format(d, 'EEE'))).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
  });
});

describe('clampDay() and isDayAllowed()', () => {
  const min = new Date(2025, 2, 10, 15, 30);
  const max = new Date(2025, 2, 20, 9, 0);

  it('should keep a day within the bounds, at midnight', () => {
    expect(clampDay(new Date(2025, 2, 1), min, max)).toEqual(new Date(2025, 2, 10));
    expect(clampDay(new Date(2025, 2, 25), min, max)).toEqual(new Date(2025, 2, 20));
    expect(clampDay(new Date(2025, 2, 15, 18), min, max)).toEqual(new Date(2025, 2, 15));
    expect(clampDay(new Date(2025, 2, 15, 18))).toEqual(new Date(2025, 2, 15));
  });

  it.each([
    [new Date(2025, 2, 9), false],
    [new Date(2025, 2, 10), true],
    [new Date(2025, 2, 20, 23), true],
    [new Date(2025, 2, 21), false],
  ])('should allow %s: %s', (date, allowed) => {
    expect(isDayAllowed(date, min, max)).toBe(allowed);
  });
});

describe('yearOptions() (000 §2.18 year dropdown shows 4 items)', () => {
  it.each([
    [2025, undefined, undefined, [2024, 2025, 2026, 2027]],
    [2025, undefined, new Date(2025, 11, 31), [2022, 2023, 2024, 2025]],
    [2025, new Date(2025, 0, 1), undefined, [2025, 2026, 2027, 2028]],
    [2025, new Date(2024, 5, 1), new Date(2025, 5, 1), [2024, 2025]],
  ])('should offer around %i (min %s, max %s): %j', (year, min, max, expected) => {
    expect(yearOptions(year, min, max)).toEqual(expected);
  });
});
