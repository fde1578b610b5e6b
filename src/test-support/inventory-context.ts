import { vi } from 'vitest';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../core/operation-types.ts';
import { bindHandlers, type ListedRead, type PluginContext } from '../plugins/define-plugin.ts';
import { createInventoryPlugin } from '../plugins/inventory/index.ts';
import { fakeDialogs, keyTranslate } from './confirmation/fake-dialogs.ts';
import { fakeReadingsPort } from './fake-readings-port.ts';
import { inventoryServer, type InventoryServerOptions } from './inventory-server.ts';
import { runtimeParts } from './plugin-context.ts';

export interface InventoryContextOptions extends InventoryServerOptions {
  options?: Record<string, string>;
  placeId?: string;
  id?: string;
  /** The reads the screen lists. */
  listed?: ListedRead[];
  origin?: string;
}

/** The inventory plugin bound to a handler-test context over the in-memory inventory server. */
export function inventoryContext(given: InventoryContextOptions = {}) {
  const { operation } = parseOperation({
    id: 'op-inv',
    code: 'INVENTORY',
    description: 'Store inventory',
    type: 'INVENTORY',
    formSchema: [],
    options: { refreshCounterTimeout: '30000', ...given.options },
  });
  const server = inventoryServer(given);
  const roots: Record<string, unknown> = {
    screen: {},
    workstation: { code: 'WS-LOM-PACK', placeId: given.placeId ?? 'place-lom' },
  };
  const dialogs = fakeDialogs();
  const readings = fakeReadingsPort(given.listed ?? []);
  const disposers: (() => void)[] = [];
  const parts = runtimeParts({ params: { opCode: 'INVENTORY', id: given.id ?? 'inv-lom-01' } });
  const context: PluginContext<'inventory'> = {
    api: server.api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'inventory'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings,
    onDispose: (cleanup) => void disposers.push(cleanup),
    ...parts,
  };
  const plugin = createInventoryPlugin(() => given.origin ?? 'http://localhost:5173');
  const bound = bindHandlers(plugin, context as PluginContext<OperationKind>);
  return {
    context,
    bound,
    server,
    dialogs,
    readings,
    screen: () => roots.screen as Record<string, unknown>,
    /** The screen goes: its timers stop and its cleanups run. */
    dispose: () => {
      parts.timers.dispose();
      disposers.splice(0).forEach((cleanup) => cleanup());
    },
  };
}
