import { useEffect, useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { parseOperation } from '../../src/core/operation-config/parse-operation.ts';
import type { Workstation } from '../../src/core/workstation.ts';
import { createInventoryPlugin } from '../../src/plugins/inventory/index.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { ReaderPortContext } from '../../src/runtime/render/reader-port-context.ts';
import { OperationScreen } from '../../src/shell/operation/OperationScreen.tsx';
import { createFakeReaderPort } from '../../src/test-support/fake-reader-port.ts';
import { inventoryServer, type InventoryServerOptions } from '../../src/test-support/inventory-server.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';

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
  const [setup] = useState(() => {
    const path = screen === 'inventory/list' ? '/inventory/INVENTORY' : `/inventory/INVENTORY/start/${id}`;
    const location = memoryLocation({ path, record: true });
    inventoryStoryRoute.history = location.history;
    return {
      location,
      api: inventoryServer(server).api,
      plugin: createInventoryPlugin(() => origin),
      reader: createFakeReaderPort('on'),
      dialogs: createDialogService(),
    };
  });
  useEffect(() => {
    if (!tags?.length) return;
    const timer = setTimeout(() => setup.reader.emit(tags.map((epc) => ({ epc }))), 50);
    return () => clearTimeout(timer);
  }, [setup, tags]);
  return (
    <Router hook={setup.location.hook}>
      <ReaderPortContext.Provider value={setup.reader}>
        <OperationScreen
          screen={screen}
          operation={inventoryOperation}
          plugin={setup.plugin}
          params={{ opCode: 'INVENTORY', ...(screen === 'inventory/reading' ? { id } : {}) }}
          user={user}
          workstation={packingBench as Workstation}
          api={setup.api}
          dialogs={setup.dialogs}
        />
        <DialogHost service={setup.dialogs} />
      </ReaderPortContext.Provider>
    </Router>
  );
}
