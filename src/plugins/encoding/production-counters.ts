/**
 * The production order counters of the associate screen (002 §2 product info card, §4 Create): fetched for the chosen
 * row, one more encoded counted at each success and then fetched again (the server is the truth).
 */
import { fetchProductionCounters } from '../../api/production-orders.ts';
import { withOneEncoded, type ProductionCounters } from '../../core/encoding/production-orders.ts';
import { associateSession, setScreen, showFailure, type EncodingContext } from './session.ts';

/** The one place the counters change: the session's and the screen's together (undefined hides them). */
export function showCounters(context: EncodingContext, counters: ProductionCounters | undefined): void {
  associateSession(context).counters = counters;
  setScreen(context, { counters: counters ?? null });
}

/** Fetches the counters of the row chosen; an answer for a row no longer chosen is dropped. */
export async function refreshCounters(context: EncodingContext): Promise<void> {
  const rowId = associateSession(context).row?.id;
  if (!rowId) return;
  try {
    const counters = await fetchProductionCounters(context.api, rowId);
    if (associateSession(context).row?.id === rowId) showCounters(context, counters);
  } catch (error) {
    await showFailure(context, error);
  }
}

/** 002 §4 Create: a garment of the row created raises the order's and the row's encoded counters by one. */
export function countRowEncoded(context: EncodingContext): void {
  const { row, counters } = associateSession(context);
  if (!row) return;
  if (counters) showCounters(context, withOneEncoded(counters));
  void refreshCounters(context);
}
