import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { stockItems } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { AsyncExecutionOutcome } from './event-hub.ts';
import { asyncOutcomeChannel } from './event-hub.ts';
import type { DecodedRead } from './item-decoder.ts';

let api: ApiHarness;
const BASE = '/api/v1/operations/simpleItemList';
const syncOperationId = stableId('operations', 'ITEM-LIST');
const asyncOperationId = stableId('operations', 'ITEM-LIST-ASYNC');
const operatorId = stableId('users', 'operator');
const placeId = stableId('places', 'WH-LOM');
const stock = stockItems().slice(0, 3);
const itemIds = stock.map((item) => stableId('items', item.serial));

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
});

const saveBody = (operationId = syncOperationId, ids = itemIds) => ({
  form: { reason: 'VM' },
  operationId,
  operationPlaceId: placeId,
  itemIds: ids,
});

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  api.call(`${BASE}${path}`, { method: 'POST', body, headers });

interface Ledger {
  confirmations: { idempotencyKey: string | null; replays: number; operationInstanceId: string | null; mode: string }[];
  actions: { actionCode: string; attributes: Record<string, unknown> }[];
}
const ledger = () => api.json<Ledger>('/control/confirmations', { token: null });
const setFaults = (call: string, plan: unknown) =>
  api.json(`/control/faults/${call}`, { method: 'PUT', body: plan, token: null });

/** Collects the outcomes published for the operator. */
function outcomes(): { received: AsyncExecutionOutcome[]; stop: () => void } {
  const received: AsyncExecutionOutcome[] = [];
  const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), (payload) =>
    received.push(payload as AsyncExecutionOutcome),
  );
  return { received, stop };
}

async function until(condition: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met in time');
}

describe('001 §7 simple item list: batchValidate', () => {
  it('[001-7-sil-01] decodes identifier codes into decoded reads in the order asked', async () => {
    const codes = [stock[1]!.epc, 'NOT-A-TAG', stock[0]!.epc];
    const response = await post('/batchValidate', { operationId: syncOperationId, identifierCodes: codes });
    expect(response.status).toBe(200);
    const reads = (await response.json()) as DecodedRead[];
    expect(reads.map((read) => read.identifierCode)).toEqual(codes);
    expect(reads[0]).toMatchObject({ decodeResult: 'itemFound', statuses: [], item: { id: itemIds[1] } });
    expect(reads[1]).toMatchObject({ decodeResult: 'unknown', statuses: ['INVALID_IDENTIFIER'], item: null });
  });

  it('[001-7-sil-01] refuses a body without codes, and an operation of another type', async () => {
    expect((await post('/batchValidate', { operationId: syncOperationId })).status).toBe(400);
    const other = await post('/batchValidate', {
      operationId: stableId('operations', 'TAG-INFO'),
      identifierCodes: [],
    });
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ errorCode: 'WRONG_OPERATION_TYPE' });
  });
});

