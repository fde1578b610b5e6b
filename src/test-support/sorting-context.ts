/**
 * The sorting plugin bound to a handler-test context whose API is the sandbox's, in process (its database seeded with
 * the demo data): what a handler sends is what the sandbox records.
 */
import { vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { createApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../core/operation-types.ts';
import { bindHandlers, type PluginContext } from '../plugins/define-plugin.ts';
import sortingPlugin from '../plugins/sorting/index.ts';
import { keyTranslate } from './confirmation/fake-dialogs.ts';
import { fakeDialogService } from './fake-dialog-service.ts';
import { fakeReadingsPort } from './fake-readings-port.ts';
import { runtimeParts } from './plugin-context.ts';

export const warehousePlaceId = stableId('places', 'WH-LOM');

export interface SortingContextOptions {
  /** Options over the seeded SORTING operation's. */
  options?: Record<string, string>;
  params?: Record<string, string>;
  navigation?: Record<string, unknown>;
  capabilities?: string[];
  workstationAttributes?: Record<string, unknown>;
  dialogs?: Partial<DialogService>;
}

export async function sortingContext(sandbox: ApiHarness, given: SortingContextOptions = {}) {
  const raw = await sandbox.json<Record<string, unknown>>(`/api/v1/operations/${stableId('operations', 'SORTING')}`);
  const { operation } = parseOperation({ ...raw, options: { ...(raw.options as object), ...given.options } });
  const api = createApiClient({ baseUrl: () => 'http://sandbox.test', accessToken: () => 'valid-operator' });
  const roots: Record<string, unknown> = {
    screen: {},
    formData: {},
    user: { username: 'operator', capabilities: given.capabilities ?? ['Resource.Sorting.confirm.perform'] },
    workstation: {
      id: stableId('workstations', 'WS-LOM-PACK'),
      code: 'WS-LOM-PACK',
      placeId: warehousePlaceId,
      attributes: given.workstationAttributes ?? {},
    },
  };
  const dialogs = fakeDialogService({
    confirm: async () => true,
    datePicker: async () => new Date(),
    ...given.dialogs,
  });
  const readings = fakeReadingsPort();
  const parts = runtimeParts({ params: { opCode: 'SORTING', ...given.params }, navigation: given.navigation });
  const reader = { start: vi.fn(), stop: vi.fn(async () => undefined), clear: vi.fn(), onRead: vi.fn() };
  const context: PluginContext<'sorting'> = {
    api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'sorting'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings,
    reader,
    ...parts,
  };
  const bound = bindHandlers(sortingPlugin, context as PluginContext<OperationKind>);
  return {
    context,
    bound,
    dialogs,
    readings,
    navigate: context.navigate as ReturnType<typeof vi.fn>,
    back: parts.back,
    screen: () => roots.screen as Record<string, unknown>,
  };
}
