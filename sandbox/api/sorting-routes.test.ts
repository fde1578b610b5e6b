import { beforeAll, describe, expect, it } from 'vitest';
import { setRecordsField } from '../db/resource-store.ts';
import { stableId } from '../seed/seed-references.ts';
import { stockItems } from '../seed/stock.ts';
import { withApiHarness } from './api-test-lifecycle.ts';
import type { ApiHarness } from './api-test-harness.ts';

const SORTING = '/api/v1/operations/sorting';
const operationId = stableId('operations', 'SORTING');
const placeId = stableId('places', 'WH-LOM');
const stockZoneId = stableId('zones', 'WH-LOM-STOCK');
const pickingIds = ['PCK-2025-0101', 'PCK-2025-0102', 'PCK-2025-0103'].map((code) => stableId('pickings', code));
const epcOf = (zone: string, sku: string, index = 0) =>
  stockItems().filter((item) => item.zoneCode === zone && item.sku.code === sku)[index]!.epc;

const harness = withApiHarness();
let api: ApiHarness;
beforeAll(() => {
  api = harness.api;
});

const post = async <T>(path: string, body: unknown, headers?: Record<string, string>) => {
  const response = await api.call(path, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as T };
};

interface ReadAnswer {
  statuses: string[];
  item: { id?: string } | null;
  sortingGroupRead: { sortingGroup: { code: string }; attributes: Record<string, string> } | null;
  attributes: { zpl?: string };
}

async function createSorting(): Promise<string> {
  const created = await post<{ id: string }>(`${SORTING}/createFromPicking`, {
    pickingIds,
    operationId,
    operationPlaceId: placeId,
    form: { description: 'Three stores' },
  });
  expect(created.status).toBe(200);
  return created.body.id;
}

const read = (sortingId: string, code: string, extra: Record<string, unknown> = {}) =>
  post<ReadAnswer>(`${SORTING}/read`, {
    form: {},
    workstationId: 'ws',
    originZoneId: stockZoneId,
    attributes: { pricing: 'true', workstationCode: 'WS-LOM-PACK' },
    itemIdentifierCode: code,
    sortingId,
    ...extra,
  });

