/** The simple parcel list plugin over the in-process sandbox, at the packing bench (WH-LOM), for its handler tests. */
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { ListedRead } from '../plugins/define-plugin.ts';
import parcelListPlugin from '../plugins/simple-parcel-list/index.ts';
import { sandboxPluginContext } from './sandbox-plugin-context.ts';

export function parcelListContext(
  sandbox: ApiHarness,
  given: {
    operationCode: string;
    dialogs?: Partial<DialogService>;
    formData?: Record<string, unknown>;
    /** Reads listed before the screen opens (a restored session's). */
    listed?: ListedRead[];
  },
) {
  return sandboxPluginContext(sandbox, parcelListPlugin, {
    operationCode: given.operationCode,
    dialogs: given.dialogs,
    listed: given.listed,
    roots: {
      formData: given.formData ?? {},
      workstation: { code: 'WS-LOM-PACK', placeId: stableId('places', 'WH-LOM') },
    },
  });
}
