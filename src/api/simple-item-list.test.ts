import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingApi } from '../test-support/api-test-support.ts';
import { batchValidateSimpleItemList, executeSimpleItemListAction, saveSimpleItemList } from './simple-item-list.ts';

afterEach(() => vi.unstubAllGlobals());

const save = { form: { reason: 'VM' }, operationId: 'op-1', operationPlaceId: 'place-1', itemIds: ['i1', 'i2'] };

describe('batchValidateSimpleItemList()', () => {
  it('[001-7-sil-01] posts the codes with the operation and form, and answers the decoded reads', async () => {
    const { api, sent } = recordingApi(200, [{ identifierCode: 'E1' }]);
    const answer = await batchValidateSimpleItemList(api, {
      operationId: 'op-1',
      identifierCodes: ['E1'],
      form: { reason: 'VM' },
    });
    expect(answer).toMatchObject([{ identifierCode: 'E1', decodeResult: 'unknown', item: null }]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: 'http://api.test/api/v1/operations/simpleItemList/batchValidate',
      body: { operationId: 'op-1', identifierCodes: ['E1'], form: { reason: 'VM' } },
    });
  });

  it('[000-3-operation-43] sends customExtensionCode only when set', async () => {
    const { api, sent } = recordingApi(200, []);
    await batchValidateSimpleItemList(api, {
      operationId: 'o',
      identifierCodes: [],
      form: {},
      customExtensionCode: 'X',
    });
    expect(sent[0]?.body).toMatchObject({ customExtensionCode: 'X' });
  });

  it('an empty answer is malformed', async () => {
    const { api } = recordingApi(200);
    await expect(
      batchValidateSimpleItemList(api, { operationId: 'o', identifierCodes: ['E'], form: {} }),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('saveSimpleItemList()', () => {
  it('[001-7-sil-02] sync: posts {form, operationId, operationPlaceId, itemIds} with the Idempotency-Key', async () => {
    const { api, sent } = recordingApi(200, { id: 'inst-1' });
    const answer = await saveSimpleItemList(api, save, { mode: 'sync', idempotencyKey: 'k-1' });
    expect(answer).toEqual({ mode: 'sync', result: { id: 'inst-1' } });
    expect(sent[0]?.url).toBe('http://api.test/api/v1/operations/simpleItemList/save');
    expect(sent[0]?.body).toEqual(save);
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer tok');
  });

  it('[000-4.10-02] async: posts to save/asyncExecution and reads asyncExecutionId', async () => {
    const { api, sent } = recordingApi(200, { asyncExecutionId: 'exec-1' });
    expect(await saveSimpleItemList(api, save, { mode: 'async', idempotencyKey: 'k-2' })).toEqual({
      mode: 'async',
      asyncExecutionId: 'exec-1',
    });
    expect(sent[0]?.url).toBe('http://api.test/api/v1/operations/simpleItemList/save/asyncExecution');
  });

  it('[000-4.10-07] async: an answer without an id gives undefined for the machine to refuse', async () => {
    const { api } = recordingApi(200, { status: 'queued' });
    expect(await saveSimpleItemList(api, save, { mode: 'async', idempotencyKey: 'k' })).toEqual({
      mode: 'async',
      asyncExecutionId: undefined,
    });
  });
});

describe('executeSimpleItemListAction()', () => {
  it('[001-7-sil-03] posts {operationId, actionCode, attributes.workstationCode} to {operationId}/executeAction', async () => {
    const { api, sent } = recordingApi(200, { success: true });
    const action = {
      operationId: 'op 1',
      actionCode: 'logRead',
      attributes: { workstationCode: 'WS-1', itemId: 'i1' },
    };
    await executeSimpleItemListAction(api, action);
    expect(sent[0]?.url).toBe('http://api.test/api/v1/operations/simpleItemList/op%201/executeAction');
    expect(sent[0]?.body).toEqual(action);
  });
});
