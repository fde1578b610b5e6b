import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import { createInventoryPlugin } from '../../src/plugins/inventory/index.ts';
import { inventoryServer, type InventoryServerOptions } from '../../src/test-support/inventory-server.ts';
import { OperationStory } from './operation-story.tsx';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.Inventory.perform'] });
const packingBench = { id: 'ws-1', code: 'WS-LOM-PACK', description: 'Packing bench 1', placeId: 'WH-LOM' };

export const { operation: inventoryOperation } = parseOperation({
  id: 'op-inventory',
  code: 'INVENTORY',
  type: 'INVENTORY',
  description: 'Store inventory',
  formSchema: [],
  options: {
    refreshCounterTimeout: '30000',
    readingsDisplayMode: 'item',
    errorStates: 'INVALID_IDENTIFIER,ITEM_NOT_IN_STOCK',
    warningStates: 'MISSING_SYSTEM_TAG',
  },
});

export interface InventoryStoryProps {
  screen: 'inventory/list' | 'inventory/reading';
  /** The inventory of the reading route. */
  id?: string;
  server?: InventoryServerOptions;
  /** The station's origin, for the control panel's address (hidden on a local host). */
  origin?: string;
  /** Tags the reader delivers once the screen is up. */
  tags?: string[];
}

/** The paths the story's router went through, for a play to check where the screen navigated. */
export const inventoryStoryRoute: { history: readonly string[] } = { history: [] };

/** An inventory screen as the app renders it (OperationScreen + the plugin + its descriptor), over fakes. */
export function InventoryStory({
  screen,
  id = 'inv-lom-01',
  server,
  origin = 'http://localhost',
  tags,
}: InventoryStoryProps) {
  return (
    <OperationStory
      screen={screen}
      path={screen === 'inventory/list' ? '/inventory/INVENTORY' : `/inventory/INVENTORY/start/${id}`}
      operation={inventoryOperation}
      plugin={plugin(origin)}
      params={{ opCode: 'INVENTORY', ...(screen === 'inventory/reading' ? { id } : {}) }}
      user={user}
      workstation={packingBench as Workstation}
      api={() => inventoryServer(server).api}
      tags={tags}
      onHistory={(history) => (inventoryStoryRoute.history = history)}
    />
  );
}

const plugins = new Map<string, ReturnType<typeof createInventoryPlugin>>();
/** One plugin per origin, as the app keeps one. */
function plugin(origin: string) {
  let found = plugins.get(origin);
  if (!found) plugins.set(origin, (found = createInventoryPlugin(() => origin)));
  return found;
}
