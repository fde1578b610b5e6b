import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSkus } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH, stockItems } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { InventoryCounters } from './inventory-stock.ts';
import type { DecodedRead } from './item-decoder.ts';

let api: ApiHarness;
const BASE = '/api/v1/operations/inventory';
const operationId = stableId('operations', 'INVENTORY');
const warehouseId = stableId('places', 'WH-LOM');
const bagsAndDresses = stableId('inventories', 'INV-2025-LOM-01');
const milanCount = stableId('inventories', 'INV-2025-MIL-01');
const stock = stockItems();
/** The expected stock of INV-2025-LOM-01: bags and dresses of the warehouse's main stock. */
const expectedThere = stock.filter(
  (item) => item.zoneCode === 'WH-LOM-STOCK' && ['BAG', 'DRESSES'].includes(item.sku.category),
);
const milan = stock.filter((item) => item.placeCode === 'ST-MIL');
const unknownSerial = sgtin96FromEan13(catalogueSkus()[0]!.ean, COMPANY_PREFIX_LENGTH, 990000077n);

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
});

type Page<T = { id: string; code: string; status: string }> = { content: T[]; totalElements: number };
const counters = (id: string) => api.json<InventoryCounters>(`${BASE}/${id}/getCounters`);
const insert = (id: string, codes: string[]) =>
  api.json<{ inserted: number; alreadyInserted: number; status: string }>(`${BASE}/${id}/insertTags`, {
    method: 'POST',
    body: { itemIdentifierCodes: codes },
  });
const create = (body: object = {}) =>
  api.json<{ id: string; status: string; code: string }>(`${BASE}/create`, {
    method: 'POST',
    body: { operationId, placeId: warehouseId, description: 'Spot check', ...body },
  });
const missing = (c: InventoryCounters) => c.rfidMissing + c.barcodeMissing;

describe('001 §7 inventory lists', () => {
  it('[001-7-inventory-01] [001-2.14-01] [001-2.14-02] [001-4.12-02] OPEN and POPULATING at a place, with search', async () => {
    const query = `operationId=${operationId}&placeId=${warehouseId}&statuses=OPEN&statuses=POPULATING&size=10000`;
    const atWarehouse = await api.json<Page>(`/api/v1/inventories?${query}`);
    expect(atWarehouse.content.map((inventory) => [inventory.code, inventory.status])).toEqual([
      ['INV-2025-LOM-01', 'OPEN'],
      ['INV-2025-LOM-02', 'POPULATING'],
    ]);
    const bySearch = await api.json<Page>(`/api/v1/inventories?${query}&search=BAGS`);
    expect(bySearch.content.map((inventory) => inventory.code)).toEqual(['INV-2025-LOM-01']);
    expect((await api.json<Page>(`/api/v1/inventories?${query}&search=inv-2025-lom-02`)).totalElements).toBe(1);
    expect((await api.json<Page>('/api/v1/inventories?statuses=CLOSED')).content[0]?.code).toBe('INV-2024-PAR-12');
  });

  it('[001-7-inventory-02] [001-3-inventory-01] an inventory by id, with its place', async () => {
    expect(await api.json(`/api/v1/inventories/${bagsAndDresses}`)).toMatchObject({
      id: bagsAndDresses,
      status: 'OPEN',
      description: 'Cyclic count bags and dresses, main stock',
      creationDate: expect.any(Number),
      place: { code: 'WH-LOM' },
    });
  });
});

