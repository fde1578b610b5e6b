/** @vitest-environment node */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openApiHarness, type ApiHarness } from '../../sandbox/api/api-test-harness.ts';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { createApiClient } from './http-client.ts';
import { contentOf, defaultListSort, defaultPage, resourceEndpoints, resources } from './resources.ts';

let sandbox: ApiHarness;
const asked: { method: string; url: URL; body: unknown }[] = [];

beforeAll(async () => {
  sandbox = await openApiHarness();
});
afterAll(async () => {
  await sandbox.db.close();
});
beforeEach(() => {
  asked.length = 0;
  // The station's client, its fetch answered by the sandbox's API app in process.
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    asked.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
    return sandbox.app.request(request);
  });
  return () => vi.unstubAllGlobals();
});

const station = (workstationCode?: string) =>
  resources(createApiClient({ baseUrl: () => 'http://sandbox.test', accessToken: () => 'valid-operator' }), {
    workstationCode: () => workstationCode,
  });

// Only the calls a screen makes today name their requirements (get by id: antennas, balances, inventories; search:
// workstations, printers, places, products, items, attribute mappings and definitions, item events). Paging,
// counting, creating, deleting and bulk writes are built for the kinds to come and tested here without a claim.
describe('the generic resource client (000 §7.1) against the sandbox', () => {
  it('[000-7.1-09] [000-7.1-10] [000-7.1-02] gets by id, searches with params and counts, in JSON', async () => {
    const zones = station().zones;
    const stockId = stableId('zones', 'ST-MIL-STOCK');
    expect(await zones.get(stockId)).toMatchObject({ id: stockId, code: 'ST-MIL-STOCK' });
    const found = await zones.search({ equalCodes: 'ST-MIL-STOCK' });
    expect(found).toEqual([expect.objectContaining({ id: stockId })]);
    expect(await zones.count({ equalCodes: 'ST-MIL-STOCK' })).toBe(1);
    expect(asked.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual([
      `GET /api/v1/zones/${stockId}`,
      'GET /api/v1/zones',
      'GET /api/v1/zones/count',
    ]);
  });

  it('pages with offset 0, size 100, orderBy CREATION_DATE ascending unless told, reading content', async () => {
    const places = station().places;
    const first = await places.page();
    expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({
      offset: '0',
      size: '100',
      orderBy: 'CREATION_DATE',
      asc: 'true',
    });
    expect(first.content.length).toBeGreaterThan(1);
    expect(first.totalElements).toBe(await places.count());
    const second = await places.page({}, { offset: 1, size: 1, asc: false });
    expect(Object.fromEntries(asked[2]!.url.searchParams)).toMatchObject({ offset: '1', size: '1', asc: 'false' });
    expect(second.content).toHaveLength(1);
    expect(defaultPage).toEqual({ offset: 0, size: 100, orderBy: 'CREATION_DATE', asc: true });
    expect(defaultListSort).toBe('creationDate,desc');
  });

  it('creates with the workstation code, bulk creates and updates, deletes', async () => {
    const pallets = station('PACK-1').pallets;
    const created = (await pallets.create({ code: 'PAL-T1', attributes: { colour: 'blue' } })) as { id: string };
    expect(asked[0]!.body).toEqual({ code: 'PAL-T1', attributes: { colour: 'blue', workstationCode: 'PACK-1' } });
    expect(await pallets.get(created.id)).toMatchObject({ attributes: { workstationCode: 'PACK-1', colour: 'blue' } });

    const more = (await pallets.bulkCreate([{ code: 'PAL-T2' }, { code: 'PAL-T3' }])) as { id: string }[];
    expect(more).toHaveLength(2);
    await pallets.bulkUpdate(more.map(({ id }) => ({ id, description: 'checked' })));
    expect(await pallets.search({ equalCodes: ['PAL-T2', 'PAL-T3'] })).toEqual([
      expect.objectContaining({ code: 'PAL-T2', description: 'checked' }),
      expect.objectContaining({ code: 'PAL-T3', description: 'checked' }),
    ]);

    await pallets.remove(created.id);
    await expect(pallets.get(created.id)).rejects.toMatchObject({ kind: 'notFound', status: 404 });
    expect(asked.map(({ method, url }) => `${method} ${url.pathname}`)).toContain(
      `DELETE /api/v1/pallets/${created.id}`,
    );
  });

  it('reaches every resource endpoint of the documents', async () => {
    const all = station();
    for (const name of [
      'asns',
      'places',
      'printers',
      'checklists',
      'enumerationValues',
      'rfidAntennas',
      'zones',
      'pallets',
      'balances',
      'encoding',
      'productionOrders',
      'productionOrderRows',
      'sortingGroups',
      'sortingGroupEntries',
      'sortingGroupReads',
      'operations',
      'itemConfigurations',
    ] as const) {
      await expect(all[name].search({ size: 1 }), name).resolves.toEqual(expect.any(Array));
    }
    expect(resourceEndpoints.itemEventsOfItem).toBe('api/v1/itemEvents/item');
    expect(resourceEndpoints.templatesByCode).toBe('api/v1/templates/code');
  });
});

describe('contentOf()', () => {
  it('reads a page, a bare list, and nothing else', () => {
    expect(contentOf({ content: [1] })).toEqual([1]);
    expect(contentOf([2])).toEqual([2]);
    expect(contentOf({ content: 'x' })).toEqual([]);
    expect(contentOf(null)).toEqual([]);
  });
});
