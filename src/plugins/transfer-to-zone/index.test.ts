import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api/http-client.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { fakeOutcomes } from '../../test-support/confirmation/fake-outcomes.ts';
import { fakeReadingsPort } from '../../test-support/fake-readings-port.ts';
import { runtimeParts } from '../../test-support/plugin-context.ts';
import { bindHandlers, type ListedRead, type PluginContext } from '../define-plugin.ts';
import plugin from './index.ts';

const base = 'api/v1/operations/transfersToZone';
const ok = (id: string): ListedRead => ({ identifierCode: `E-${id}`, status: 'valid', item: { id } });

function setup(
  config: { mode?: string; form?: Record<string, unknown>; placeId?: string; formSchema?: unknown[] } = {},
) {
  const { operation } = parseOperation({
    id: 'op-t',
    code: 'TRANSFER',
    description: 'Transfer to zone',
    type: 'TRANSFER_TO_ZONE',
    formSchema: config.formSchema ?? [{ name: 'destinationZoneId', type: 'text', directSubmit: true }],
    options: { executionModeForSyncConfirmation: config.mode ?? 'sync', postConfirmAction: 'disabled' },
  });
  const roots: Record<string, unknown> = {
    formData: config.form ?? { destinationZoneId: 'z-q' },
    workstation: { code: 'WS-1', placeId: config.placeId ?? 'place-1' },
  };
  const post = vi.fn(async (path: string, _init?: RequestOptions) => {
    if (path.endsWith('/batchValidate')) return [];
    return path.endsWith('/asyncExecution') ? { asyncExecutionId: 'x-1' } : { id: 'tr-1' };
  });
  const get = vi.fn(async (path: string) => ({ id: path.split('/').pop(), status: 'CONFIRMED' }));
  const dialogs = fakeDialogs();
  const outcomes = fakeOutcomes();
  const context: PluginContext<'transfer-to-zone'> = {
    api: { post, get } as unknown as ApiClient,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'transfer-to-zone'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings: fakeReadingsPort([ok('i1'), ok('i2')]),
    outcomes,
    ...runtimeParts(),
  };
  const bound = bindHandlers(plugin, context as PluginContext<OperationKind>);
  const calls = (path: string) => post.mock.calls.filter(([p]) => p === path).map(([, init]) => init as RequestOptions);
  return { context, bound, post, get, dialogs, outcomes, calls };
}

describe('transfer to zone plugin (001 §4.9, §5, §7)', () => {
  it('[001-7-ttz-01] decodes through batchValidate with the operation and the form', async () => {
    const { bound, post } = setup();
    await bound.decode!(['E1']);
    expect(post).toHaveBeenCalledWith(`${base}/batchValidate`, {
      body: { operationId: 'op-t', identifierCodes: ['E1'], form: { destinationZoneId: 'z-q' } },
      expectBody: true,
    });
  });

  it('[001-4.9-01] [001-7-ttz-02] confirms {form, originPlaceId, operationId, itemIds} with the workstation place as origin', async () => {
    const { bound, calls, context } = setup();
    await bound.confirm!();
    const [confirm] = calls(base);
    expect(confirm?.body).toEqual({
      form: { destinationZoneId: 'z-q' },
      originPlaceId: 'place-1',
      operationId: 'op-t',
      itemIds: ['i1', 'i2'],
    });
    expect(confirm?.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    // One direct-submit field: after the confirm, back goes to the dashboard (001 §2.11).
    expect(context.navigate).toHaveBeenCalledWith('/');
  });

  it("[001-5-05] uses the form's originPlaceId, and without it or a workstation place says 'Missing workstation place'", async () => {
    const given = setup({ form: { destinationZoneId: 'z-q', originPlaceId: 'place-9' }, placeId: '' });
    await given.bound.confirm!();
    expect(given.calls(base)[0]?.body).toMatchObject({ originPlaceId: 'place-9' });

    const missing = setup({ placeId: '' });
    await missing.bound.confirm!();
    expect(missing.post).not.toHaveBeenCalled();
    expect(missing.dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 'errors.title',
      description: 'confirmation.missingWorkstationPlace',
    });
  });

  it('[001-7-ttz-04] [001-4.9-02] [001-7-ttz-03] in async mode fetches the transfer by id after the outcome', async () => {
    const { bound, calls, get, outcomes } = setup({ mode: 'async' });
    const done = bound.confirm!();
    await vi.waitFor(() => expect(calls(`${base}/asyncExecution`)).toHaveLength(1));
    outcomes.push({ asyncExecutionId: 'x-1', executionStatus: 'OK', details: { operationInstanceId: 'tr-7' } });
    await done;
    expect(get).toHaveBeenCalledWith(`${base}/tr-7`, expect.anything());
  });

  it('[001-2.11-05] leaves the reading for the form when the form has two fields', async () => {
    const { bound, context } = setup({
      formSchema: [
        { name: 'a', type: 'text' },
        { name: 'b', type: 'text' },
      ],
    });
    await bound.handlers.leaveReading!({});
    expect(context.navigate).toHaveBeenCalledWith('/transfer-to-zone/TRANSFER');
  });
});
