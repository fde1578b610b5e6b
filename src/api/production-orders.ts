/**
 * The production-order calls of the encoding screens (002 §7 'Production orders' and GET /counters), parsed at this
 * boundary: records of the wrong shape are left out, a counters answer of the wrong shape is an ApiError 'malformed'.
 */
import { ApiError } from '../core/api-error.ts';
import {
  parseProductionCounters,
  parseProductionOrder,
  parseProductionOrderRow,
  rowSearchQuery,
  type ProductionCounters,
  type ProductionOrder,
  type ProductionOrderRow,
  type RowSelectionMode,
} from '../core/encoding/production-orders.ts';
import type { ApiClient } from './http-client.ts';
import { resources } from './resources.ts';

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/** Search api/v1/productionOrders {equalCodes: code}: the first order, or undefined when none. */
export async function findProductionOrder(api: ApiClient, code: string): Promise<ProductionOrder | undefined> {
  const [first] = await resources(api).productionOrders.search({ equalCodes: code });
  return parseProductionOrder(first);
}

/** Search api/v1/productionOrderRows by order and row code, or by order and SKU: every row found. */
export async function findProductionOrderRows(
  api: ApiClient,
  mode: RowSelectionMode,
  orderCode: string | undefined,
  rowText: string,
): Promise<ProductionOrderRow[]> {
  const rows = await resources(api).productionOrderRows.search(rowSearchQuery(mode, orderCode, rowText));
  return rows.map(parseProductionOrderRow).filter(defined);
}

/** GET api/v1/operations/encoding/counters?productionOrderRowId=: the order's and the row's counters. */
export async function fetchProductionCounters(api: ApiClient, rowId: string): Promise<ProductionCounters> {
  const counters = parseProductionCounters(
    await api.get<unknown>('api/v1/operations/encoding/counters', {
      query: { productionOrderRowId: rowId },
      expectBody: true,
    }),
  );
  if (!counters) throw new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });
  return counters;
}