describe('001 §7 simple item list: save (sync)', () => {
  it('[001-7-sil-02] saves {form, operationId, operationPlaceId, itemIds} as an operation instance', async () => {
    const response = await post('/save', saveBody());
    expect(response.status).toBe(200);
    const instance = (await response.json()) as { id: string; itemIds: string[]; form: unknown };
    expect(instance).toMatchObject({ itemIds, form: { reason: 'VM' }, operationPlaceId: placeId, status: 'CONFIRMED' });
    const stored = await api.json<{ id: string }>(`/api/v1/operationInstances/${instance.id}`);
    expect(stored.id).toBe(instance.id);
    expect((await ledger()).confirmations).toHaveLength(1);
  });

  it('[001-7-sil-02] refuses an empty item list, a missing place and an unknown item, confirming nothing', async () => {
    expect((await post('/save', saveBody(syncOperationId, []))).status).toBe(400);
    expect((await post('/save', { ...saveBody(), operationPlaceId: '' })).status).toBe(400);
    const unknown = await post('/save', saveBody(syncOperationId, ['no-such-item']));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errorCode: 'ITEM_NOT_FOUND' });
    expect((await ledger()).confirmations).toHaveLength(0);
  });

  it('a retried confirm with the same Idempotency-Key answers the first outcome and saves once', async () => {
    const headers = { 'Idempotency-Key': 'attempt-1' };
    const first = await (await post('/save', saveBody(), headers)).json();
    const again = await (await post('/save', saveBody(), headers)).json();
    expect(again).toEqual(first);
    const { confirmations } = await ledger();
    expect(confirmations).toEqual([expect.objectContaining({ idempotencyKey: 'attempt-1', replays: 1 })]);
  });

  it('concurrent requests with one key run once; the key with another body is a 422', async () => {
    const headers = { 'Idempotency-Key': 'attempt-2' };
    await setFaults('simpleItemList.save', { delayMs: 30 });
    const [a, b] = await Promise.all([post('/save', saveBody(), headers), post('/save', saveBody(), headers)]);
    expect(await a.json()).toEqual(await b.json());
    expect((await ledger()).confirmations).toHaveLength(1);
    const reused = await post('/save', saveBody(syncOperationId, itemIds.slice(0, 1)), headers);
    expect(reused.status).toBe(422);
  });

  it('the same key of another user is another confirm', async () => {
    const headers = { 'Idempotency-Key': 'shared-key' };
    await post('/save', saveBody(), headers);
    const admin = await api.call(`${BASE}/save`, { method: 'POST', body: saveBody(), headers, token: 'valid-admin' });
    expect(admin.status).toBe(200);
    expect((await ledger()).confirmations).toHaveLength(2);
  });
});

describe('000 §4.10 simple item list: save/asyncExecution', () => {
  it('answers asyncExecutionId, then publishes OK with the operation instance', async () => {
    const { received, stop } = outcomes();
    const response = await post('/save/asyncExecution', saveBody(asyncOperationId));
    const { asyncExecutionId } = (await response.json()) as { asyncExecutionId: string };
    expect(asyncExecutionId).toEqual(expect.any(String));
    await until(() => received.length === 1);
    stop();
    const outcome = received[0]!;
    expect(outcome).toMatchObject({ asyncExecutionId, executionStatus: 'OK' });
    const instanceId = (outcome.details as { operationInstanceId: string }).operationInstanceId;
    expect(await api.json(`/api/v1/operationInstances/${instanceId}`)).toMatchObject({ itemIds });
    expect((await ledger()).confirmations[0]).toMatchObject({ mode: 'async', operationInstanceId: instanceId });
  });

  it('an async save that fails publishes KO with the error text as details', async () => {
    const { received, stop } = outcomes();
    await post('/save/asyncExecution', saveBody(asyncOperationId, ['no-such-item']));
    await until(() => received.length === 1);
    stop();
    expect(received[0]).toMatchObject({ executionStatus: 'KO', details: 'Items not found: no-such-item' });
  });

  it('a retried async confirm answers the same asyncExecutionId and publishes one outcome', async () => {
    const { received, stop } = outcomes();
    const headers = { 'Idempotency-Key': 'async-1' };
    const first = await (await post('/save/asyncExecution', saveBody(asyncOperationId), headers)).json();
    const again = await (await post('/save/asyncExecution', saveBody(asyncOperationId), headers)).json();
    expect(again).toEqual(first);
    await until(() => received.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    stop();
    expect(received).toHaveLength(1);
  });

  it('an outcome published while the user has no stream waits for the next stream', async () => {
    await post('/save/asyncExecution', saveBody(asyncOperationId));
    await until(() => api.hub.pendingOutcomes(operatorId) === 1);
    const { received, stop } = outcomes();
    stop();
    expect(received).toEqual([expect.objectContaining({ executionStatus: 'OK' })]);
    expect(api.hub.pendingOutcomes(operatorId)).toBe(0);
  });
});

describe('001 §7 simple item list: executeAction', () => {
  it('[001-7-sil-03] runs the saveOnReadActionCode or an action of actions[] with its attributes', async () => {
    const body = {
      operationId: syncOperationId,
      actionCode: 'printItemList',
      attributes: { workstationCode: 'WS-LOM-INBOUND', itemId: itemIds[0] },
    };
    const response = await post(`/${syncOperationId}/executeAction`, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, actionCode: 'printItemList' });
    expect((await ledger()).actions).toEqual([
      expect.objectContaining({ actionCode: 'printItemList', attributes: body.attributes }),
    ]);
  });

  it('[001-7-sil-03] refuses an action the operation does not have', async () => {
    const response = await post(`/${syncOperationId}/executeAction`, {
      operationId: syncOperationId,
      actionCode: 'launchRocket',
      attributes: {},
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'ACTION_NOT_FOUND' });
  });
});

