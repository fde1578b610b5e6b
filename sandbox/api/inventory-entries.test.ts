/**
 * Inventory entries as stored since migration 0004 (a batch per insertTags, rows for the generic calls) and the item
 * tables kept by the trigger on resources: the records and answers are those of entries kept as JSON resources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSkus } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH } from '../seed/stock.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { GeneratedInventory } from './inventory-control.ts';
import { entryId } from './inventory-entries.ts';
import type { InventoryCounters } from './inventory-stock.ts';

let api: ApiHarness;
const BASE = '/api/v1/operations/inventory';
const warehouseId = stableId('places', 'WH-LOM');
const unknownEpc = sgtin96FromEan13(catalogueSkus()[0]!.ean, COMPANY_PREFIX_LENGTH, 990000123n);

interface Entry {
  id: string;
  identifierCode: string;
  status: string;
  itemId: string | null;
  item?: { id: string };
  [field: string]: unknown;
}
type Page<T> = { content: T[]; totalElements: number };

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

const generate = (expected: number) =>
  api.json<GeneratedInventory>('/control/inventories', {
    method: 'POST',
    token: null,
    body: { placeId: warehouseId, expected },
  });
const insert = (id: string, codes: string[]) =>
  api.json<{ inserted: number; alreadyInserted: number; unknown: number }>(`${BASE}/${id}/insertTags`, {
    method: 'POST',
    body: { itemIdentifierCodes: codes },
  });
const counters = (id: string) => api.json<InventoryCounters>(`${BASE}/${id}/getCounters`);
const entries = async (id: string) =>
  (await api.json<Page<Entry>>(`/api/v1/inventoryEntries?inventoryId=${id}&size=1000`)).content;

describe('inventory entries written by insertTags', () => {
  it('are one record per code, with the item the code names and how it was read', async () => {
    const created = await generate(4);
    const [first, second] = created.epcs as [string, string];
    const itemOf = async (epc: string) =>
      (await api.json<Page<{ id: string; serial: string }>>(`/api/v1/items?identifierCodes=${epc}`)).content[0]!;
    const firstItem = await itemOf(first);
    const secondItem = await itemOf(second);
    // The second item's serial, scanned as a barcode.
    const serial = secondItem.serial;
    const summary = await insert(created.inventoryId, [first, serial, unknownEpc, 'NOT-A-TAG', first]);
    expect(summary).toMatchObject({ inserted: 4, alreadyInserted: 0, unknown: 2 });
    const stored = await entries(created.inventoryId);
    const common = {
      inventoryId: created.inventoryId,
      creationDate: expect.any(Number),
      lastModifyDate: expect.any(Number),
      creationUser: { username: 'operator' },
    };
    const byCode = new Map(stored.map(({ item: _item, ...entry }) => [entry.identifierCode, entry]));
    expect(byCode.get(first)).toEqual({
      ...common,
      id: entryId(created.inventoryId, first),
      identifierCode: first,
      epc: first,
      readType: 'RFID',
      itemId: firstItem.id,
      productId: expect.any(String),
      status: 'EXPECTED',
      reason: null,
    });
    // The fields in the order of a record kept as jsonb, as before.
    expect(Object.keys(byCode.get(first)!)).toEqual([
      'id',
      'epc',
      'itemId',
      'reason',
      'status',
      'readType',
      'productId',
      'inventoryId',
      'creationDate',
      'creationUser',
      'identifierCode',
      'lastModifyDate',
    ]);
    expect(byCode.get(serial)).toMatchObject({
      id: entryId(created.inventoryId, serial),
      epc: null,
      readType: 'BARCODE',
      itemId: secondItem.id,
      status: 'EXPECTED',
    });
    expect(byCode.get(unknownEpc)).toEqual({
      ...common,
      id: entryId(created.inventoryId, unknownEpc),
      identifierCode: unknownEpc,
      epc: unknownEpc,
      readType: 'RFID',
      itemId: null,
      productId: null,
      status: 'IGNORED_WITH_REASON',
      reason: 'ITEM_UNKNOWN',
    });
    expect(byCode.get('NOT-A-TAG')).toMatchObject({ epc: null, readType: 'BARCODE', reason: 'ITEM_UNKNOWN' });
    expect(await counters(created.inventoryId)).toEqual({
      rfidDetected: 1,
      barcodeDetected: 1,
      rfidUnexpected: 0,
      barcodeUnexpected: 0,
      rfidExpected: 4,
      barcodeExpected: 0,
      rfidMissing: 2,
      barcodeMissing: 0,
      rfidIgnoreWithReason: 2,
    });
    expect(await api.json(`/api/v1/inventoryEntries/count?inventoryId=${created.inventoryId}`)).toBe(4);
  });

  it('answer the generic calls: by id, bulkUpdate, DELETE and POST, one entry at a time', async () => {
    const created = await generate(3);
    await insert(created.inventoryId, created.epcs);
    const [a, b, c] = await entries(created.inventoryId);
    const { item: _item, ...plainA } = a!;
    expect(await api.json(`/api/v1/inventoryEntries/${a!.id}`)).toMatchObject(plainA);

    const [patched] = await api.json<Entry[]>('/api/v1/inventoryEntries/bulkUpdate', {
      method: 'POST',
      body: [{ id: b!.id, status: 'CHECKED', note: 'seen twice' }],
    });
    expect(patched).toMatchObject({ id: b!.id, status: 'CHECKED', note: 'seen twice', itemId: b!.itemId });
    expect((await api.call(`/api/v1/inventoryEntries/${c!.id}`, { method: 'DELETE' })).status).toBe(204);
    const left = await entries(created.inventoryId);
    expect(left.map((entry) => entry.id)).toEqual([a!.id, b!.id]);
    expect(left[0]).toEqual(a);
    expect(left[1]).toMatchObject({ status: 'CHECKED', note: 'seen twice' });
    expect((await api.call(`/api/v1/inventoryEntries/${c!.id}`)).status).toBe(404);

    // The deleted entry's code is stored again; the others are already there.
    expect(await insert(created.inventoryId, created.epcs)).toMatchObject({ inserted: 1, alreadyInserted: 2 });
    const posted = await api.json<Entry>('/api/v1/inventoryEntries', {
      method: 'POST',
      body: { inventoryId: created.inventoryId, identifierCode: 'HAND-1', itemId: null, status: 'IGNORED_WITH_REASON' },
    });
    expect(await api.json(`/api/v1/inventoryEntries/${posted.id}`)).toMatchObject({ identifierCode: 'HAND-1' });
    expect(await counters(created.inventoryId)).toMatchObject({ rfidDetected: 3, rfidIgnoreWithReason: 1 });
    const cleared = await api.json(`/control/inventories/${created.inventoryId}/entries`, {
      method: 'DELETE',
      token: null,
    });
    expect(cleared).toMatchObject({ deleted: 4 });
    expect(await entries(created.inventoryId)).toEqual([]);
  });
});

describe('the item tables follow the items', () => {
  it('a moved item is no longer expected, a deleted one no longer known, a new one known at once', async () => {
    const created = await generate(3);
    const [moved, deleted, kept] = created.epcs;
    const itemOf = async (epc: string) =>
      (await api.json<Page<{ id: string }>>(`/api/v1/items?identifierCodes=${epc}`)).content[0]!;
    const movedItem = await itemOf(moved!);
    await api.json('/api/v1/items/bulkUpdate', {
      method: 'POST',
      body: [{ id: movedItem.id, zoneId: stableId('zones', 'WH-LOM-STOCK') }],
    });
    expect((await api.call(`/api/v1/items/${(await itemOf(deleted!)).id}`, { method: 'DELETE' })).status).toBe(204);
    const added = await api.json<{ id: string }>('/api/v1/items', {
      method: 'POST',
      body: { zoneId: created.zoneId, identifiers: [{ code: 'NEW-CODE-1', type: 'SIMPLE_ITEM_IDENTIFIER' }] },
    });
    expect(await counters(created.inventoryId)).toMatchObject({ rfidExpected: 1, barcodeExpected: 1 });
    expect(await insert(created.inventoryId, [moved!, deleted!, kept!, 'NEW-CODE-1'])).toMatchObject({
      inserted: 4,
      unknown: 1,
    });
    const byCode = new Map((await entries(created.inventoryId)).map((entry) => [entry.identifierCode, entry]));
    expect(byCode.get(moved!)).toMatchObject({ itemId: movedItem.id, status: 'UNEXPECTED' });
    expect(byCode.get(deleted!)).toMatchObject({ itemId: null, status: 'IGNORED_WITH_REASON' });
    expect(byCode.get('NEW-CODE-1')).toMatchObject({ itemId: added.id, readType: 'BARCODE', status: 'EXPECTED' });
    expect(await counters(created.inventoryId)).toEqual({
      rfidDetected: 2,
      barcodeDetected: 1,
      rfidUnexpected: 1,
      barcodeUnexpected: 0,
      rfidExpected: 1,
      barcodeExpected: 1,
      rfidMissing: 0,
      barcodeMissing: 0,
      rfidIgnoreWithReason: 1,
    });
  });
});

describe('getCounters from the stored copy (migration 0005)', () => {
  const storedCopy = async (id: string) =>
    (
      await api.db.query<{ counters: Record<string, number> }>(
        `select c.counters from inventory_counters c where c.inventory_id = $1`,
        [id],
      )
    ).rows[0]?.counters;

  it('insertTags has the new counters counted after its answer; getCounters waits for that count and answers its copy, in the documented key order', async () => {
    const created = await generate(4);
    await insert(created.inventoryId, created.epcs.slice(0, 3));
    const answered = await counters(created.inventoryId);
    expect(await storedCopy(created.inventoryId)).toMatchObject({ rfidDetected: 3, rfidMissing: 1 });
    expect(Object.keys(answered)).toEqual([
      'rfidDetected',
      'barcodeDetected',
      'rfidUnexpected',
      'barcodeUnexpected',
      'rfidExpected',
      'barcodeExpected',
      'rfidMissing',
      'barcodeMissing',
      'rfidIgnoreWithReason',
    ]);
    expect(answered).toMatchObject({ rfidDetected: 3, rfidExpected: 4, rfidMissing: 1 });
  });

  it('a copy is counted again after an entry, an item or the inventory changes', async () => {
    const created = await generate(4);
    const [first, second, third] = created.epcs as [string, string, string];
    await insert(created.inventoryId, [first, second]);
    expect(await counters(created.inventoryId)).toMatchObject({ rfidDetected: 2, rfidExpected: 4, rfidMissing: 2 });

    // An entry deleted through the generic call.
    const deleted = await api.call(`/api/v1/inventoryEntries/${entryId(created.inventoryId, second)}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect(await counters(created.inventoryId)).toMatchObject({ rfidDetected: 1, rfidMissing: 3 });

    // An expected item, not read, moved to a zone the inventory does not count.
    const item = (await api.json<Page<{ id: string }>>(`/api/v1/items?identifierCodes=${third}`)).content[0]!;
    await api.json('/api/v1/items/bulkUpdate', {
      method: 'POST',
      body: [{ id: item.id, zoneId: stableId('zones', 'ST-MIL-STOCK') }],
    });
    expect(await counters(created.inventoryId)).toMatchObject({ rfidDetected: 1, rfidExpected: 3, rfidMissing: 2 });

    // The inventory now counts no zone at all.
    await api.db.query(
      `update resources set data = jsonb_set(data, '{zoneIds}', '["NO-SUCH-ZONE"]') where kind = 'inventories' and id = $1`,
      [created.inventoryId],
    );
    expect(await counters(created.inventoryId)).toMatchObject({ rfidExpected: 0, rfidUnexpected: 1, rfidMissing: 0 });
  });
});
