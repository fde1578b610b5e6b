/**
 * Date field values (000 §3, §5, §9): dates travel as epoch milliseconds. A picked day is stored at 08:00 local time
 * (08:00 UTC shifted by the local offset) with useTimezone, otherwise at 01:00 UTC, so the calendar day survives the
 * server's time zone. A field with `time` keeps the picked local date and time as they are.
 */
import { format as formatWithPattern, isValid } from 'date-fns';
import { withTime } from '../dates.ts';

export interface CalendarDay {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
}

/** @param offsetMinutes Date#getTimezoneOffset() of the day (positive west of UTC). */
export function dayToEpoch(day: CalendarDay, useTimezone: boolean, offsetMinutes: number): number {
  if (useTimezone) return Date.UTC(day.year, day.month, day.day, 8) + offsetMinutes * 60_000;
  return Date.UTC(day.year, day.month, day.day, 1);
}

/** The local calendar day of a Date (what the operator picked or sees). */
export function localDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** The value a picked Date is stored as: its day at the rule's hour, or with `time` the picked instant itself. */
export function pickedDateValue(date: Date, useTimezone: boolean, time = false): number {
  if (time) return date.getTime();
  return dayToEpoch(localDay(date), useTimezone, date.getTimezoneOffset());
}

/**
 * The date a stored value stands for: with `time` the instant itself, otherwise its calendar day (01:00 UTC values
 * are read in UTC, others locally).
 */
export function epochToDate(value: number, useTimezone: boolean, time = false): Date {
  if (time || useTimezone) return new Date(value);
  const utc = new Date(value);
  return new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate());
}

/** A number, a numeric text or an ISO text as epoch milliseconds; undefined otherwise. */
export function toEpoch(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    if (Number.isFinite(number)) return number;
    const parsed = Date.parse(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

const dayNumber = (date: Date) => date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();

/** 000 §5: a day outside mindate..maxdate (compared as calendar days) is refused. */
export function dateWithinBounds(value: Date, min: Date | undefined, max: Date | undefined): boolean {
  if (min && dayNumber(value) < dayNumber(min)) return false;
  if (max && dayNumber(value) > dayNumber(max)) return false;
  return true;
}

/** 000 §5: a range end cannot precede its start. */
export function rangeIsOrdered(from: number | undefined, to: number | undefined): boolean {
  return from === undefined || to === undefined || to >= from;
}

/** The text of a date value in the field's dateFormat (with time as HH:mm:ss when `time`), '' when not a date. */
export function formatDateValue(value: unknown, pattern: string, useTimezone: boolean, time = false): string {
  const epoch = toEpoch(value);
  if (epoch === undefined) return '';
  const date = epochToDate(epoch, useTimezone, time);
  if (!isValid(date)) return '';
  try {
    return formatWithPattern(date, withTime(pattern, time));
  } catch {
    return formatWithPattern(date, withTime('dd/MM/yyyy', time));
  }
}
