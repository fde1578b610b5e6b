import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDatabase, seedIfEmpty } from '../seed/seed-database.ts';
import { stableId } from '../seed/seed-references.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import { RESOURCE_KINDS } from './resource-catalogue.ts';

interface Page {
  content: Record<string, unknown>[];
  totalElements: number;
  totalPages: number;
  offset: number;
  size: number;
}

const codes = (page: Page) => page.content.map((record) => record.code);

let api: ApiHarness;

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

describe('000 §6 authorization on every /api call', () => {
  it('000 §8.1: answers 401 Not authorized without a token', async () => {
    const response = await api.call('/api/v1/zones', { token: null });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Not authorized' });
  });

  it('000 §8.1: answers 401 Not authorized with a bad token or a token of an unknown user', async () => {
    expect((await api.call('/api/v1/users/loggedUser', { token: 'forged' })).status).toBe(401);
    expect((await api.call('/api/v1/users/loggedUser', { token: 'valid-nobody' })).status).toBe(401);
  });

  it('000 §7.3: takes ?access_token= only on the image and SSE routes', async () => {
    const image = await api.call('/api/v1/images?imageId=IMG-TR100-GAB-BEI-40&access_token=valid-operator', {
      token: null,
    });
    expect(image.status).toBe(200);
    const zones = await api.call('/api/v1/zones?access_token=valid-operator', { token: null });
    expect(zones.status).toBe(401);
  });

  it('000 §8.1: a 401 carries the CORS headers, so the browser sees the status and not a connection error', async () => {
    const response = await api.call('/api/v1/users/loggedUser', {
      token: null,
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5173');
  });

  it('answers CORS preflights for a localhost origin without a token', async () => {
    const response = await api.app.request('/api/v1/zones', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization');
    const foreign = await api.app.request('/api/v1/zones', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.com' },
    });
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('000 §7.1 generic resource calls', () => {
  it('000 §7.1: serves every resource of the catalogue (search answers a page)', async () => {
    for (const kind of RESOURCE_KINDS) {
      const page = await api.json<Page>(`/api/v1/${kind.path}?size=1`);
      expect(page, kind.path).toMatchObject({ offset: 0, size: 1 });
      expect(Array.isArray(page.content), kind.path).toBe(true);
    }
  });

  it('000 §7.1, §9: search pages with offset and size and returns content, defaults offset 0 size 100', async () => {
    const all = await api.json<Page>('/api/v1/products');
    expect(all).toMatchObject({ offset: 0, size: 100, totalElements: 33 });
    expect(all.content).toHaveLength(33);
    const second = await api.json<Page>('/api/v1/products?offset=10&size=5');
    expect(second).toMatchObject({ offset: 10, size: 5, totalElements: 33, totalPages: 7 });
    expect(codes(second)).toEqual(codes(all).slice(10, 15));
    const limited = await api.json<Page>('/api/v1/products?limit=3');
    expect(limited.content).toHaveLength(3);
  });

  it('000 §9: orders by CREATION_DATE ascending by default; orderBy/asc and sort=field,desc change it', async () => {
    const ascending = await api.json<Page>('/api/v1/zones');
    const dates = ascending.content.map((zone) => Number(zone.creationDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const descending = await api.json<Page>('/api/v1/zones?orderBy=CREATION_DATE&asc=false');
    expect(codes(descending)).toEqual(codes(ascending).reverse());
    const byCode = await api.json<Page>('/api/v1/zones?sort=code,desc');
    expect(codes(byCode)).toEqual([...codes(ascending)].sort().reverse());
    const mappings = await api.json<Page>('/api/v1/attributeMappings?entity=product&size=200&sort=order,asc');
    const orders = mappings.content.map((mapping) => Number(mapping.order));
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(mappings.content.every((mapping) => mapping.entity === 'product')).toBe(true);
  });

  it('000 §7.1: GET {ep}/{id} answers the record, 404 with a message when absent', async () => {
    const id = stableId('places', 'ST-MIL');
    expect(await api.json(`/api/v1/places/${id}`)).toMatchObject({ id, code: 'ST-MIL', type: 'STORE' });
    const missing = await api.call('/api/v1/places/no-such-id');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: 'places no-such-id not found' });
    expect((await api.call('/api/v1/unicorns')).status).toBe(404);
  });

  it('000 §7.1: GET {ep}/count answers a number and honours the filters', async () => {
    expect(await api.json('/api/v1/places/count')).toBe(5);
    expect(await api.json('/api/v1/places/count?type=STORE')).toBe(3);
  });

  it('000 §7.1: POST {ep} creates with a server id and epoch-ms dates, adding attributes.workstationCode', async () => {
    const before = Date.now();
    const created = await api.json<Record<string, unknown>>('/api/v1/pallets', {
      method: 'POST',
      body: { id: 'client-id', code: 'PAL-T-1', description: 'Test pallet', attributes: { note: 'x' } },
      headers: { 'X-Workstation-Code': 'WS-LOM-PACK' },
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.id).not.toBe('client-id');
    expect(Number(created.creationDate)).toBeGreaterThanOrEqual(before);
    expect(created.lastModifyDate).toBe(created.creationDate);
    expect(created.attributes).toEqual({ note: 'x', workstationCode: 'WS-LOM-PACK' });
    expect(await api.json(`/api/v1/pallets/${String(created.id)}`)).toEqual(created);
    const fromBody = await api.json<Record<string, unknown>>('/api/v1/pallets', {
      method: 'POST',
      body: { code: 'PAL-T-2', attributes: { workstationCode: 'WS-MIL-01' } },
      headers: { 'X-Workstation-Code': 'WS-LOM-PACK' },
    });
    expect(fromBody.attributes).toEqual({ workstationCode: 'WS-MIL-01' });
  });

  it('000 §7.1: DELETE {ep}/{id} removes the record; deleting again is 404', async () => {
    const created = await api.json<{ id: string }>('/api/v1/enumerationvalues', {
      method: 'POST',
      body: { code: 'TMP', enumerationCode: 'TEST' },
    });
    expect((await api.call(`/api/v1/enumerationvalues/${created.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await api.call(`/api/v1/enumerationvalues/${created.id}`)).status).toBe(404);
    expect((await api.call(`/api/v1/enumerationvalues/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('000 §7.1: POST {ep}/bulkCreate takes an array and answers the created records', async () => {
    const created = await api.json<Record<string, unknown>[]>('/api/v1/checklists/bulkCreate', {
      method: 'POST',
      body: [
        { code: 'CHK-T-1', type: 'CHECKLIST_BY_PRODUCT' },
        { code: 'CHK-T-2', type: 'CHECKLIST_BY_ITEM' },
      ],
    });
    expect(created.map((record) => record.code)).toEqual(['CHK-T-1', 'CHK-T-2']);
    expect(new Set(created.map((record) => record.id)).size).toBe(2);
    expect(codes(await api.json<Page>('/api/v1/checklists?codes=CHK-T-1,CHK-T-2'))).toEqual(['CHK-T-1', 'CHK-T-2']);
  });

  it('000 §7.1: POST {ep}/bulkUpdate merges each object into the record with its id', async () => {
    const [first, second] = await api.json<Record<string, unknown>[]>('/api/v1/pallets/bulkCreate', {
      method: 'POST',
      body: [
        { code: 'PAL-U-1', status: 'OPEN', attributes: { a: '1' } },
        { code: 'PAL-U-2', status: 'OPEN' },
      ],
    });
    const updated = await api.json<Record<string, unknown>[]>('/api/v1/pallets/bulkUpdate', {
      method: 'POST',
      body: [
        { id: first?.id, status: 'CLOSED', attributes: { b: '2' } },
        { id: second?.id, description: 'Second' },
      ],
    });
    expect(updated[0]).toMatchObject({ code: 'PAL-U-1', status: 'CLOSED', attributes: { a: '1', b: '2' } });
    expect(updated[0]?.creationDate).toBe(first?.creationDate);
    expect(updated[1]).toMatchObject({ code: 'PAL-U-2', status: 'OPEN', description: 'Second' });
    const unknown = await api.call('/api/v1/pallets/bulkUpdate', {
      method: 'POST',
      body: [{ id: 'nope', status: 'X' }],
    });
    expect(unknown.status).toBe(404);
    const withoutId = await api.call('/api/v1/pallets/bulkUpdate', { method: 'POST', body: [{ status: 'X' }] });
    expect(withoutId.status).toBe(400);
  });

  it('000 §8.1: rejects bad JSON and wrong body shapes with 400 {errorCode, messageCode, message}', async () => {
    const badJson = await api.call('/api/v1/pallets', { method: 'POST', body: '{"code": ' });
    expect(badJson.status).toBe(400);
    expect(await badJson.json()).toMatchObject({ errorCode: 'INVALID_JSON', messageCode: 'invalid_json' });
    const notArray = await api.call('/api/v1/pallets/bulkCreate', { method: 'POST', body: { code: 'x' } });
    expect(notArray.status).toBe(400);
    expect(((await notArray.json()) as { message: string }).message).toContain('JSON array');
    expect((await api.call('/api/v1/pallets?size=0')).status).toBe(400);
  });
});

describe('000 §7.1, §7.4 search filters (search-filters.ts rule)', () => {
  const placeId = stableId('places', 'WH-LOM');

  it('filters ids and codes given as repeated keys or comma-separated', async () => {
    const ids = [stableId('places', 'ST-MIL'), stableId('places', 'ST-ROM')];
    expect(codes(await api.json<Page>(`/api/v1/places?ids=${ids[0]}&ids=${ids[1]}`))).toEqual(['ST-MIL', 'ST-ROM']);
    expect(codes(await api.json<Page>(`/api/v1/places?ids=${ids.join(',')}`))).toEqual(['ST-MIL', 'ST-ROM']);
    expect(codes(await api.json<Page>('/api/v1/products?equalCodes=SN720-NAP-WHT-42'))).toEqual(['SN720-NAP-WHT-42']);
  });

  it('001 §7: zone choices by type and placeId, and check zones by place.labels', async () => {
    const stock = await api.json<Page>(`/api/v1/zones?type=STOCK&placeId=${placeId}&enabled=true`);
    expect(codes(stock)).toEqual(['WH-LOM-STOCK', 'WH-LOM-QUARANTINE']);
    const storeZones = await api.json<Page>('/api/v1/zones?type=STOCK&place.labels=STORE&size=1000');
    expect(storeZones.totalElements).toBe(6);
    expect(stock.content[0]).toMatchObject({ place: { code: 'WH-LOM' } });
  });

  it('000 §7.1: search is a case-insensitive substring of code or description', async () => {
    expect(codes(await api.json<Page>('/api/v1/places?search=montenap'))).toEqual(['ST-MIL']);
    expect(codes(await api.json<Page>('/api/v1/places?search=st-par'))).toEqual(['ST-PAR']);
  });

  it('002 §7: production order rows by equalProductionOrderCodes and equalCodes, with product attached', async () => {
    const rows = await api.json<Page>(
      '/api/v1/productionOrderRows?equalProductionOrderCodes=PO-2025-0042&equalCodes=020',
    );
    expect(rows.content).toHaveLength(1);
    expect(rows.content[0]).toMatchObject({
      code: '020',
      productionOrder: { code: 'PO-2025-0042' },
      product: { code: 'KN210-CSH-GRM-M' },
    });
    const bySku = await api.json<Page>('/api/v1/productionOrderRows?equalProductCodes=TR100-GAB-NAV-42');
    expect(bySku.content).toHaveLength(1);
  });

  it('002 §7: items by identifierCodes (an item identifier code) with product and zone', async () => {
    const [item] = (await api.json<Page>('/api/v1/items?size=1')).content;
    const identifiers = item?.identifiers as { code: string }[];
    const found = await api.json<Page>(`/api/v1/items?identifierCodes=${identifiers[0]?.code}`);
    expect(found.content).toHaveLength(1);
    expect(found.content[0]).toMatchObject({
      id: item?.id,
      product: { code: 'TR100-GAB-BEI-40' },
      zone: { code: 'WH-LOM-STOCK' },
    });
  });

  it('001 §7: statuses, xxxIds lists and attribute values', async () => {
    const open = await api.json<Page>('/api/v1/inventories?statuses=OPEN,POPULATING');
    expect(codes(open)).toEqual(['INV-2025-LOM-01', 'INV-2025-LOM-02', 'INV-2025-MIL-01', 'INV-2025-ROM-01']);
    const sortingId = stableId('sortings', 'SRT-2025-0007');
    expect(
      (await api.json<Page>(`/api/v1/sortinggroups?size=99999&sortingId=${sortingId}&originZoneFilter=x`))
        .totalElements,
    ).toBe(2);
    const groupIds = [stableId('sortinggroups', 'SRT-2025-0007/ST-MIL')];
    expect((await api.json<Page>(`/api/v1/sortinggroupentries?sortingGroupIds=${groupIds[0]}`)).totalElements).toBe(2);
    expect((await api.json<Page>('/api/v1/products?category=BAG')).totalElements).toBe(2);
    expect((await api.json<Page>('/api/v1/places?type=NOWHERE')).totalElements).toBe(0);
  });
});

describe('demo data loading (seed-database.ts)', () => {
  it('seedIfEmpty leaves a database that has data alone', async () => {
    expect(await seedIfEmpty(api.db)).toBe(false);
  });

  it('resetDatabase drops what was created and loads the demo data again', async () => {
    await api.json('/api/v1/pallets', { method: 'POST', body: { code: 'PAL-GONE' } });
    await resetDatabase(api.db);
    expect(await api.json('/api/v1/pallets/count')).toBe(1);
    expect(await api.json('/api/v1/products/count')).toBe(33);
    expect(await api.json('/api/v1/places/count')).toBe(5);
  });
});

describe('000 §7.2 workstations that name their devices by id (test switch referencesByIdOnly)', () => {
  it('serves the workstations with only rfidAntennaIds and balanceId while the switch is on, and the antennas by id', async () => {
    const search = () => api.json<Page>('/api/v1/workstations?size=500');
    const pack = (page: Page) => page.content.find((record) => record.code === 'WS-LOM-PACK')!;
    expect(pack(await search())).toHaveProperty('antennas');
    await api.call('/control/faults/workstations.search', {
      method: 'PUT',
      body: { referencesByIdOnly: true },
      token: null,
    });
    try {
      const bare = pack(await search());
      expect(bare).not.toHaveProperty('antennas');
      expect(bare).not.toHaveProperty('balance');
      const [antennaId] = bare.rfidAntennaIds as string[];
      expect(await api.json(`/api/v1/rfidAntennas/${antennaId}`)).toMatchObject({ id: antennaId });
      expect(await api.json(`/api/v1/balances/${String(bare.balanceId)}`)).toMatchObject({ code: 'BAL-LOM-PACK' });
    } finally {
      await api.call('/control/faults/workstations.search', { method: 'DELETE', token: null });
    }
  });
});
