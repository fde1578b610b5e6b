/**
 * The shipping plugin bound to a handler-test context whose API is the sandbox's, in process (its database seeded
 * with the demo data): what a handler sends is what the sandbox records.
 */
import { vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { createApiClient } from '../api/http-client.ts';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../core/operation-types.ts';
import { bindHandlers, type ListedRead, type PluginContext } from '../plugins/define-plugin.ts';
import shippingPlugin from '../plugins/shipping/index.ts';
import { fakeDialogs, keyTranslate } from './confirmation/fake-dialogs.ts';
import { fakeReadingsPort } from './fake-readings-port.ts';
import { runtimeParts } from './plugin-context.ts';

export const warehousePlaceId = stableId('places', 'WH-LOM');

export interface ShippingContextOptions {
  /** The seeded operation's code (INBOUND, OUTBOUND, PACKING). */
  operationCode: string;
  /** Options over the seeded operation's. */
  options?: Record<string, string>;
  params?: Record<string, string>;
  navigation?: Record<string, unknown>;
  formData?: Record<string, unknown>;
  listed?: ListedRead[];
  placeId?: string;
}

export async function shippingContext(sandbox: ApiHarness, given: ShippingContextOptions) {
  const raw = await sandbox.json<Record<string, unknown>>(
    `/api/v1/operations/${stableId('operations', given.operationCode)}`,
  );
  const { operation } = parseOperation({ ...raw, options: { ...(raw.options as object), ...given.options } });
  const api = createApiClient({ baseUrl: () => 'http://sandbox.test', accessToken: () => 'valid-operator' });
  const roots: Record<string, unknown> = {
    screen: {},
    formData: given.formData,
    workstation: { code: 'WS-LOM-INBOUND', placeId: given.placeId ?? warehousePlaceId },
  };
  const dialogs = fakeDialogs();
  const readings = fakeReadingsPort(given.listed ?? []);
  const parts = runtimeParts({
    params: { opCode: given.operationCode, ...given.params },
    navigation: given.navigation,
  });
  const reader = { start: vi.fn(), stop: vi.fn(async () => undefined), clear: vi.fn(), onRead: vi.fn() };
  const context: PluginContext<'shipping'> = {
    api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'shipping'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings,
    reader,
    ...parts,
  };
  const bound = bindHandlers(shippingPlugin, context as PluginContext<OperationKind>);
  return {
    context,
    bound,
    dialogs,
    readings,
    reader,
    navigate: context.navigate as ReturnType<typeof vi.fn>,
    screen: () => roots.screen as Record<string, unknown>,
  };
}