describe('test faults through /control', () => {
  it('fail answers the given status and body the given number of times, confirming nothing', async () => {
    const body = { errorCode: 'BUSY', messageCode: 'busy', message: 'Try later' };
    await setFaults('simpleItemList.save', { fail: { status: 503, body, times: 2 } });
    expect((await post('/save', saveBody())).status).toBe(503);
    const second = await post('/save', saveBody());
    expect([second.status, await second.json()]).toEqual([503, body]);
    expect((await post('/save', saveBody())).status).toBe(200);
    expect((await ledger()).confirmations).toHaveLength(1);
  });

  it('delayMs delays the answer', async () => {
    await setFaults('simpleItemList.batchValidate', { delayMs: 120 });
    const started = Date.now();
    await post('/batchValidate', { operationId: syncOperationId, identifierCodes: [stock[0]!.epc] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('loseResponse saves, then destroys the connection; the retry with the key answers the save', async () => {
    await setFaults('simpleItemList.save', { loseResponse: 1 });
    const destroy = vi.fn();
    const headers = {
      'Idempotency-Key': 'lost-1',
      'Content-Type': 'application/json',
      Authorization: 'Bearer valid-operator',
    };
    const init = { method: 'POST', headers, body: JSON.stringify(saveBody()) };
    const lost = await api.app.request(`${BASE}/save`, init, { incoming: { socket: { destroy } } });
    expect(destroy).toHaveBeenCalledOnce();
    expect(lost.status).toBe(499);
    const retried = await api.app.request(`${BASE}/save`, init);
    expect(retried.status).toBe(200);
    const { confirmations } = await ledger();
    expect(confirmations).toEqual([expect.objectContaining({ idempotencyKey: 'lost-1', replays: 1 })]);
  });

  it('failOutcome publishes a KO outcome with the given details', async () => {
    const { received, stop } = outcomes();
    await setFaults('simpleItemList.save', { failOutcome: { details: 'Warehouse closed' }, outcomeDelayMs: 0 });
    await post('/save/asyncExecution', saveBody(asyncOperationId));
    await until(() => received.length === 1);
    stop();
    expect(received[0]).toMatchObject({ executionStatus: 'KO', details: 'Warehouse closed' });
  });

  it('dropStreamBeforeOutcome closes the streams, and the outcome waits for the next one', async () => {
    const drop = vi.fn();
    const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), () => {}, {
      drop: () => (drop(), stop()),
      silence: vi.fn(),
    });
    await setFaults('simpleItemList.save', { dropStreamBeforeOutcome: 1, outcomeDelayMs: 0 });
    await post('/save/asyncExecution', saveBody(asyncOperationId));
    await until(() => api.hub.pendingOutcomes(operatorId) === 1);
    expect(drop).toHaveBeenCalledOnce();
  });

  it('rejects a fault plan with unknown switches or bad values', async () => {
    const put = (plan: unknown) =>
      api.call('/control/faults/simpleItemList.save', { method: 'PUT', body: plan, token: null });
    expect((await put({ explode: true })).status).toBe(400);
    expect((await put({ fail: { status: 200 } })).status).toBe(400);
    expect((await put({ delayMs: -1 })).status).toBe(400);
  });

  it('streams/drop and streams/silence act on the named user streams', async () => {
    const control = { drop: vi.fn(), silence: vi.fn() };
    const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), () => {}, control);
    const silence = await api.json<{ streams: number }>('/control/streams/silence', {
      method: 'POST',
      body: { username: 'operator' },
      token: null,
    });
    expect(silence.streams).toBe(1);
    expect(control.silence).toHaveBeenCalledOnce();
    const drop = await api.json<{ streams: number }>('/control/streams/drop', { method: 'POST', token: null });
    expect(drop.streams).toBe(1);
    expect(control.drop).toHaveBeenCalledOnce();
    stop();
  });
});
