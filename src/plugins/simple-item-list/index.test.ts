import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api/http-client.ts';
import { mapFailedResponse } from '../../core/api-error.ts';
import { fakeDialogs, keyTranslate } from '../../test-support/confirmation/fake-dialogs.ts';
import { fakeOutcomes } from '../../test-support/confirmation/fake-outcomes.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import type { OperationKind } from '../../core/operation-types.ts';
import { bindHandlers, type ListedRead, type PluginContext } from '../define-plugin.ts';
import plugin from './index.ts';
import { fakeReadingsPort } from '../../test-support/fake-readings-port.ts';
import { runtimeParts } from '../../test-support/plugin-context.ts';

const base = 'api/v1/operations/simpleItemList';

interface Setup {
  options?: Record<string, string>;
  saveOnReadActionCode?: string;
  workstation?: unknown;
  reads?: ListedRead[];
  answers?: { confirm?: boolean; again?: boolean };
  post?: (path: string, init: RequestOptions) => Promise<unknown>;
}

const ok = (id: string): ListedRead => ({ identifierCode: `E-${id}`, status: 'valid', item: { id } });
const warning = (id: string): ListedRead => ({ identifierCode: `E-${id}`, status: 'warning', item: { id } });

function setup(config: Setup = {}) {
  const { operation } = parseOperation({
    id: 'op-1',
    code: 'ITEM-LIST',
    description: 'Item list',
    type: 'SIMPLE_ITEM_LIST',
    formSchema: [],
    saveOnReadActionCode: config.saveOnReadActionCode ?? '',
    options: config.options ?? {},
  });
  const roots: Record<string, unknown> = {
    formData: { reason: 'VM' },
    workstation: 'workstation' in config ? config.workstation : { code: 'WS-1', placeId: 'place-1' },
  };
  const reads = config.reads ?? [ok('i1'), ok('i2')];
  const post = vi.fn(
    config.post ??
      (async (path: string) => {
        if (path.endsWith('/save')) return { id: 'inst-1' };
        if (path.endsWith('/save/asyncExecution')) return { asyncExecutionId: 'exec-1' };
        return [];
      }),
  );
  const get = vi.fn(async (path: string) => ({ id: path.split('/').pop(), status: 'CONFIRMED' }));
  const dialogs = fakeDialogs(config.answers);
  const outcomes = fakeOutcomes();
  const disposers: (() => void)[] = [];
  const readings = fakeReadingsPort(reads);
  const context: PluginContext<'simple-item-list'> = {
    api: { post, get } as unknown as ApiClient,
    dialogs,
    operation,
    kindOptions: operation.kindOptions as PluginContext<'simple-item-list'>['kindOptions'],
    state: { get: (root) => roots[root], set: (root, value) => void (roots[root] = value) },
    navigate: vi.fn(),
    translate: keyTranslate,
    readings,
    outcomes,
    onDispose: (cleanup) => disposers.push(cleanup),
    ...runtimeParts(),
  };
  const bound = bindHandlers(plugin, context as PluginContext<OperationKind>);
  const calls = (suffix: string) =>
    post.mock.calls.filter(([path]) => path.endsWith(suffix)).map(([, init]) => init as RequestOptions);
  return { context, bound, post, get, dialogs, outcomes, readings, disposers, calls };
}

describe('simple item list plugin: decode', () => {
  it('[001-1-24] [001-7-sil-01] decodes through batchValidate with the operation and the form', async () => {
    const { bound, post } = setup({ options: { customExtensionCode: 'EXT-1' } });
    await bound.decode!(['E1', 'E2']);
    expect(post).toHaveBeenCalledWith(`${base}/batchValidate`, {
      body: {
        operationId: 'op-1',
        identifierCodes: ['E1', 'E2'],
        form: { reason: 'VM' },
        customExtensionCode: 'EXT-1',
      },
      expectBody: true,
      signal: undefined,
    });
  });
});

