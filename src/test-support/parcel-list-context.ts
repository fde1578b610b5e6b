/**
 * The simple parcel list plugin bound to a handler-test context whose API is the sandbox's, in process: what a handler
 * sends is what the sandbox records.
 */
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { createApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../core/operation-types.ts';
import { bindHandlers, type PluginContext } from '../plugins/define-plugin.ts';
import parcelListPlugin from '../plugins/simple-parcel-list/index.ts';
import { keyTranslate } from './confirmation/fake-dialogs.ts';
import { fakeDialogService } from './fake-dialog-service.ts';
import { fakeReadingsPort } from './fake-readings-port.ts';
import { runtimeParts } from './plugin-context.ts';

export async function parcelListContext(
  sandbox: ApiHarness,
  given: {
    operationCode: string;
    dialogs?: Partial<DialogService>;
    placeId?: string;
    formData?: Record<string, unknown>;
  },
) {
  const raw = await sandbox.json<Record<string, unknown>>(
    `/api/v1/operations/${stableId('operations', given.operationCode)}`,
  );
  const { operation } = parseOperation(raw);
  const api = createApiClient({ baseUrl: () => 'http://sandbox.test', accessToken: () => 'valid-operator' });
  const roots: Record<string, unknown> = {
    screen: {},
    formData: given.formData ?? {},
    workstation: { code: 'WS-LOM-PACK', placeId: given.placeId ?? stableId('places', 'WH-LOM') },
  };
  const dialogs = fakeDialogService({ confirm: async () => true, ...given.dialogs });
  const readings = fakeReadingsPort();
  const parts = runtimeParts({ params: { opCode: given.operationCode } });
  const context: PluginContext<'simple-parcel-list'> = {
    api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'simple-parcel-list'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: () => undefined,
    translate: keyTranslate,
    readings,
    ...parts,
  };
  const bound = bindHandlers(parcelListPlugin, context as PluginContext<OperationKind>);
  return { context, bound, dialogs, readings, back: parts.back, screen: () => roots.screen as Record<string, unknown> };
}
