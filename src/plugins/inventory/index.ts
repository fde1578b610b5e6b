/**
 * INVENTORY (001 §2.14, §4.12): pick an open inventory at the workstation's place, read tags, send the reads, follow
 * the counters. Handlers and screen lifecycles only: the screens are descriptors in schemas/screens/inventory/.
 */
import { batchValidateInventory } from '../../api/inventory.ts';
import { definePlugin } from '../define-plugin.ts';
import { openInventory, openList, searchInventoriesHandler } from './inventory-list.ts';
import { closeInventoryHandler, deleteInventoryHandler, newInventory } from './inventory-lifecycle.ts';
import { openReading, refreshCounters } from './inventory-reading.ts';
import { sendReads } from './send-reads.ts';
import { inventoryIdOf } from './session.ts';

/** The plugin for a station served from `origin()` (the control panel's address is derived from it, 000 §2.6). */
export function createInventoryPlugin(origin: () => string) {
  return definePlugin({
    kind: 'inventory',
    translations: ['inventory'],
    screens: ['inventory/list', 'inventory/reading'],
    readings: {
      screens: ['inventory/reading'],
      /** 001 §7 batchValidate, with the inventory so the server tells expected from unexpected reads. */
      decode: async (context, identifierCodes) =>
        batchValidateInventory(context.api, {
          operationId: context.operation.id,
          identifierCodes,
          inventoryId: inventoryIdOf(context),
        }),
    },
    lifecycle: {
      'inventory/list': { open: openList },
      'inventory/reading': { open: (context) => openReading(context, origin()) },
    },
    handlers: {
      /** The searchable list's `searchHandler`, args {search}. */
      searchInventories: searchInventoriesHandler,
      /** A row pressed, args {row}. */
      openInventory,
      /** The counters bar's Refresh. */
      refreshCounters: async (context) => refreshCounters(context),
      sendReads: async (context) => sendReads(context),
      /** The list's 'New inventory' (001 §4.12 create). */
      newInventory: async (context) => newInventory(context),
      /** The reading's Close and Delete (001 §4.12). */
      closeInventory: async (context) => closeInventoryHandler(context),
      deleteInventory: async (context) => deleteInventoryHandler(context),
    },
  });
}

export default createInventoryPlugin(() => globalThis.location?.origin ?? '');
