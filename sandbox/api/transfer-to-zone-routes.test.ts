import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueSkus } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH, stockItems } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { AsyncExecutionOutcome } from './event-hub.ts';
import { asyncOutcomeChannel } from './event-hub.ts';
import type { DecodedRead } from './item-decoder.ts';

let api: ApiHarness;
const BASE = '/api/v1/operations/transfersToZone';
const operationId = stableId('operations', 'TRANSFER-TO-ZONE');
const conveyorOperationId = stableId('operations', 'CONVEYOR-TRANSFER');
const operatorId = stableId('users', 'operator');
const placeId = stableId('places', 'WH-LOM');
const stockZoneId = stableId('zones', 'WH-LOM-STOCK');
const quarantineZoneId = stableId('zones', 'WH-LOM-QUARANTINE');
const stock = stockItems();
/** Items of the warehouse's main stock, a few for each test that moves some. */
const warehouse = stock.filter((item) => item.zoneCode === 'WH-LOM-STOCK');
const quarantined = stock.find((item) => item.zoneCode === 'WH-LOM-QUARANTINE')!;
const milan = stock.find((item) => item.placeCode === 'ST-MIL')!;
const idOf = (item: { serial: string }) => stableId('items', item.serial);

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
});

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  api.call(`${BASE}${path}`, { method: 'POST', body, headers });

const confirmBody = (items: { serial: string }[], destinationZoneId: unknown = quarantineZoneId) => ({
  form: { destinationZoneId },
  originPlaceId: placeId,
  operationId,
  itemIds: items.map(idOf),
});

interface Ledger {
  confirmations: { call: string; idempotencyKey: string | null; replays: number; operationInstanceId: string | null }[];
  actions: { operationId: string; actionCode: string; attributes: Record<string, unknown> }[];
}
const ledger = () => api.json<Ledger>('/control/confirmations', { token: null });
const setFaults = (call: string, plan: unknown) =>
  api.json(`/control/faults/${call}`, { method: 'PUT', body: plan, token: null });

async function zoneCodeOf(epc: string): Promise<unknown> {
  const [read] = await api.json<DecodedRead[]>('/api/v1/items/decode', {
    method: 'POST',
    body: { itemIdentifierCodes: [epc] },
  });
  return (read?.item?.zone as { code?: string } | undefined)?.code;
}

async function until(condition: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met in time');
}

describe('001 §7 transfer to zone: batchValidate', () => {
  it('[001-7-ttz-01] [001-2.11-02] decodes reads with the transfer statuses: ok, warning, error, ignored', async () => {
    const unknownSerial = sgtin96FromEan13(catalogueSkus()[0]!.ean, COMPANY_PREFIX_LENGTH, 990000001n);
    const codes = [warehouse[0]!.epc, quarantined.epc, milan.epc, unknownSerial, 'NOT-A-TAG'];
    const response = await post('/batchValidate', {
      operationId,
      identifierCodes: codes,
      form: { destinationZoneId: quarantineZoneId },
    });
    expect(response.status).toBe(200);
    const reads = (await response.json()) as DecodedRead[];
    expect(reads.map((read) => [read.identifierCode, read.statuses])).toEqual([
      [warehouse[0]!.epc, []],
      [quarantined.epc, ['ITEM_ALREADY_IN_ZONE']],
      [milan.epc, ['ITEM_NOT_IN_STOCK']],
      [unknownSerial, ['MISSING_SYSTEM_TAG']],
      ['NOT-A-TAG', ['INVALID_IDENTIFIER']],
    ]);
    expect(reads[0]).toMatchObject({ decodeResult: 'itemFound', item: { zone: { code: 'WH-LOM-STOCK' } } });
  });

  it('[001-7-ttz-01] a failed quality check keeps an item out of zones other than quarantine', async () => {
    const [read] = await api.json<DecodedRead[]>(`${BASE}/batchValidate`, {
      method: 'POST',
      body: { operationId, identifierCodes: [quarantined.epc], form: { destinationZoneId: { id: stockZoneId } } },
    });
    expect(read?.statuses).toEqual(['ITEM_IN_QUARANTINE']);
  });

  it('[001-7-ttz-01] refuses a body without codes, and an operation of another type', async () => {
    expect((await post('/batchValidate', { operationId })).status).toBe(400);
    const other = await post('/batchValidate', {
      operationId: stableId('operations', 'ITEM-LIST'),
      identifierCodes: [],
    });
    expect(await other.json()).toMatchObject({ errorCode: 'WRONG_OPERATION_TYPE' });
  });
});

