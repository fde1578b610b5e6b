import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { recordingApi } from '../test-support/api-test-support.ts';
import {
  batchValidateInventory,
  fetchInventory,
  fetchInventoryCounters,
  insertInventoryTags,
  searchInventories,
} from './inventory.ts';

afterEach(() => vi.unstubAllGlobals());

const base = 'http://api.test/api/v1/operations/inventory';
const inventory = { id: 'inv-1', code: 'INV-1', status: 'OPEN', description: 'Count', creationDate: 1_750_000_000_000 };
const counters = {
  rfidDetected: 3,
  barcodeDetected: 0,
  rfidUnexpected: 1,
  barcodeUnexpected: 0,
  rfidExpected: 24,
  barcodeExpected: 0,
  rfidMissing: 22,
  barcodeMissing: 0,
  rfidIgnoreWithReason: 0,
};
const malformed = expect.objectContaining({ kind: 'malformed' });

describe('searchInventories()', () => {
  it('[001-7-inventory-01] [001-4.12-02] [001-9-07] should GET the OPEN and POPULATING inventories of the place, size 10000', async () => {
    const { api, sent } = recordingApi(200, { content: [inventory] });
    await expect(searchInventories(api, { operationId: 'op-1', placeId: 'p-1', search: ' bags ' })).resolves.toEqual([
      inventory,
    ]);
    const url = new URL(sent[0]!.url);
    expect(url.pathname).toBe('/api/v1/inventories');
    expect(url.searchParams.get('operationId')).toBe('op-1');
    expect(url.searchParams.get('placeId')).toBe('p-1');
    expect(url.searchParams.getAll('statuses')).toEqual(['OPEN', 'POPULATING']);
    expect(url.searchParams.get('size')).toBe('10000');
    expect(url.searchParams.get('search')).toBe('bags');
  });

  it('should leave a blank search out', async () => {
    const { api, sent } = recordingApi(200, { content: [] });
    await searchInventories(api, { operationId: 'op-1', placeId: 'p-1', search: '  ' });
    expect(new URL(sent[0]!.url).searchParams.has('search')).toBe(false);
  });

  it('should refuse a page without content as malformed', async () => {
    const { api } = recordingApi(200, { items: [] });
    await expect(searchInventories(api, { operationId: 'op-1', placeId: 'p-1' })).rejects.toEqual(malformed);
  });
});

describe('fetchInventory()', () => {
  it('[001-7-inventory-02] should GET the inventory by id', async () => {
    const { api, sent } = recordingApi(200, inventory);
    await expect(fetchInventory(api, 'inv 1')).resolves.toEqual(inventory);
    expect(sent[0]!.url).toBe('http://api.test/api/v1/inventories/inv%201');
  });

  it('should refuse an answer without an id as malformed, and pass a 404 on', async () => {
    await expect(fetchInventory(recordingApi(200, { code: 'x' }).api, 'inv-1')).rejects.toEqual(malformed);
    await expect(fetchInventory(recordingApi(404, {}).api, 'inv-1')).rejects.toMatchObject({ kind: 'notFound' });
  });
});

describe('batchValidateInventory()', () => {
  it('[001-7-inventory-05] should POST the codes with the operation and the inventory', async () => {
    const { api, sent } = recordingApi(200, [{ identifierCode: 'E1' }]);
    const request = { operationId: 'op-1', identifierCodes: ['E1'], inventoryId: 'inv-1' };
    await expect(batchValidateInventory(api, request)).resolves.toMatchObject([
      { identifierCode: 'E1', decodeResult: 'unknown' },
    ]);
    expect(sent[0]).toMatchObject({ method: 'POST', url: `${base}/batchValidate`, body: request });
  });
});

describe('insertInventoryTags()', () => {
  it('[001-7-inventory-06] should POST the codes as itemIdentifierCodes and read the summary', async () => {
    const { api, sent } = recordingApi(200, { inventoryId: 'inv-1', received: 2, inserted: 1, alreadyInserted: 1 });
    await expect(insertInventoryTags(api, 'inv-1', ['E1', 'E2'])).resolves.toEqual({
      received: 2,
      inserted: 1,
      alreadyInserted: 1,
    });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: `${base}/inv-1/insertTags`,
      body: { itemIdentifierCodes: ['E1', 'E2'] },
    });
  });

  it('should take an empty answer as done (001 §7 shows no answer)', async () => {
    await expect(insertInventoryTags(recordingApi(200).api, 'inv-1', ['E1'])).resolves.toEqual({});
  });

  it('should throw the ApiError of a refused insert', async () => {
    const { api } = recordingApi(400, { errorCode: 'INVENTORY_CLOSED', message: 'closed' });
    await expect(insertInventoryTags(api, 'inv-1', ['E1'])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('fetchInventoryCounters()', () => {
  it('[001-7-inventory-07] should GET the counters', async () => {
    const { api, sent } = recordingApi(200, counters);
    await expect(fetchInventoryCounters(api, 'inv-1')).resolves.toEqual(counters);
    expect(sent[0]).toMatchObject({ method: 'GET', url: `${base}/inv-1/getCounters` });
  });

  it.each([{ ...counters, rfidMissing: '22' }, { rfidDetected: 1 }, []])(
    'should refuse %j as malformed',
    async (answer) => {
      await expect(fetchInventoryCounters(recordingApi(200, answer).api, 'inv-1')).rejects.toEqual(malformed);
    },
  );
});
