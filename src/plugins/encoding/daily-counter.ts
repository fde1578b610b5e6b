/**
 * The daily encoded counter of the associate screen (000 §4.3, 002 §4): kept per operation code in local storage,
 * raised by each association created, reset by a click, and refreshed every 60 s from the server's encoding records
 * of the UTC day at this place (what was encoded since the operator's last reset on this screen).
 */
import { countEncodingRecords } from '../../api/encoding.ts';
import {
  incrementDailyCounter,
  incrementEncodedCounter,
  readDailyCounters,
  resetDailyCounter,
  setDailyCounter,
} from '../../core/encoded-counters.ts';
import { dailyCounterRefreshMs, dailyCountFromTotal, utcDayBounds } from '../../core/encoding/encoded-today.ts';
import { associateSession, setScreen, stationPart, type EncodingContext } from './session.ts';

const storage = () => globalThis.localStorage;

export function showDailyCount(context: EncodingContext): void {
  setScreen(context, { dailyCount: readDailyCounters(storage())[context.operation.code] ?? 0 });
}

/** The server's total of the day; undefined when it cannot be had (the local count stays shown). */
async function totalOfToday(context: EncodingContext): Promise<number | undefined> {
  const { operationId, placeId } = stationPart(context);
  try {
    return await countEncodingRecords(context.api, { ...utcDayBounds(new Date()), operationId, placeId });
  } catch {
    return undefined;
  }
}

/** 002-4-daily-05: the counter from the server now, then every 60 s while the screen is open. */
export async function followDailyCount(context: EncodingContext): Promise<void> {
  const refresh = async () => {
    const session = associateSession(context);
    const total = await totalOfToday(context);
    if (total === undefined) return;
    session.dailyTotal = total;
    const count = dailyCountFromTotal(total, session.dailyResetAt);
    setDailyCounter(storage(), context.operation.code, count);
    setScreen(context, { dailyCount: count });
  };
  context.timers.every(dailyCounterRefreshMs, refresh);
  await refresh();
}

/** 002-4-create-03: a created association raises the daily and the total encoded counters. */
export function countEncoded(context: EncodingContext): void {
  incrementEncodedCounter(storage(), context.operation.code, new Date());
  const session = associateSession(context);
  if (session.dailyTotal !== undefined) session.dailyTotal += 1;
  setScreen(context, { dailyCount: incrementDailyCounter(storage(), context.operation.code) });
}

/** Handler `resetDailyCounter`: the click on the counter; the server's refreshes count from here. */
export async function resetDailyCount(context: EncodingContext): Promise<void> {
  const session = associateSession(context);
  session.dailyResetAt = session.dailyTotal;
  resetDailyCounter(storage(), context.operation.code);
  setScreen(context, { dailyCount: 0 });
}
