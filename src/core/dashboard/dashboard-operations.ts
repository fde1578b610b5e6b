import type { OperationConfig } from '../operation-config/index.ts';
import type { OperationType } from '../operation-types.ts';

/** An operation that can be a dashboard tile: enabled, and of a type the station can route to. */
export type DashboardOperation = OperationConfig & { readonly type: OperationType };

const isTile = (operation: OperationConfig): operation is DashboardOperation =>
  operation.enabled && operation.type !== null;

const priority = (operation: OperationConfig) =>
  Number.isFinite(operation.displayPriority) ? operation.displayPriority : 0;

/** Orders tiles by displayPriority ascending (missing counts as 0), then by code (000 §2.4). */
export function compareTiles(a: OperationConfig, b: OperationConfig): number {
  const byPriority = priority(a) - priority(b);
  if (byPriority !== 0) return byPriority;
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * The dashboard's tiles (000 §2.4): only enabled operations, sorted. An operation of an unknown type is left out
 * too: it has no route, and parsing already reported it as a diagnostic.
 */
export function dashboardOperations(operations: readonly OperationConfig[]): DashboardOperation[] {
  return operations.filter(isTile).sort(compareTiles);
}

/** An empty dashed tile completes the last row when the tile count is odd (000 §2.4). */
export function needsFillerTile(tileCount: number): boolean {
  return tileCount % 2 === 1;
}

/** Six placeholder tiles show while the operations load (000 §2.4). */
export const placeholderTileCount = 6;
