/** The sorting plugin over the in-process sandbox, at the packing bench (WH-LOM), for its handler tests. */
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import type { DialogService } from '../core/dialogs.ts';
import sortingPlugin from '../plugins/sorting/index.ts';
import { sandboxPluginContext } from './sandbox-plugin-context.ts';

export interface SortingContextOptions {
  /** Options over the seeded SORTING operation's. */
  options?: Record<string, string>;
  params?: Record<string, string>;
  navigation?: Record<string, unknown>;
  capabilities?: string[];
  workstationAttributes?: Record<string, unknown>;
  dialogs?: Partial<DialogService>;
}

export function sortingContext(sandbox: ApiHarness, given: SortingContextOptions = {}) {
  return sandboxPluginContext(sandbox, sortingPlugin, {
    operationCode: 'SORTING',
    options: given.options,
    params: given.params,
    navigation: given.navigation,
    dialogs: { datePicker: async () => new Date(), ...given.dialogs },
    roots: {
      formData: {},
      user: { username: 'operator', capabilities: given.capabilities ?? ['Resource.Sorting.confirm.perform'] },
      workstation: {
        id: stableId('workstations', 'WS-LOM-PACK'),
        code: 'WS-LOM-PACK',
        placeId: stableId('places', 'WH-LOM'),
        attributes: given.workstationAttributes ?? {},
      },
    },
  });
}
