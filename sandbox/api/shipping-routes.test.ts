import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { stockItems } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { AsyncExecutionOutcome } from './event-hub.ts';
import { asyncOutcomeChannel } from './event-hub.ts';

let api: ApiHarness;
const INBOUND = '/api/v1/operations/inbound';
const PACKING = '/api/v1/operations/packing';
const inboundId = stableId('operations', 'INBOUND');
const packingId = stableId('operations', 'PACKING');
const placeId = stableId('places', 'WH-LOM');
const operatorId = stableId('users', 'operator');
const knitwear = stockItems()
  .filter((item) => item.zoneCode === 'WH-LOM-STOCK' && item.sku.code === 'KN210-CSH-GRM-M')
  .map((item) => ({ id: stableId('items', item.serial), epc: item.epc }));

// Seeding the in-memory database takes a few seconds on a busy machine.
beforeAll(async () => {
  api = await openApiHarness();
}, 60_000);
afterAll(async () => {
  await api.db.close();
});
afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
});

const post = (path: string, body: unknown, headers?: Record<string, string>) =>
  api.call(path, { method: 'POST', body, headers });
const parcelRecord = (code: string) =>
  api.json<{ parcel: Record<string, unknown>; contentItemIds: string[] }>(`/control/shipping/parcels/${code}`, {
    token: null,
  });
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
};

