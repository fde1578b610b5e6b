import {
  addDays,
  clamp,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
  type Locale,
} from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { it } from 'date-fns/locale/it';

export { pickerDateFormat } from '../../core/dates.ts';

export function pickerLocale(language: string): Locale {
  return isItalian(language) ? it : enUS;
}

const isItalian = (language: string) => language === 'it' || language.startsWith('it-');

/** The weeks of `month`, each 7 days starting on the locale's first weekday; days of other months are undefined. */
export function monthWeeks(month: Date, locale: Locale): (Date | undefined)[][] {
  const first = startOfMonth(month);
  const leading = differenceInCalendarDays(first, startOfWeek(first, { locale }));
  const days: (Date | undefined)[] = [
    ...Array.from({ length: leading }, () => undefined),
    ...eachDayOfInterval({ start: first, end: endOfMonth(month) }),
  ];
  while (days.length % 7 !== 0) days.push(undefined);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The seven days of the week `date` is in, from the locale's first weekday (for the column headers). */
export function weekDays(date: Date, locale: Locale): Date[] {
  const start = startOfWeek(date, { locale });
  return Array.from({ length: 7 }, (_, day) => addDays(start, day));
}

/** `date` at midnight, kept within the optional bounds (compared by day). */
export function clampDay(date: Date, minDate?: Date, maxDate?: Date): Date {
  const day = startOfDay(date);
  return clamp(day, {
    start: minDate ? startOfDay(minDate) : new Date(-8.64e15),
    end: maxDate ? startOfDay(maxDate) : new Date(8.64e15),
  });
}

export function isDayAllowed(date: Date, minDate?: Date, maxDate?: Date): boolean {
  return clampDay(date, minDate, maxDate).getTime() === startOfDay(date).getTime();
}

/** 000 §2.18: the year dropdown shows 4 years around `year` (one before, two after), kept within the bounds. */
export function yearOptions(year: number, minDate?: Date, maxDate?: Date): number[] {
  const minYear = minDate?.getFullYear() ?? -Infinity;
  const maxYear = maxDate?.getFullYear() ?? Infinity;
  const first = Math.max(minYear, Math.min(year - 1, maxYear - 3));
  return [0, 1, 2, 3].map((offset) => first + offset).filter((option) => option <= maxYear);
}
