import { describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { withApiHarness } from './api-test-lifecycle.ts';
import {
  COAT,
  KNIT,
  eanOf,
  encodingCalls,
  itemId,
  operationId,
  orderOperationId,
  productId,
  rowId,
  seededItem,
  uhf,
  virginTag,
  workstationId,
} from './encoding-test-support.ts';

const harness = withApiHarness();
const { post } = encodingCalls(() => harness.api);

interface VerifyAnswer {
  success: boolean;
  operationToPerform: string;
  item?: { id: string; product: { code: string }; identifiers: { code: string; role: string; type: string }[] };
  errors: { errorCode: string; ref: string; forcible: boolean }[];
  identifiers: { identifierType: string; code: string; tokill: boolean }[];
}
interface Counters {
  order: { pending: number; encoded: number; expected: number };
  row: { pending: number; encoded: number; expected: number };
}

const verify = (identifiers: unknown[]) => post<VerifyAnswer>('/verify', { operationId, workstationId, identifiers });
const counters = (id: string) =>
  harness.api.json<Counters>(`/api/v1/operations/encoding/counters?productionOrderRowId=${id}`);

describe('verify (002 §4 Verify and kill, §7 /verify)', () => {
  it("a known item's tags: NONE with the item and its identifiers", async () => {
    const coat = seededItem(COAT);
    const answer = await verify([uhf(coat.epc), uhf(coat.pendantEpc!)]);
    expect(answer.body).toMatchObject({ success: true, operationToPerform: 'NONE', errors: [] });
    expect(answer.body.item).toMatchObject({ id: itemId(coat.serial), product: { code: COAT } });
    expect(answer.body.item?.identifiers).toContainEqual(
      expect.objectContaining({ code: coat.pendantEpc, role: 'PENDANT', type: 'UHF_TAG' }),
    );
    expect(answer.body.identifiers.map((identifier) => identifier.tokill)).toEqual([false, false]);
  });

  it('a tag of no item: UNKNOWN_TAG and tokill, FAIL', async () => {
    const blank = virginTag().code;
    const answer = await verify([uhf(blank)]);
    expect(answer.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect(answer.body.errors).toEqual([{ errorCode: 'UNKNOWN_TAG', ref: blank, forcible: false }]);
    expect(answer.body.identifiers).toEqual([{ identifierType: 'UHF_TAG', code: blank, tokill: true }]);
    expect(answer.body.item).toBeUndefined();
  });

  it("a known and an unknown tag: the known one's item, the unknown one to kill", async () => {
    const knit = seededItem(KNIT);
    const blank = virginTag().code;
    const answer = await verify([uhf(knit.epc), uhf(blank)]);
    expect(answer.body).toMatchObject({
      success: false,
      operationToPerform: 'NONE',
      item: { id: itemId(knit.serial) },
    });
    expect(answer.body.identifiers.map((identifier) => identifier.tokill)).toEqual([false, true]);
  });

  it('tags of two items: TAG_MISMATCH, FAIL', async () => {
    const [first, second] = [seededItem(KNIT, 0), seededItem(KNIT, 1)];
    const answer = await verify([uhf(first.epc), uhf(second.epc)]);
    expect(answer.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect(answer.body.errors).toEqual([{ errorCode: 'TAG_MISMATCH', ref: second.epc, forcible: false }]);
  });
});

describe('disassociate (002 §4 Verify and kill, §7 /disassociate)', () => {
  it("removes the item's identifiers; the item stays, DISASSOCIATED; its tag is then unknown", async () => {
    const knit = seededItem(KNIT);
    const answer = await post<{ success: boolean }>('/disassociate', { itemId: itemId(knit.serial), operationId });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    const item = await harness.api.json<{ identifiers: unknown[]; status: string }>(
      `/api/v1/items/${itemId(knit.serial)}`,
    );
    expect(item).toMatchObject({ identifiers: [], status: 'DISASSOCIATED' });
    expect((await verify([uhf(knit.epc)])).body.errors[0]?.errorCode).toBe('UNKNOWN_TAG');
  });

  it('answers 404 for an unknown item and 400 without itemId', async () => {
    expect((await post('/disassociate', { itemId: 'no-such-item', operationId })).status).toBe(404);
    expect((await post('/disassociate', { operationId })).status).toBe(400);
  });

  it('is undone by /control/reset', async () => {
    const knit = seededItem(KNIT, 2);
    await post('/disassociate', { itemId: itemId(knit.serial), operationId });
    await harness.api.call('/control/reset', { method: 'POST', token: null });
    expect((await verify([uhf(knit.epc)])).body.operationToPerform).toBe('NONE');
  });
});

describe('production order counters (002 §4 Create, §7 /counters)', () => {
  it('answers the row and the sum of its order', async () => {
    expect(await counters(rowId('PO-2025-0042/010'))).toEqual({
      order: { pending: 124, encoded: 6, expected: 130 },
      row: { pending: 34, encoded: 6, expected: 40 },
    });
  });

  it('moves by one after a create on the row, and goes back on /control/reset', async () => {
    const row = rowId('PO-2025-0042/010');
    const identifiers = [{ identifierType: 'UHF_TAG', code: virginTag().code }];
    const [computed] = (
      await post<{ desiredCode: string }[]>('/computeTags', { operationId, identifiers, startEntityId: row })
    ).body;
    const created = await post<{ success: boolean }>('/create', {
      operationId: orderOperationId,
      workstationId,
      startEntityId: row,
      identifiers: [{ ...identifiers[0], desiredCode: computed!.desiredCode }],
    });
    expect(created.body.success).toBe(true);
    expect(await counters(row)).toEqual({
      order: { pending: 123, encoded: 7, expected: 130 },
      row: { pending: 33, encoded: 7, expected: 40 },
    });
    await harness.api.call('/control/reset', { method: 'POST', token: null });
    expect((await counters(row)).row.encoded).toBe(6);
  });

  it('answers 404 for an unknown row and 400 without one', async () => {
    expect((await harness.api.call('/api/v1/operations/encoding/counters?productionOrderRowId=x')).status).toBe(404);
    expect((await harness.api.call('/api/v1/operations/encoding/counters')).status).toBe(400);
  });
});

describe('findProduct, findOrder and the production order searches (002 §7)', () => {
  it('finds a product by code, EAN and GTIN-14', async () => {
    for (const code of [KNIT, eanOf(KNIT), `0${eanOf(KNIT)}`]) {
      const answer = await post<{ id: string; code: string }>('/findProduct', { code, operationId });
      expect(answer).toMatchObject({ status: 200, body: { id: productId(KNIT), code: KNIT } });
    }
  });

  it('answers 400 NO_CONFIGURATION for an unknown code', async () => {
    const answer = await post<{ errorCode: string }>('/findProduct', { code: 'NOPE', operationId });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'NO_CONFIGURATION' } });
  });

  it('finds a production order by code; 404 for an unknown one', async () => {
    const order = await post<{ id: string; code: string }>('/findOrder', { code: 'PO-2025-0042', operationId });
    expect(order.body).toMatchObject({ id: stableId('productionOrders', 'PO-2025-0042'), code: 'PO-2025-0042' });
    expect((await post('/findOrder', { code: 'PO-0000', operationId })).status).toBe(404);
  });

  it('searches productionOrders by equalCodes and rows by order code and row code or product code', async () => {
    const orders = await harness.api.json<{ content: { code: string }[] }>(
      '/api/v1/productionOrders?equalCodes=PO-2025-0043',
    );
    expect(orders.content.map((order) => order.code)).toEqual(['PO-2025-0043']);
    const rows = await harness.api.json<{ content: { id: string; product: { code: string } }[] }>(
      '/api/v1/productionOrderRows?equalProductionOrderCodes=PO-2025-0043&equalCodes=010',
    );
    expect(rows.content.map((row) => [row.id, row.product.code])).toEqual([[rowId('PO-2025-0043/010'), COAT]]);
    const bySku = await harness.api.json<{ content: { id: string }[] }>(
      `/api/v1/productionOrderRows?equalProductionOrderCodes=PO-2025-0042&equalProductCodes=${KNIT}`,
    );
    expect(bySku.content.map((row) => row.id)).toEqual([rowId('PO-2025-0042/010')]);
  });

  it("runs the lookups' test faults", async () => {
    for (const [call, path] of [
      ['verify', '/verify'],
      ['disassociate', '/disassociate'],
      ['findProduct', '/findProduct'],
      ['findOrder', '/findOrder'],
    ] as const) {
      await harness.api.call(`/control/faults/encoding.${call}`, {
        method: 'PUT',
        token: null,
        body: { fail: { status: 502, body: { message: call } } },
      });
      expect(await post(path, { operationId })).toEqual({ status: 502, body: { message: call } });
    }
    await harness.api.call('/control/faults/encoding.counters', {
      method: 'PUT',
      token: null,
      body: { fail: { status: 502, body: { message: 'counters' } } },
    });
    expect((await harness.api.call(`/api/v1/operations/encoding/counters?productionOrderRowId=x`)).status).toBe(502);
  });
});
