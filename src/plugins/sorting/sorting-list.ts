/**
 * The sorting list (001 §2.13): the operation's OPEN sortings, searched on the server; a row opens its reading with
 * sortingId (and originZoneId with enableOriginZone); 'New {type}' opens the create form with code empty.
 */
import { searchSortings } from '../../api/sorting.ts';
import { isRecord } from '../../core/guards.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import type { Sorting } from '../../core/sorting/sorting-records.ts';
import { latestOnly, setScreen, showFailure, type SortingContext } from './session.ts';

async function load(context: SortingContext, search: string): Promise<{ rows: Sorting[]; failure?: unknown }> {
  try {
    return { rows: await searchSortings(context.api, context.operation.id, search) };
  } catch (failure) {
    return { rows: [], failure };
  }
}

/** As the list opens: 'loading data' while the sortings load into `screen.sortings`. */
export async function openList(context: SortingContext): Promise<void> {
  const loads = latestOnly(context, 'sortings');
  const current = loads.next();
  setScreen(context, { loading: true });
  const { rows, failure } = await load(context, '');
  if (loads.isLatest(current)) setScreen(context, { sortings: rows });
  setScreen(context, { loading: false });
  if (failure !== undefined) await showFailure(context, failure);
}

/** Handler `searchSortings`, args {search}: the list's server search (001 §2.13, 300 ms debounce in the widget). */
export async function searchSortingsHandler(context: SortingContext, args: Record<string, unknown>) {
  latestOnly(context, 'sortings').next();
  const { rows, failure } = await load(context, typeof args.search === 'string' ? args.search : '');
  if (failure !== undefined) void showFailure(context, failure);
  return rows;
}

/** Handler `openSorting`, args {row}: the reading with sortingId, and originZoneId when enableOriginZone. */
export async function openSorting(context: SortingContext, args: Record<string, unknown>): Promise<void> {
  const row = isRecord(args.row) ? args.row : {};
  const sortingId = typeof row.id === 'string' ? row.id : '';
  if (!sortingId) return;
  const originZoneId = typeof row.originZoneId === 'string' ? row.originZoneId : '';
  const withZone = context.kindOptions.enableOriginZone && originZoneId !== '';
  context.navigate(buildRoute(routePattern('sortingReading'), { opCode: context.operation.code }), {
    state: { sortingId, ...(withZone ? { originZoneId } : {}) },
  });
}

/** Handler `newSorting`: the create path with code empty (001 §2.13). */
export async function newSorting(context: SortingContext): Promise<void> {
  context.navigate(buildRoute(routePattern('sortingCreate'), { opCode: context.operation.code }));
}