describe('001 §7 transfer to zone: confirm', () => {
  it('[001-7-ttz-02] [001-4.9-01] moves the items and answers the instance, fetched by id', async () => {
    const items = warehouse.slice(0, 2);
    const response = await post('', confirmBody(items));
    expect(response.status).toBe(200);
    const instance = (await response.json()) as { id: string };
    expect(instance).toMatchObject({
      operationType: 'TRANSFER_TO_ZONE',
      status: 'CONFIRMED',
      destinationZoneId: quarantineZoneId,
      originPlaceId: placeId,
      itemIds: items.map(idOf),
      movedCount: 2,
    });
    expect(await api.json(`${BASE}/${instance.id}`)).toEqual(instance);
    expect(await zoneCodeOf(items[0]!.epc)).toBe('WH-LOM-QUARANTINE');
    const transfers = await api.json<{ content: { destinationZoneId: string; itemsCount: number }[] }>(
      '/api/v1/items/transfers?asc=false&limit=25&offset=0&orderBy=CREATION_DATE',
    );
    expect(transfers.content[0]).toMatchObject({ destinationZoneId: quarantineZoneId, itemsCount: 2 });
    const events = await api.json<{ content: { eventType: string }[] }>(
      `/api/v1/itemEvents/item/${idOf(items[0]!)}?size=100&sort=creationDate,DESC`,
    );
    expect(events.content[0]).toMatchObject({ eventType: 'ITEM_TRANSFERRED' });
    expect((await ledger()).confirmations).toEqual([
      expect.objectContaining({ call: 'transferToZone.confirm', operationInstanceId: instance.id }),
    ]);
  });

  it('[001-7-ttz-02] refuses a missing destination, an unknown zone or item and an empty list, moving nothing', async () => {
    const items = warehouse.slice(2, 3);
    expect((await post('', { ...confirmBody(items), form: {} })).status).toBe(400);
    expect((await post('', confirmBody(items, 'no-such-zone'))).status).toBe(400);
    expect((await post('', confirmBody([]))).status).toBe(400);
    expect((await post('', { ...confirmBody(items), originPlaceId: undefined })).status).toBe(400);
    const unknown = await post('', { ...confirmBody(items), itemIds: [idOf(items[0]!), 'no-such-item'] });
    expect(await unknown.json()).toMatchObject({ errorCode: 'ITEM_NOT_FOUND' });
    expect(await zoneCodeOf(items[0]!.epc)).toBe('WH-LOM-STOCK');
    expect((await ledger()).confirmations).toHaveLength(0);
  });

  it('[001-7-ttz-03] [001-4.9-02] async: answers asyncExecutionId, publishes OK, the instance is fetched by id', async () => {
    const items = warehouse.slice(3, 5);
    const received: AsyncExecutionOutcome[] = [];
    const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), (payload) =>
      received.push(payload as AsyncExecutionOutcome),
    );
    const response = await post('/asyncExecution', confirmBody(items));
    const { asyncExecutionId } = (await response.json()) as { asyncExecutionId: string };
    expect(asyncExecutionId).toEqual(expect.any(String));
    await until(() => received.length === 1);
    stop();
    expect(received[0]).toMatchObject({ asyncExecutionId, executionStatus: 'OK' });
    const { operationInstanceId } = received[0]!.details as { operationInstanceId: string };
    expect(await api.json(`${BASE}/${operationInstanceId}`)).toMatchObject({ itemIds: items.map(idOf) });
    expect(await zoneCodeOf(items[1]!.epc)).toBe('WH-LOM-QUARANTINE');
    expect((await ledger()).confirmations[0]).toMatchObject({ operationInstanceId });
  });

  it('a retried confirm with the same Idempotency-Key answers the first instance and moves once', async () => {
    const headers = { 'Idempotency-Key': 'ttz-1' };
    const body = confirmBody(warehouse.slice(5, 6));
    const transfers = async () => (await api.json<{ totalElements: number }>('/api/v1/items/transfers')).totalElements;
    const before = await transfers();
    const first = await (await post('', body, headers)).json();
    const again = await (await post('', body, headers)).json();
    expect(again).toEqual(first);
    expect((await ledger()).confirmations).toEqual([expect.objectContaining({ idempotencyKey: 'ttz-1', replays: 1 })]);
    expect(await transfers()).toBe(before + 1);
  });

  it('faults of transferToZone.confirm: fail, loseResponse and failOutcome', async () => {
    const body = confirmBody(warehouse.slice(6, 7));
    await setFaults('transferToZone.confirm', { fail: { status: 503, body: { errorCode: 'BUSY' } } });
    expect((await post('', body)).status).toBe(503);
    await setFaults('transferToZone.confirm', { loseResponse: 1 });
    const destroy = vi.fn();
    const headers = {
      'Idempotency-Key': 'ttz-lost',
      'Content-Type': 'application/json',
      Authorization: 'Bearer valid-operator',
    };
    const init = { method: 'POST', headers, body: JSON.stringify(body) };
    expect((await api.app.request(BASE, init, { incoming: { socket: { destroy } } })).status).toBe(499);
    expect(destroy).toHaveBeenCalledOnce();
    expect((await api.app.request(BASE, init)).status).toBe(200);
    expect((await ledger()).confirmations).toEqual([expect.objectContaining({ replays: 1 })]);

    const received: AsyncExecutionOutcome[] = [];
    const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), (payload) =>
      received.push(payload as AsyncExecutionOutcome),
    );
    await setFaults('transferToZone.confirm', { failOutcome: { details: 'Zone locked' }, outcomeDelayMs: 0 });
    await post('/asyncExecution', body);
    await until(() => received.length === 1);
    stop();
    expect(received[0]).toMatchObject({ executionStatus: 'KO', details: 'Zone locked' });
  });
});

