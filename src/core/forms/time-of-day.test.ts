import { describe, expect, it } from 'vitest';
import {
  atTimeOfDay,
  hourChoices,
  initialTimeOfDay,
  isNotBefore,
  minuteChoices,
  timeOfDay,
  twoDigits,
} from './time-of-day.ts';

describe('atTimeOfDay() / timeOfDay() (000 §3 Form field time, 000 §9 Time format)', () => {
  it('[000-3-formfield-25] puts the picked hours and minutes on the picked local day, seconds 0', () => {
    const day = new Date(2026, 4, 20, 8, 15, 42, 500);
    expect(atTimeOfDay(day, { hours: 17, minutes: 5 })).toEqual(new Date(2026, 4, 20, 17, 5, 0, 0));
    expect(timeOfDay(new Date(2026, 4, 20, 23, 59, 30))).toEqual({ hours: 23, minutes: 59 });
  });
  it('[000-9-36] offers every hour and minute with two digits, as HH:mm:ss shows them', () => {
    expect(hourChoices).toHaveLength(24);
    expect(minuteChoices).toHaveLength(60);
    expect([hourChoices[0], hourChoices[23], minuteChoices[59]].map((n) => twoDigits(n ?? -1))).toEqual([
      '00',
      '23',
      '59',
    ]);
  });
});

describe('initialTimeOfDay()', () => {
  const now = new Date(2026, 4, 20, 9, 41);
  it('starts from the value, else from the earliest allowed instant, else from now', () => {
    expect(initialTimeOfDay(new Date(2026, 0, 1, 6, 30), new Date(2026, 0, 1, 7), now)).toEqual({
      hours: 6,
      minutes: 30,
    });
    expect(initialTimeOfDay(undefined, new Date(2026, 0, 1, 7, 45), now)).toEqual({ hours: 7, minutes: 45 });
    expect(initialTimeOfDay(undefined, undefined, now)).toEqual({ hours: 9, minutes: 41 });
  });
});

describe('isNotBefore() (000 §5 Forms)', () => {
  const start = new Date(2026, 4, 20, 14, 30);
  it('[000-5-forms-20] refuses a range end with time before its start, even on the same day', () => {
    expect(isNotBefore(new Date(2026, 4, 20, 14, 29), start)).toBe(false);
    expect(isNotBefore(new Date(2026, 4, 20, 14, 30), start)).toBe(true);
    expect(isNotBefore(new Date(2026, 4, 21, 8, 0), start)).toBe(true);
    expect(isNotBefore(new Date(2020, 0, 1), undefined)).toBe(true);
  });
});
