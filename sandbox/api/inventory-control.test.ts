import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { decodeSgtin96 } from '../seed/sgtin96.ts';
import { stockItems } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { GeneratedInventory } from './inventory-control.ts';
import type { InventoryCounters } from './inventory-stock.ts';
import type { DecodedRead } from './item-decoder.ts';

let api: ApiHarness;
const BASE = '/api/v1/operations/inventory';
const warehouseId = stableId('places', 'WH-LOM');

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

const generate = (body: object) =>
  api.json<GeneratedInventory>('/control/inventories', { method: 'POST', body, token: null });
const counters = (id: string) => api.json<InventoryCounters>(`${BASE}/${id}/getCounters`);

describe('/control/inventories', () => {
  it('[001-7-inventory-07] creates an OPEN inventory of N new items with real SGTIN-96 EPCs', async () => {
    const created = await generate({ placeId: warehouseId, expected: 500 });
    expect(created).toMatchObject({ placeId: warehouseId, expected: 500 });
    expect(new Set(created.epcs).size).toBe(500);
    expect(created.epcs.every((epc) => decodeSgtin96(epc) !== undefined)).toBe(true);
    expect(await api.json(`/api/v1/inventories/${created.inventoryId}`)).toMatchObject({ status: 'OPEN' });
    expect(await counters(created.inventoryId)).toMatchObject({ rfidExpected: 500, rfidMissing: 500 });
    const [read] = await api.json<DecodedRead[]>('/api/v1/items/decode', {
      method: 'POST',
      body: { itemIdentifierCodes: [created.epcs[7]] },
    });
    expect(read).toMatchObject({ decodeResult: 'itemFound', item: { zone: { type: 'COUNT_AREA' } } });
    // A second run takes new serials, and the count area stays out of the place's stock zones.
    const second = await generate({ placeCode: 'WH-LOM', expected: 3 });
    expect(second.epcs.some((epc) => created.epcs.includes(epc))).toBe(false);
    const stockZones = await api.json<{ content: { type: string }[] }>(
      `/api/v1/zones?type=STOCK&placeId=${warehouseId}`,
    );
    expect(stockZones.content.every((zone) => zone.type === 'STOCK')).toBe(true);
  });

  it('[001-9-15] 20,000 expected items are created in bulk, and reading them all leaves nothing missing', async () => {
    const started = Date.now();
    const created = await generate({ placeId: warehouseId, expected: 20_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(created.epcs).toHaveLength(20_000);
    await api.json(`${BASE}/${created.inventoryId}/insertTags`, {
      method: 'POST',
      body: { itemIdentifierCodes: created.epcs },
    });
    const done = await counters(created.inventoryId);
    expect(done).toMatchObject({ rfidDetected: 20_000, rfidExpected: 20_000, rfidMissing: 0, rfidUnexpected: 0 });
  }, 60_000);

  it('refuses a bad count or an unknown place', async () => {
    const post = (body: object) => api.call('/control/inventories', { method: 'POST', body, token: null });
    expect((await post({ placeId: warehouseId, expected: 0 })).status).toBe(400);
    expect((await post({ placeId: warehouseId, expected: 100_001 })).status).toBe(400);
    expect((await post({ placeId: 'nowhere', expected: 5 })).status).toBe(400);
  });
});

describe('/control/inventories/{id}/expected', () => {
  it('lists the EPCs and TIDs of the expected stock of a seeded inventory', async () => {
    const id = stableId('inventories', 'INV-2025-LOM-01');
    const expected = await api.json<{ expected: number; epcs: string[]; tags: { epc: string; tid: string }[] }>(
      `/control/inventories/${id}/expected`,
      { token: null },
    );
    const seeded = stockItems().filter(
      (item) => item.zoneCode === 'WH-LOM-STOCK' && ['BAG', 'DRESSES'].includes(item.sku.category),
    );
    expect(expected.expected).toBe(24);
    expect(expected.tags).toEqual(seeded.map((item) => ({ epc: item.epc, tid: item.epcTid })));
    expect((await api.call('/control/inventories/nope/expected', { token: null })).status).toBe(404);
  });

  it('DELETE /control/inventories/{id}/entries starts a count again', async () => {
    const id = stableId('inventories', 'INV-2025-MIL-01');
    const { epcs } = await api.json<{ epcs: string[] }>(`/control/inventories/${id}/expected`, { token: null });
    await api.json(`${BASE}/${id}/insertTags`, { method: 'POST', body: { itemIdentifierCodes: epcs } });
    expect(await counters(id)).toMatchObject({ rfidMissing: 0 });
    const cleared = await api.json(`/control/inventories/${id}/entries`, { method: 'DELETE', token: null });
    expect(cleared).toEqual({ inventoryId: id, deleted: 38, status: 'OPEN' });
    expect(await counters(id)).toMatchObject({ rfidDetected: 0, rfidMissing: 38 });
    expect(await api.json(`/api/v1/inventories/${id}`)).toMatchObject({ status: 'OPEN' });
  });
});
