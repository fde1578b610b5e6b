/**
 * The time of day of a date field with `time` (000 §3 Form field, §9 Time format HH:mm:ss): the picker sets hours and
 * minutes on the chosen day, in local time; seconds are always 0.
 */
export interface TimeOfDay {
  hours: number;
  minutes: number;
}

export const hourChoices: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);
export const minuteChoices: readonly number[] = Array.from({ length: 60 }, (_, minute) => minute);

export const twoDigits = (value: number): string => String(value).padStart(2, '0');

export function timeOfDay(date: Date): TimeOfDay {
  return { hours: date.getHours(), minutes: date.getMinutes() };
}

/** `day`'s local calendar day at the given time (seconds and milliseconds 0). */
export function atTimeOfDay(day: Date, time: TimeOfDay): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.hours, time.minutes);
}

/**
 * The time the picker starts from: the current value's, else the earliest allowed instant's (a range end starts at
 * its start's time), else the current minute.
 */
export function initialTimeOfDay(value: Date | undefined, notBefore: Date | undefined, now: Date): TimeOfDay {
  return timeOfDay(value ?? notBefore ?? now);
}

/** 000 §5: a range end cannot precede its start; with time the start's minute is the earliest allowed end. */
export function isNotBefore(candidate: Date, notBefore: Date | undefined): boolean {
  return notBefore === undefined || candidate.getTime() >= notBefore.getTime();
}
