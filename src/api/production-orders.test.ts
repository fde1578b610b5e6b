import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { fetchProductionCounters, findProductionOrder, findProductionOrderRows } from './production-orders.ts';

afterEach(() => vi.unstubAllGlobals());

const product = { id: 'p1', code: 'TR100' };

describe('findProductionOrder() (002 §7 api/v1/productionOrders)', () => {
  it('should search by equalCodes and read the first of content', async () => {
    const { api, urls } = stubbedApi(200, {
      content: [
        { id: 'o1', code: 'PO-1' },
        { id: 'o2', code: 'PO-2' },
      ],
    });
    await expect(findProductionOrder(api, 'PO-1')).resolves.toMatchObject({ id: 'o1', code: 'PO-1' });
    expect(urls()).toEqual(['http://api.test/api/v1/productionOrders?equalCodes=PO-1']);
  });

  it('should find nothing in an empty answer, or in a record without a code', async () => {
    await expect(findProductionOrder(stubbedApi(200, { content: [] }).api, 'PO-1')).resolves.toBeUndefined();
    await expect(
      findProductionOrder(stubbedApi(200, { content: [{ id: 'o1' }] }).api, 'PO-1'),
    ).resolves.toBeUndefined();
  });
});

describe('findProductionOrderRows() (002 §7 api/v1/productionOrderRows)', () => {
  it('should send the order codes as repeated keys, none for no order, and leave out rows it cannot use', async () => {
    const { api, urls } = stubbedApi(200, {
      content: [
        { id: 'r1', code: '010', product },
        { id: 'r2', code: '020' },
      ],
    });
    await expect(findProductionOrderRows(api, 'byOrderAndRowCode', 'PO-1', '010')).resolves.toEqual([
      expect.objectContaining({ id: 'r1', code: '010' }),
    ]);
    await findProductionOrderRows(api, 'byOrderAndSku', undefined, 'TR100');
    expect(urls()).toEqual([
      'http://api.test/api/v1/productionOrderRows?equalProductionOrderCodes=PO-1&equalCodes=010',
      'http://api.test/api/v1/productionOrderRows?equalProductCodes=TR100',
    ]);
  });
});

describe('fetchProductionCounters() (002 §7 GET /counters)', () => {
  it('should ask the counters of the row', async () => {
    const counter = { pending: 1, encoded: 2, expected: 3 };
    const { api, urls } = stubbedApi(200, { order: counter, row: counter });
    await expect(fetchProductionCounters(api, 'r1')).resolves.toEqual({ order: counter, row: counter });
    expect(urls()).toEqual(['http://api.test/api/v1/operations/encoding/counters?productionOrderRowId=r1']);
  });

  it('should refuse an answer without both counters as malformed', async () => {
    const answer = fetchProductionCounters(stubbedApi(200, { row: { encoded: 1 } }).api, 'r1');
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    await expect(answer).rejects.toMatchObject({ kind: 'malformed' });
  });
});