describe('simple item list plugin: confirm (001 §4.5, §4.6, §7)', () => {
  it('[001-7-sil-02] [001-4.5-01] saves {form, operationId, operationPlaceId, itemIds} and toasts the success', async () => {
    const { bound, calls, dialogs, context } = setup();
    await bound.confirm!();
    const [save] = calls('/save');
    expect(save?.body).toEqual({
      form: { reason: 'VM' },
      operationId: 'op-1',
      operationPlaceId: 'place-1',
      itemIds: ['i1', 'i2'],
    });
    expect(save?.headers?.['Idempotency-Key']).toEqual(expect.any(String));
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'success',
      title: 'Item list',
      description: 'confirmation.genericSuccess',
    });
    expect(context.navigate).toHaveBeenCalledWith('/simple-item-list/ITEM-LIST');
  });

  it('[001-5-03] [001-8-01] without a workstation place it says so and saves nothing', async () => {
    const { bound, post, dialogs } = setup({ workstation: { code: 'WS-1', placeId: '' } });
    await bound.confirm!();
    expect(post).not.toHaveBeenCalled();
    expect(dialogs.toast).toHaveBeenCalledWith({
      status: 'error',
      title: 'errors.title',
      description: 'confirmation.missingWorkstationPlace',
    });
  });

  it('[001-4.6-03] without an ok item nothing is sent', async () => {
    const { bound, post } = setup({
      reads: [warning('w1'), { identifierCode: 'X', status: 'error', item: { id: 'e1' } }],
    });
    await bound.confirm!();
    expect(post).not.toHaveBeenCalled();
  });

  it('[001-5-41] warning items ask first and are saved with the ok ones', async () => {
    const { bound, calls, dialogs } = setup({ reads: [ok('i1'), warning('w1')] });
    await bound.confirm!();
    expect(dialogs.confirm).toHaveBeenCalledWith({
      title: 'confirmation.warningItemsFound',
      message: 'confirmation.confirmAnyway',
    });
    expect(calls('/save')[0]?.body).toMatchObject({ itemIds: ['i1', 'w1'] });
  });

  it('double clicks send one save', async () => {
    const { bound, calls } = setup();
    await Promise.all([bound.confirm!(), bound.confirm!(), bound.confirm!()]);
    expect(calls('/save')).toHaveLength(1);
  });

  it('[001-4.5-05] keepInput and Yes clear the readings and stay', async () => {
    const { bound, readings, context } = setup({
      options: { postConfirmAction: 'keepInput' },
      answers: { again: true },
    });
    await bound.confirm!();
    expect(readings.clear).toHaveBeenCalledOnce();
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('[001-4.5-08] No goes to the dashboard', async () => {
    const { bound, context } = setup({ options: { postConfirmAction: 'changeInput' }, answers: { again: false } });
    await bound.confirm!();
    expect(context.navigate).toHaveBeenCalledWith('/');
  });

  it('a lost response is retried with the same key, and the next click too', async () => {
    vi.useFakeTimers();
    try {
      const { bound, post, calls } = setup();
      post.mockRejectedValue(mapFailedResponse(0, undefined));
      const first = bound.confirm!();
      await vi.advanceTimersByTimeAsync(3000);
      await first;
      post.mockResolvedValue({ id: 'inst-1' });
      await bound.confirm!();
      const keys = calls('/save').map((init) => init.headers?.['Idempotency-Key']);
      expect(keys).toHaveLength(4);
      expect(new Set(keys).size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[001-3-async-01] [001-3-async-02] [000-4.10-02] [000-4.10-05] async: saves through save/asyncExecution, waits for the outcome, fetches the instance', async () => {
    const { bound, calls, outcomes, get, dialogs } = setup({ options: { executionModeForSyncConfirmation: 'async' } });
    const confirming = bound.confirm!();
    await vi.waitFor(() => expect(outcomes.waiting()).toEqual(['exec-1']));
    expect(calls('/save/asyncExecution')).toHaveLength(1);
    expect(dialogs.toast).not.toHaveBeenCalled();
    outcomes.push({ asyncExecutionId: 'exec-1', executionStatus: 'OK', details: { operationInstanceId: 'inst-7' } });
    await confirming;
    expect(get).toHaveBeenCalledWith('api/v1/operationInstances/inst-7', expect.anything());
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ status: 'success' }));
  });

  it('[001-4.4-15] [001-8-41] async failure shows its details in a modal with errorMessageView modal', async () => {
    const { bound, outcomes, dialogs } = setup({
      options: { executionModeForSyncConfirmation: 'async', errorMessageView: 'modal' },
    });
    const confirming = bound.confirm!();
    await vi.waitFor(() => expect(outcomes.waiting()).toEqual(['exec-1']));
    outcomes.push({ asyncExecutionId: 'exec-1', executionStatus: 'KO', details: 'Zone locked' });
    await confirming;
    expect(dialogs.feedback).toHaveBeenCalledWith({ title: 'errors.title', message: 'Zone locked', status: 'error' });
  });

  it('a screen that goes away stops a confirm that waits', async () => {
    const { bound, outcomes, disposers, dialogs } = setup({ options: { executionModeForSyncConfirmation: 'async' } });
    const confirming = bound.confirm!();
    await vi.waitFor(() => expect(outcomes.waiting()).toEqual(['exec-1']));
    disposers.forEach((dispose) => dispose());
    await confirming;
    expect(dialogs.toast).not.toHaveBeenCalled();
  });
});

