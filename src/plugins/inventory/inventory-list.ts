/**
 * The inventory list (001 §2.14): the inventories of the workstation's place with status OPEN or POPULATING, searched
 * on the server; a row opens its reading.
 */
import { searchInventories } from '../../api/inventory.ts';
import type { Inventory } from '../../core/inventory/inventory.ts';
import { isRecord, memberOf } from '../../core/operation-config/raw-values.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { setScreenValues, workstationOf } from '../shared/screen-values.ts';
import { listSession, showFailure, type InventoryContext } from './session.ts';

/** The inventories found, or none and the failure to show (a failed load leaves the list empty). */
async function loadInventories(
  context: InventoryContext,
  search: string,
): Promise<{ rows: Inventory[]; failure?: unknown }> {
  const { placeId } = workstationOf(context.state);
  // Without a place the search would answer every place's inventories.
  if (!placeId) return { rows: [], failure: context.translate('confirmation.missingWorkstationPlace') };
  try {
    return { rows: await searchInventories(context.api, { operationId: context.operation.id, placeId, search }) };
  } catch (failure) {
    return { rows: [], failure };
  }
}

/** As the list opens: 'loading data' while the inventories load into `screen.inventories`. */
export async function openList(context: InventoryContext): Promise<void> {
  const session = listSession(context);
  const generation = ++session.generation;
  setScreenValues(context.state, { loading: true });
  const { rows, failure } = await loadInventories(context, '');
  // A search typed meanwhile answers for itself.
  if (generation === session.generation) setScreenValues(context.state, { inventories: rows });
  setScreenValues(context.state, { loading: false });
  if (failure !== undefined) await showFailure(context, failure);
}

/** Handler `searchInventories`, args {search}: the searchable list's server search; its rows are kept at `into`. */
export async function searchInventoriesHandler(
  context: InventoryContext,
  args: Record<string, unknown>,
): Promise<Inventory[]> {
  listSession(context).generation += 1;
  const { rows, failure } = await loadInventories(context, typeof args.search === 'string' ? args.search : '');
  if (failure !== undefined) void showFailure(context, failure);
  return rows;
}

/** Handler `openInventory`, args {row}: the pressed row's reading, /inventory/:opCode/start/:id. */
export async function openInventory(context: InventoryContext, args: Record<string, unknown>): Promise<void> {
  const id = isRecord(args.row) ? memberOf(args.row, 'id') : undefined;
  if (typeof id !== 'string' || id === '') return;
  context.navigate(buildRoute(routePattern('inventoryReading'), { opCode: context.operation.code, id }));
}