describe('001 §7 inventory reading', () => {
  it('[001-7-inventory-06] [001-7-inventory-07] [001-3-inventory-02] [001-3-inventory-03] [001-9-13] [001-9-14] [001-9-15] counters follow the tags inserted, each once, until nothing is missing', async () => {
    expect(expectedThere).toHaveLength(24);
    expect(await counters(bagsAndDresses)).toEqual({
      rfidDetected: 0,
      barcodeDetected: 0,
      rfidUnexpected: 0,
      barcodeUnexpected: 0,
      rfidExpected: 24,
      barcodeExpected: 0,
      rfidMissing: 24,
      barcodeMissing: 0,
      rfidIgnoreWithReason: 0,
    });
    const bag = expectedThere.find((item) => item.nfcUid)!;
    // The bag is among the first ten: its NFC UID names an item already detected.
    const first = [...expectedThere.slice(0, 10).map((item) => item.epc), bag.nfcUid!];
    const strays = [milan[0]!.epc, unknownSerial, 'NOT-A-TAG'];
    const summary = await insert(bagsAndDresses, [...first, ...strays]);
    expect(summary).toMatchObject({ inserted: 14, alreadyInserted: 0, status: 'POPULATING' });
    const afterFirst = await counters(bagsAndDresses);
    expect(afterFirst).toMatchObject({ rfidDetected: 11, rfidUnexpected: 1, rfidMissing: 14, rfidIgnoreWithReason: 2 });
    // A batch sent again (a retry, tags read twice) counts once.
    expect(await insert(bagsAndDresses, [...first, ...strays])).toMatchObject({ inserted: 0, alreadyInserted: 14 });
    expect(await counters(bagsAndDresses)).toEqual(afterFirst);
    // A serial scanned as a barcode detects its item on the barcode side.
    const scanned = expectedThere.find((item) => !first.includes(item.epc))!;
    await insert(bagsAndDresses, [scanned.serial]);
    expect(await counters(bagsAndDresses)).toMatchObject({ barcodeDetected: 1, rfidMissing: 13 });
    await insert(
      bagsAndDresses,
      expectedThere.map((item) => item.epc),
    );
    const done = await counters(bagsAndDresses);
    expect(missing(done)).toBe(0);
    const read = done.rfidDetected + done.barcodeDetected;
    expect([read, read - done.rfidUnexpected - done.barcodeUnexpected]).toEqual([25, 24]);
    expect((await api.json<{ status: string }>(`/api/v1/inventories/${bagsAndDresses}`)).status).toBe('POPULATING');
  });

  it('entries with their items, and per-product aggregates', async () => {
    await insert(milanCount, [milan[0]!.epc, milan[1]!.epc, unknownSerial]);
    const entries = await api.json<Page<{ identifierCode: string; status: string; item?: { product: object } }>>(
      `/api/v1/inventoryEntries?inventoryId=${milanCount}`,
    );
    expect(entries.totalElements).toBe(3);
    const byCode = new Map(entries.content.map((entry) => [entry.identifierCode, entry]));
    expect(byCode.get(milan[0]!.epc)).toMatchObject({
      status: 'EXPECTED',
      item: { product: { code: milan[0]!.sku.code } },
    });
    expect(byCode.get(unknownSerial)).toMatchObject({ status: 'IGNORED_WITH_REASON', itemId: null });
    const aggregates = await api.json<
      Page<{ product: { code: string }; expected: number; detected: number; missing: number }>
    >(`/api/v1/inventoryEntryAggregates?inventoryId=${milanCount}&size=1000`);
    expect(aggregates.content.reduce((sum, row) => sum + row.expected, 0)).toBe(milan.length);
    expect(aggregates.content.reduce((sum, row) => sum + row.detected, 0)).toBe(2);
    const row = aggregates.content.find((candidate) => candidate.product.code === milan[0]!.sku.code);
    expect(row).toMatchObject({ detected: 1 });
  });

  it('[001-7-inventory-05] batchValidate decodes reads, expected or unexpected against an inventory', async () => {
    const codes = [milan[2]!.epc, expectedThere[0]!.epc, 'NOT-A-TAG'];
    const plain = await api.json<DecodedRead[]>(`${BASE}/batchValidate`, {
      method: 'POST',
      body: { operationId, identifierCodes: codes },
    });
    expect(plain.map((read) => read.decodeResult)).toEqual(['itemFound', 'itemFound', 'unknown']);
    const against = await api.json<DecodedRead[]>(`${BASE}/batchValidate`, {
      method: 'POST',
      body: { operationId, identifierCodes: codes, inventoryId: milanCount },
    });
    expect(against.map((read) => [read.expected, read.unexpected])).toEqual([
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
  });
});

describe('001 §4.12 inventory lifecycle', () => {
  it('[001-7-inventory-08] [001-7-inventory-09] [001-4.12-01] create, insert, close; a closed one takes no tags', async () => {
    const inventory = await create({ zoneIds: [stableId('zones', 'WH-LOM-QUARANTINE')] });
    expect(inventory).toMatchObject({ status: 'OPEN', code: expect.stringMatching(/^INV-\d{4}-WH-LOM-/) });
    expect((await counters(inventory.id)).rfidExpected).toBe(3);
    await insert(inventory.id, [stock.find((item) => item.zoneCode === 'WH-LOM-QUARANTINE')!.epc]);
    const closed = await api.json<{ status: string }>(`${BASE}/${inventory.id}/close`, { method: 'POST', body: {} });
    expect(closed.status).toBe('CLOSED');
    const refused = await api.call(`${BASE}/${inventory.id}/insertTags`, {
      method: 'POST',
      body: { itemIdentifierCodes: [unknownSerial] },
    });
    expect(await refused.json()).toMatchObject({ errorCode: 'INVENTORY_CLOSED' });
    expect((await counters(inventory.id)).rfidDetected).toBe(1);
  });

  it('[001-7-inventory-10] delete removes the inventory and its entries; an unknown one is not found', async () => {
    const inventory = await create();
    await insert(inventory.id, [unknownSerial]);
    const deleted = await api.call(`${BASE}/${inventory.id}/delete`, { method: 'DELETE' });
    expect([deleted.status, await deleted.json()]).toEqual([200, { success: true }]);
    expect((await api.call(`/api/v1/inventories/${inventory.id}`)).status).toBe(404);
    expect((await api.json<Page>(`/api/v1/inventoryEntries?inventoryId=${inventory.id}`)).totalElements).toBe(0);
    expect((await api.call(`${BASE}/${inventory.id}/delete`, { method: 'DELETE' })).status).toBe(404);
  });

  it('[001-7-inventory-08] create needs an INVENTORY operation and a known place', async () => {
    const post = (body: object) => api.call(`${BASE}/create`, { method: 'POST', body });
    expect((await post({ operationId, placeId: 'nowhere' })).status).toBe(400);
    expect((await post({ operationId })).status).toBe(400);
    expect((await post({ operationId: stableId('operations', 'ITEM-LIST'), placeId: warehouseId })).status).toBe(400);
  });

  it('faults of inventory.insertTags and inventory.getCounters', async () => {
    const put = (call: string, plan: object) =>
      api.json(`/control/faults/${call}`, { method: 'PUT', body: plan, token: null });
    await put('inventory.insertTags', { fail: { status: 503, body: { errorCode: 'BUSY' } } });
    const failed = await api.call(`${BASE}/${milanCount}/insertTags`, {
      method: 'POST',
      body: { itemIdentifierCodes: [unknownSerial] },
    });
    expect(failed.status).toBe(503);
    await put('inventory.getCounters', { delayMs: 80 });
    const started = Date.now();
    await counters(milanCount);
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
  });
});
