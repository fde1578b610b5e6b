/**
 * An inventory's life at the station (001 §4.12: create, insert tags, close; or delete). 'New inventory' on the list
 * asks for a description in the text-input modal (000 §2.18) and opens the new inventory's reading; the reading's
 * Close and Delete ask first, then go back to the list.
 */
import { closeInventory, createInventory, deleteInventory } from '../../api/inventory.ts';
import { buildRoute } from '../../core/routes/build-route.ts';
import { routePattern } from '../../core/routes/route-table.ts';
import { workstationOf } from '../shared/screen-values.ts';
import { inventoryIdOf, readingSession, showFailure, type InventoryContext } from './session.ts';

const listRoute = (context: InventoryContext) =>
  buildRoute(routePattern('inventoryList'), { opCode: context.operation.code });

/** Handler `newInventory`: a description asked, the inventory created at the workstation's place, its reading opened. */
export async function newInventory(context: InventoryContext): Promise<void> {
  const { placeId } = workstationOf(context.state);
  if (!placeId) return showFailure(context, context.translate('confirmation.missingWorkstationPlace'));
  const description = await context.dialogs.textInput({
    title: context.translate('inventory.create.title'),
    label: context.translate('inventory.create.description'),
    confirmLabel: context.translate('inventory.create.confirm'),
  });
  if (description === undefined) return;
  try {
    const inventory = await createInventory(context.api, {
      operationId: context.operation.id,
      placeId,
      description: description.trim(),
    });
    context.navigate(
      buildRoute(routePattern('inventoryReading'), { opCode: context.operation.code, id: inventory.id }),
    );
  } catch (error) {
    await showFailure(context, error);
  }
}

/** Reads listed but not sent yet, which closing or deleting would leave behind. */
function unsentReads(context: InventoryContext): number {
  let count = 0;
  for (const read of context.readings?.reads() ?? []) if (read.status === 'valid') count += 1;
  return count;
}

async function confirmed(context: InventoryContext, kind: 'close' | 'delete'): Promise<boolean> {
  const unsent = unsentReads(context);
  const message = `inventory.${kind}.question`;
  return context.dialogs.confirm({
    title: context.translate(`inventory.${kind}.title`),
    confirmLabel: context.translate(`inventory.${kind}.button`),
    message: [
      context.translate(message),
      unsent > 0 ? context.translate('inventory.unsent', { count: String(unsent) }) : '',
    ]
      .filter(Boolean)
      .join(' '),
  });
}

/** Handler `closeInventory`: asked, closed on the server, told, back to the list. */
export async function closeInventoryHandler(context: InventoryContext): Promise<void> {
  if (readingSession(context).sending) return;
  if (!(await confirmed(context, 'close'))) return;
  try {
    await closeInventory(context.api, inventoryIdOf(context));
  } catch (error) {
    return showFailure(context, error);
  }
  context.dialogs.toast({ status: 'success', title: context.translate('inventory.close.done') });
  context.navigate(listRoute(context), { replace: true });
}

/** Handler `deleteInventory`: asked, deleted with what was read into it, told, back to the list. */
export async function deleteInventoryHandler(context: InventoryContext): Promise<void> {
  if (readingSession(context).sending) return;
  if (!(await confirmed(context, 'delete'))) return;
  let deleted: boolean;
  try {
    deleted = await deleteInventory(context.api, inventoryIdOf(context));
  } catch (error) {
    return showFailure(context, error);
  }
  if (!deleted) return showFailure(context, context.translate('inventory.delete.failed'));
  context.dialogs.toast({ status: 'success', title: context.translate('inventory.delete.done') });
  context.navigate(listRoute(context), { replace: true });
}