describe('001 §7 transfer to zone: lookups of the form and the conveyor', () => {
  type Page = { content: { code: string; description: string; product?: { code: string } }[] };

  it('zone choices: api/v1/zones?type=STOCK&placeId={placeId}', async () => {
    const zones = await api.json<Page>(`/api/v1/zones?type=STOCK&placeId=${placeId}&enabled=true`);
    expect(zones.content.map((zone) => zone.code)).toContain('WH-LOM-STOCK');
    expect(zones.content.every((zone) => zone.code.startsWith('WH-LOM-'))).toBe(true);
    for (const store of ['ST-MIL', 'ST-ROM', 'ST-PAR']) {
      const found = await api.json<Page>(`/api/v1/zones?type=STOCK&placeId=${stableId('places', store)}`);
      expect(found.content.length).toBeGreaterThan(0);
    }
  });

  it('[001-7-ttz-07] [001-7-ttz-08] item by identifierCodes (content[0].product), supplier by equalCodes', async () => {
    const items = await api.json<Page>(`/api/v1/items?identifierCodes=${milan.epc}`);
    expect(items.content).toHaveLength(1);
    expect(items.content[0]?.product?.code).toBe(milan.sku.code);
    const pendant = stock.find((item) => item.pendantEpc)!;
    expect((await api.json<Page>(`/api/v1/items?identifierCodes=${pendant.pendantEpc}`)).content).toHaveLength(1);
    const suppliers = await api.json<Page>('/api/v1/places?equalCodes=SUP-BIELLA&type=SUPPLIER');
    expect(suppliers.content[0]?.description).toBe('Lanificio Biella S.p.A.');
    expect((await api.json<Page>('/api/v1/places?equalCodes=ST-MIL&type=SUPPLIER')).content).toHaveLength(0);
  });

  it('[001-7-ttz-06] [001-4.10-12] executeAction runs the save-on-read action for an item and records it', async () => {
    const item = warehouse[7]!;
    const body = {
      actionCode: 'conveyorTransferItem',
      attributes: { destinationZoneId: quarantineZoneId, conveyor: 'TUNNEL-01' },
      itemId: idOf(item),
      customerPlaceCode: 'ST-MIL',
    };
    const response = await post(`/${conveyorOperationId}/executeAction`, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      actionCode: 'conveyorTransferItem',
      itemId: idOf(item),
      customerPlaceCode: 'ST-MIL',
      destinationZoneId: quarantineZoneId,
    });
    expect(await zoneCodeOf(item.epc)).toBe('WH-LOM-QUARANTINE');
    const { actions } = await ledger();
    expect(actions).toEqual([
      expect.objectContaining({
        operationId: conveyorOperationId,
        actionCode: 'conveyorTransferItem',
        attributes: expect.objectContaining({ itemId: idOf(item), customerPlaceCode: 'ST-MIL', conveyor: 'TUNNEL-01' }),
      }),
    ]);
  });

  it('[001-7-ttz-06] executeAction defaults to saveOnReadActionCode, and refuses unknown actions and items', async () => {
    const attributes = { itemId: idOf(warehouse[8]!), customerPlaceCode: 'ST-ROM' };
    const plain = await post(`/${conveyorOperationId}/executeAction`, { attributes });
    expect(await plain.json()).toMatchObject({ actionCode: 'conveyorTransferItem', destinationZoneId: null });
    const unknownAction = await post(`/${conveyorOperationId}/executeAction`, { actionCode: 'launch', attributes });
    expect(await unknownAction.json()).toMatchObject({ errorCode: 'ACTION_NOT_FOUND' });
    const unknownItem = await post(`/${conveyorOperationId}/executeAction`, { attributes: { itemId: 'nope' } });
    expect(await unknownItem.json()).toMatchObject({ errorCode: 'ITEM_NOT_FOUND' });
    await setFaults('transferToZone.executeAction', { fail: { status: 500, body: {} } });
    expect((await post(`/${conveyorOperationId}/executeAction`, { attributes })).status).toBe(500);
  });
});