describe('sorting calls (001 §7 Sorting, §4.11)', () => {
  it('[001-7-sorting-11] [001-4.11-03] creates a sorting of one group per picking, listed as OPEN', async () => {
    const id = await createSorting();
    const sorting = await api.json<{ status: string; expectedCount: number; originZoneId: string }>(
      `/api/v1/sortings/${id}`,
    );
    expect(sorting).toMatchObject({ status: 'OPEN', expectedCount: 10, originZoneId: stockZoneId });
    const groups = await api.json<{ content: { code: string; priority: number }[] }>(
      `/api/v1/sortinggroups?size=99999&sortingId=${id}`,
    );
    expect(groups.content.map((group) => group.code).sort()).toEqual(['ST-MIL', 'ST-PAR', 'ST-ROM']);
    const listed = await api.json<{ content: { id: string }[] }>(
      `/api/v1/sortings?operationIds=${operationId}&statuses=OPEN`,
    );
    expect(listed.content.map((row) => row.id)).toContain(id);
    const zones = await api.json<{ content: { id: string }[] }>(`/api/v1/sortings/${id}/originZones`);
    expect(zones.content.map((zone) => zone.id)).toEqual([stockZoneId]);
  });

  it('[001-7-sorting-04] [001-7-sorting-12] sorts an item into its group, with a price label, and counts it', async () => {
    const id = await createSorting();
    const sorted = await read(id, epcOf('WH-LOM-STOCK', 'KN210-CSH-CAM-M'));
    expect(sorted.body.statuses).toEqual(['SORTED']);
    expect(sorted.body.sortingGroupRead?.sortingGroup.code).toBe('ST-MIL');
    expect(sorted.body.sortingGroupRead?.attributes).toMatchObject({ destination: 'ST-MIL', listPosition: '1' });
    expect(sorted.body.attributes.zpl).toContain('EUR 690,00');
    const counters = await post<{ read: number; expected: number }>(`${SORTING}/countersByZone`, {
      operationId,
      sortingId: id,
      zoneIds: [stockZoneId],
    });
    expect(counters.body).toEqual({ read: 1, expected: 10 });
    const again = await read(id, epcOf('WH-LOM-STOCK', 'KN210-CSH-CAM-M'));
    expect(again.body.statuses).toEqual(['ALREADY_READ']);
    expect(again.body.sortingGroupRead?.sortingGroup.code).toBe('ST-MIL');
  });

  it('a reset puts a moved seeded item back in its zone', async () => {
    const item = stockItems().find((candidate) => candidate.zoneCode === 'WH-LOM-QUARANTINE')!;
    const itemId = stableId('items', item.serial);
    await setRecordsField(api.db, 'items', [itemId], 'zoneId', stockZoneId, Date.now());
    expect((await api.json<{ zoneId: string }>(`/api/v1/items/${itemId}`)).zoneId).toBe(stockZoneId);
    await api.call('/control/reset', { method: 'POST', token: null });
    expect((await api.json<{ zoneId: string }>(`/api/v1/items/${itemId}`)).zoneId).toBe(
      stableId('zones', 'WH-LOM-QUARANTINE'),
    );
  });

  it('answers NOT_IN_ZONE, SORTING_GROUP_NOT_FOUND and INVALID_IDENTIFIER without sorting anything', async () => {
    const id = await createSorting();
    expect((await read(id, epcOf('WH-LOM-QUARANTINE', 'JK420-WOL-CHR-48'))).body.statuses).toEqual(['NOT_IN_ZONE']);
    expect((await read(id, epcOf('WH-LOM-STOCK', 'SH305-POP-WHT-40'))).body.statuses).toEqual([
      'SORTING_GROUP_NOT_FOUND',
    ]);
    const unknown = await read(id, 'NOT-A-TAG');
    expect(unknown.body).toMatchObject({ statuses: ['INVALID_IDENTIFIER'], item: null });
    const counters = await post<{ read: number }>(`${SORTING}/countersByZone`, {
      operationId,
      sortingId: id,
      zoneIds: [],
    });
    expect(counters.body.read).toBe(0);
  });

  it('[001-7-sorting-07] [001-7-sorting-09] [001-7-sorting-10] partial confirm warns when nothing is new; close closes; delete hides it', async () => {
    const id = await createSorting();
    await read(id, epcOf('WH-LOM-STOCK', 'SN720-NAP-WHT-42'));
    const first = await post<{ confirmationWarning?: string }>(`${SORTING}/partialConfirm`, {
      sortingId: id,
      operationId,
      attributes: { transactionDate: 1_700_000_000_000 },
    });
    expect(first.body.confirmationWarning).toBeUndefined();
    const second = await post<{ confirmationWarning?: string }>(`${SORTING}/partialConfirm`, {
      sortingId: id,
      operationId,
      attributes: { transactionDate: 1_700_000_000_000 },
    });
    expect(second.body.confirmationWarning).toBe('Nothing was sorted since the last partial confirm');
    const closed = await post<{ confirmationWarning?: string }>(`${SORTING}/close`, {
      form: { attributes: { transactionDate: 1_700_000_000_000 } },
      operationId,
      sortingId: id,
    });
    expect(closed.body.confirmationWarning).toBe('Sorting closed with 9 items not sorted');
    expect((await api.json<{ status: string }>(`/api/v1/sortings/${id}`)).status).toBe('CLOSED');
    const again = await post<{ confirmationError?: string }>(`${SORTING}/close`, {
      form: {},
      operationId,
      sortingId: id,
    });
    expect(again.body.confirmationError).toMatch(/already closed/);

    const other = await createSorting();
    expect((await post(`${SORTING}/delete`, { sortingId: other, operationId })).status).toBe(200);
    expect((await api.call(`/api/v1/sortings/${other}/originZones`)).status).toBe(404);
  });
});