async function startInbound(code = 'PRC-2025-00501') {
  const response = await post(`${INBOUND}/startParcel`, {
    operationId: inboundId,
    parcelCode: code,
    asn: { code: 'ASN-2025-0005' },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('shipping calls of the sandbox (001 §7 Shipping)', () => {
  it('lists the ASNs of a place in the asked statuses, with their destination place and counters', async () => {
    const page = await api.json<{ content: Record<string, unknown>[]; totalElements: number }>(
      `${INBOUND}/asn/list?operationId=${inboundId}&destinationPlaceId=${placeId}&statuses=IN_TRANSIT&size=100&page=0`,
    );
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({
      code: 'ASN-2025-0005',
      destinationPlace: { code: 'WH-LOM' },
      expectedParcels: 2,
      receivedParcels: 0,
      expectedCounter: 3,
    });
    const none = await api.json<{ content: unknown[] }>(
      `${INBOUND}/asn/list?operationId=${inboundId}&destinationPlaceId=${placeId}&statuses=DRAFT`,
    );
    expect(none.content).toEqual([]);
  });

  it('starts an ASN (IN_INBOUND), creates an unknown one, refuses a closed one', async () => {
    const started = await post(`${INBOUND}/startAsn`, { operationId: inboundId, asnCode: 'ASN-2025-0005' });
    expect(await started.json()).toMatchObject({ status: 'IN_INBOUND' });
    const created = await post(`${INBOUND}/startAsn`, {
      operationId: inboundId,
      asnCode: 'ASN-NEW',
      destinationPlaceId: placeId,
      attributes: { carrier: 'GLS' },
    });
    expect(await created.json()).toMatchObject({
      code: 'ASN-NEW',
      status: 'IN_INBOUND',
      attributes: { carrier: 'GLS' },
    });
    const closed = await post(`${INBOUND}/startAsn`, { operationId: inboundId, asnCode: 'ASN-2025-0004' });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ errorCode: 'ASN_CLOSED' });
  });

  it('starts a parcel with its checklist and products; batchValidate marks items of another open parcel', async () => {
    const parcel = await startInbound();
    expect(parcel).toMatchObject({
      code: 'PRC-2025-00501',
      status: 'IN_INBOUND',
      asn: { code: 'ASN-2025-0005' },
      checklist: { code: 'CHK-2025-0004', type: 'CHECKLIST_BY_PRODUCT' },
    });
    expect((parcel.products as { code: string }[]).map((product) => product.code).sort()).toEqual([
      'KN210-CSH-GRM-M',
      'SH305-POP-WHT-40',
    ]);
    await post(`${INBOUND}/updateParcelContent`, {
      operationId: inboundId,
      parcelCode: 'PRC-2025-00502',
      action: 'INSERT',
      itemIds: [knitwear[0]!.id],
    });
    const reads = await api.json<{ statuses: string[]; expected: number; unexpected: number }[]>(
      `${INBOUND}/batchValidate`,
      {
        method: 'POST',
        body: {
          operationId: inboundId,
          parcelCode: 'PRC-2025-00501',
          identifierCodes: knitwear.slice(0, 2).map((item) => item.epc),
        },
      },
    );
    expect(reads[0]).toMatchObject({ statuses: ['ITEM_IN_ANOTHER_PARCEL'], expected: 1, unexpected: 0 });
    expect(reads[1]).toMatchObject({ statuses: [], expected: 1 });
  });

  it('keeps the parcel content as a set: INSERT twice is once, REMOVE and CLEAR take items out', async () => {
    await startInbound();
    const update = (action: string, itemIds: string[]) =>
      post(`${INBOUND}/updateParcelContent`, { operationId: inboundId, parcelCode: 'PRC-2025-00501', action, itemIds });
    await update('INSERT', [knitwear[0]!.id, knitwear[1]!.id]);
    const again = await update('INSERT', [knitwear[1]!.id]);
    expect(await again.json()).toMatchObject({ parcelEntryQuantity: 2 });
    await update('REMOVE', [knitwear[0]!.id]);
    expect((await parcelRecord('PRC-2025-00501')).contentItemIds).toEqual([knitwear[1]!.id]);
    await update('CLEAR', []);
    expect((await parcelRecord('PRC-2025-00501')).contentItemIds).toEqual([]);
    expect((await update('SHUFFLE', [])).status).toBe(400);
  });

  it('confirms a parcel once per Idempotency-Key; an empty parcel is refused; the checklist counts it', async () => {
    await startInbound();
    const body = { operationId: inboundId, parcelCode: 'PRC-2025-00501', attributes: {}, operationPlaceId: placeId };
    expect((await post(`${INBOUND}/confirmParcel`, body)).status).toBe(400);
    await post(`${INBOUND}/updateParcelContent`, { ...body, action: 'INSERT', itemIds: [knitwear[0]!.id] });
    const headers = { 'Idempotency-Key': 'parcel-1' };
    const first = (await (await post(`${INBOUND}/confirmParcel`, body, headers)).json()) as { id: string };
    const second = (await (await post(`${INBOUND}/confirmParcel`, body, headers)).json()) as { id: string };
    expect(second.id).toBe(first.id);
    expect((await parcelRecord('PRC-2025-00501')).parcel.status).toBe('RECEIVED');
    const checklist = await api.json<{ totalDetectedExpected: number }>(
      `/api/v1/checklists/${stableId('checklists', 'CHK-2025-0004')}`,
    );
    expect(checklist.totalDetectedExpected).toBe(1);
    const content = await api.json<{ product: { code: string }; detected: number; expected: number }[]>(
      `/api/v1/parcels/${stableId('parcels', 'PRC-2025-00501')}/parcelContent?groupedBy=product`,
    );
    expect(content).toEqual([
      expect.objectContaining({
        detected: 1,
        expected: 2,
        product: expect.objectContaining({ code: 'KN210-CSH-GRM-M' }),
      }),
    ]);
  });

  it('confirms asynchronously: asyncExecutionId, then OK on the user’s stream', async () => {
    await startInbound();
    const body = { operationId: inboundId, parcelCode: 'PRC-2025-00501', attributes: {} };
    await post(`${INBOUND}/updateParcelContent`, { ...body, action: 'INSERT', itemIds: [knitwear[0]!.id] });
    const received: AsyncExecutionOutcome[] = [];
    const stop = api.hub.subscribe(asyncOutcomeChannel(operatorId), (payload) =>
      received.push(payload as AsyncExecutionOutcome),
    );
    const answer = (await (await post(`${INBOUND}/confirmParcel/asyncExecution`, body)).json()) as {
      asyncExecutionId: string;
    };
    await until(() => received.length === 1);
    stop();
    expect(received[0]).toMatchObject({ asyncExecutionId: answer.asyncExecutionId, executionStatus: 'OK' });
  });

  it('confirms the ASN: RECEIVED, its unconfirmed parcels FORCE_RECEIVED', async () => {
    const response = await post(`${INBOUND}/confirmAsn`, {
      operationId: inboundId,
      asnCode: 'ASN-2025-0005',
      attributes: { transactionDate: 1 },
    });
    expect(await response.json()).toMatchObject({ status: 'RECEIVED' });
    expect((await parcelRecord('PRC-2025-00501')).parcel.status).toBe('FORCE_RECEIVED');
  });

  it("answers 'UNPACK' for a packed parcel started again; unpack empties it", async () => {
    const packed = await post(`${PACKING}/startParcel`, { operationId: packingId, parcelCode: 'PRC-2025-00301' });
    expect(packed.status).toBe(400);
    expect(await packed.json()).toMatchObject({ errorCode: 'UNPACK', message: 'UNPACK' });
    const unpacked = await post(`${PACKING}/unpack`, {
      operationId: packingId,
      parcelCode: 'PRC-2025-00301',
      clientPlaceId: placeId,
    });
    expect(await unpacked.json()).toMatchObject({ status: 'DRAFT', parcelEntryQuantity: 0 });
    expect(
      (await post(`${PACKING}/startParcel`, { operationId: packingId, parcelCode: 'PRC-2025-00301' })).status,
    ).toBe(200);
  });

  it('finds a parcel by one of its identifiers, or answers 404', async () => {
    const found = await post(`${INBOUND}/parcelByIdentifier`, {
      operationId: inboundId,
      identifiers: [{ code: '3174257BF4A1C0000000502A' }],
      identifierCode: '3174257BF4A1C0000000502A',
    });
    expect(await found.json()).toMatchObject({ code: 'PRC-2025-00502', asn: { code: 'ASN-2025-0005' } });
    const missing = await post(`${INBOUND}/parcelByIdentifier`, {
      operationId: inboundId,
      identifiers: [{ code: 'NOPE' }],
    });
    expect(missing.status).toBe(404);
  });

  it('refuses an operation of another type', async () => {
    const wrong = await post(`${PACKING}/startParcel`, { operationId: inboundId, parcelCode: 'X' });
    expect(await wrong.json()).toMatchObject({ errorCode: 'WRONG_OPERATION_TYPE' });
  });
});
