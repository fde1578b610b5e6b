/**
 * The encoding records of the UTC day (002 §4 Daily encoded counter, §7 encoding records search): the day's bounds
 * in the format the search takes (yyyy-MM-dd'T'HH:mm:ssxx), and the daily count shown from the server's total.
 */

/** 002-9-timings-11: the daily counter is refreshed from the server every 60 s. */
export const dailyCounterRefreshMs = 60_000;

/** The first and last second of `now`'s UTC day, as yyyy-MM-dd'T'HH:mm:ssxx. */
export function utcDayBounds(now: Date): { creationDateStart: string; creationDateEnd: string } {
  const day = now.toISOString().slice(0, 10);
  return { creationDateStart: `${day}T00:00:00+0000`, creationDateEnd: `${day}T23:59:59+0000` };
}

/**
 * The count the daily counter shows from the server's total of the day: what was encoded since the operator last
 * reset it on this screen (`resetAt`, the total then), never below 0 (a record deleted, a new day).
 */
export function dailyCountFromTotal(total: number, resetAt: number | undefined): number {
  return Math.max(0, total - (resetAt ?? 0));
}
