/**
 * The daily encoded counter of the associate screen (000 §4.3, 002 §4): kept per operation code in local storage,
 * raised by each association created, reset by a click.
 */
import {
  incrementDailyCounter,
  incrementEncodedCounter,
  readDailyCounters,
  resetDailyCounter,
} from '../../core/encoded-counters.ts';
import { setScreen, type EncodingContext } from './session.ts';

const storage = () => globalThis.localStorage;

export function showDailyCount(context: EncodingContext): void {
  setScreen(context, { dailyCount: readDailyCounters(storage())[context.operation.code] ?? 0 });
}

/** 002-4-create-03: a created association raises the daily and the total encoded counters. */
export function countEncoded(context: EncodingContext): void {
  incrementEncodedCounter(storage(), context.operation.code, new Date());
  setScreen(context, { dailyCount: incrementDailyCounter(storage(), context.operation.code) });
}

/** Handler `resetDailyCounter`: the click on the counter. */
export async function resetDailyCount(context: EncodingContext): Promise<void> {
  resetDailyCounter(storage(), context.operation.code);
  setScreen(context, { dailyCount: 0 });
}