describe('simple item list plugin: per read (001 §1, §7 executeAction, 001 §3 confirmOnItemRead)', () => {
  it('[001-3-operation-02] [001-7-sil-03] [001-1-13] runs saveOnReadActionCode once per new ok or warning item', async () => {
    const { bound, calls } = setup({ saveOnReadActionCode: 'logRead' });
    const reads = [ok('i1'), warning('w1'), { identifierCode: 'X', status: 'error', item: { id: 'e1' } }];
    await bound.handlers.itemsDecoded!({ reads });
    await bound.handlers.itemsDecoded!({ reads: [ok('i1')] });
    const actions = calls('/executeAction');
    expect(actions.map((init) => init.body)).toEqual([
      {
        operationId: 'op-1',
        actionCode: 'logRead',
        attributes: { workstationCode: 'WS-1', itemId: 'i1', identifierCode: 'E-i1' },
      },
      {
        operationId: 'op-1',
        actionCode: 'logRead',
        attributes: { workstationCode: 'WS-1', itemId: 'w1', identifierCode: 'E-w1' },
      },
    ]);
    expect(calls('/save')).toHaveLength(0);
  });

  it('[001-7-sil-03] a failed action shows one error by errorMessageView', async () => {
    const { bound, dialogs } = setup({
      saveOnReadActionCode: 'logRead',
      post: async () => Promise.reject(mapFailedResponse(400, { errorCode: 'ACTION_NOT_FOUND', message: 'no' })),
    });
    await bound.handlers.itemsDecoded!({ reads: [ok('i1'), ok('i2')] });
    expect(dialogs.toast).toHaveBeenCalledOnce();
    expect(dialogs.toast).toHaveBeenCalledWith(expect.objectContaining({ description: 'ACTION_NOT_FOUND: no' }));
  });

  it('[000-3-operation-43] confirmOnItemRead saves new items at once, without the question, never twice', async () => {
    const { bound, calls, readings, dialogs, context } = setup({
      options: { confirmOnItemRead: 'true', postConfirmAction: 'keepInput' },
      reads: [ok('i1')],
    });
    await bound.handlers.itemsDecoded!({ reads: [ok('i1')] });
    readings.set([ok('i1'), ok('i2')]);
    await bound.handlers.itemsDecoded!({ reads: [ok('i2')] });
    await bound.handlers.itemsDecoded!({ reads: [] });
    expect(calls('/save').map((init) => (init.body as { itemIds: string[] }).itemIds)).toEqual([['i1'], ['i2']]);
    expect(dialogs.postConfirmQuestion).not.toHaveBeenCalled();
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('confirmOnItemRead, restored (issue 17): the confirm in flight goes again with its key, without the question; then the reads it did not hold are confirmed', async () => {
    const { bound, calls, dialogs } = setup({
      options: { confirmOnItemRead: 'true', postConfirmAction: 'keepInput' },
      reads: [ok('i1'), ok('i2')],
    });
    const payload = { form: { reason: 'VM' }, operationId: 'op-1', operationPlaceId: 'place-1', itemIds: ['i1'] };
    await bound.resumeConfirm!({ idempotencyKey: 'key-1', fingerprint: 'f', payload });
    await bound.restored!();
    const saves = calls('/save');
    expect(saves.map((init) => (init.body as { itemIds: string[] }).itemIds)).toEqual([['i1'], ['i2']]);
    expect(saves[0]!.headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    expect(dialogs.postConfirmQuestion).not.toHaveBeenCalled();
  });

  it('a restored list without confirmOnItemRead waits for the operator', async () => {
    const { bound, calls } = setup({ reads: [ok('i1')] });
    await bound.restored!();
    expect(calls('/save')).toEqual([]);
  });
});
