/**
 * A plugin bound to a handler-test context whose API is the sandbox's, in process (its database seeded with the demo
 * data): the seeded operation (with options over its own), the screen's scope roots, fake dialogs, readings and
 * reader, and the runtime's real session and timers. What a handler sends is what the sandbox records.
 */
import { vi } from 'vitest';
import type { ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { createApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import { parseOperation } from '../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../core/operation-types.ts';
import {
  bindHandlers,
  type AnyOperationPlugin,
  type ListedRead,
  type OperationPlugin,
  type PluginContext,
} from '../plugins/define-plugin.ts';
import { keyTranslate } from './confirmation/fake-dialogs.ts';
import { fakeDialogService } from './fake-dialog-service.ts';
import { fakeReadingsPort } from './fake-readings-port.ts';
import { runtimeParts } from './plugin-context.ts';

export interface SandboxPluginContextOptions {
  /** The seeded operation's code. */
  operationCode: string;
  /** Options over the seeded operation's. */
  options?: Record<string, string>;
  /** A form schema instead of the seeded operation's (e.g. an empty one, 001 §2.3). */
  formSchema?: unknown[];
  /** The scope roots the screen starts with (screen, formData, workstation, user, ...). */
  roots: Record<string, unknown>;
  dialogs?: Partial<DialogService>;
  params?: Record<string, string>;
  navigation?: Record<string, unknown>;
  listed?: ListedRead[];
}

export async function sandboxPluginContext<K extends OperationKind>(
  sandbox: ApiHarness,
  plugin: OperationPlugin<K>,
  given: SandboxPluginContextOptions,
) {
  const raw = await sandbox.json<Record<string, unknown>>(
    `/api/v1/operations/${stableId('operations', given.operationCode)}`,
  );
  const { operation } = parseOperation({
    ...raw,
    options: { ...(raw.options as object), ...given.options },
    ...(given.formSchema ? { formSchema: given.formSchema } : {}),
  });
  const api = createApiClient({ baseUrl: () => 'http://sandbox.test', accessToken: () => 'valid-operator' });
  const roots: Record<string, unknown> = { screen: {}, ...given.roots };
  const dialogs = fakeDialogService({ confirm: async () => true, ...given.dialogs });
  const readings = fakeReadingsPort(given.listed ?? []);
  const parts = runtimeParts({
    params: { opCode: given.operationCode, ...given.params },
    navigation: given.navigation,
  });
  const reader = { start: vi.fn(), stop: vi.fn(async () => undefined), clear: vi.fn(), onRead: vi.fn() };
  const context: PluginContext<K> = {
    api,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<K>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings,
    reader,
    ...parts,
  };
  // A plugin of kind K and a context of kind K: the union type of bindHandlers cannot say they go together.
  const bound = bindHandlers(
    plugin as unknown as AnyOperationPlugin,
    context as unknown as PluginContext<OperationKind>,
  );
  return {
    context,
    bound,
    dialogs,
    readings,
    reader,
    navigate: context.navigate as ReturnType<typeof vi.fn>,
    back: parts.back,
    screen: () => roots.screen as Record<string, unknown>,
  };
}
