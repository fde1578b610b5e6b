import { format, isValid, parseISO } from 'date-fns';

/** 000 §9: dates show as dd/MM/yyyy (the events history, form values, the build date). */
export const defaultDateFormat = 'dd/MM/yyyy';

/** 000 §9 Time format: the time of day after a date that has one (date fields with `time`). */
export const timeFormat = 'HH:mm:ss';

/** A date format followed by the time of day when `time` is set. */
export const withTime = (dateFormat: string, time: boolean): string =>
  time ? `${dateFormat} ${timeFormat}` : dateFormat;

const isItalian = (language: string) => language === 'it' || language.startsWith('it-');

/** 000 §2.18, §9: the date picker alone follows the language: dd/MM/yyyy in Italian, MM/dd/yyyy otherwise. */
export function pickerDateFormat(language: string): string {
  return isItalian(language) ? defaultDateFormat : 'MM/dd/yyyy';
}

/**
 * A date from the server (epoch milliseconds, an ISO text or a Date) in the given format; undefined when it is not
 * a date, so a caller shows its own placeholder rather than 'Invalid Date'.
 */
export function formatDate(value: unknown, dateFormat = defaultDateFormat): string | undefined {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'number'
        ? new Date(value)
        : typeof value === 'string' && value.trim() !== ''
          ? parseISO(value)
          : undefined;
  return date && isValid(date) ? format(date, dateFormat) : undefined;
}
