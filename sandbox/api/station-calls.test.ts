import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { stockItems } from '../seed/stock.ts';
import { encodeSgtin96 } from '../seed/sgtin96.ts';
import { VIRGIN_EPC_PREFIX, tagInfoDemoField } from '../seed/demo-fields.ts';
import { TEST_URLS, openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import type { DecodedRead } from './item-decoder.ts';
import type { LoggedUser } from './logged-user.ts';
import { operationCapability } from './operation-capabilities.ts';

interface Page<T = Record<string, unknown>> {
  content: T[];
  totalElements: number;
}

let api: ApiHarness;

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

const loggedUser = (username: string) =>
  api.json<LoggedUser>('/api/v1/users/loggedUser', { token: `valid-${username}` });

describe('000 §7.2 logged user and self-initialization', () => {
  it('000 §3 LoggedUser: operator has the fields, capabilities and places with default workstations', async () => {
    const user = await loggedUser('operator');
    expect(user).toMatchObject({
      id: stableId('users', 'operator'),
      username: 'operator',
      name: 'Mario',
      surname: 'Rossi',
      email: expect.stringContaining('@') as string,
      admin: false,
      pin: '1234',
    });
    expect(user.capabilities).toContain('Resource.Workstation.view');
    expect(user.capabilities).toContain('Operation.Encoding.killTag');
    expect(user.roles[0]).toMatchObject({ code: 'WAREHOUSE_OPERATOR' });
    expect(user.userPlaces.map((place) => place.code)).toEqual(['WH-LOM', 'ST-MIL']);
    expect(user.userPlaces[0]).toMatchObject({ attributes: { default_workstation_code: 'WS-LOM-INBOUND' } });
  });

  it('000 §6: admin holds System.Administration.perform and is admin', async () => {
    const user = await loggedUser('admin');
    expect(user).toMatchObject({ name: 'Giulia', surname: 'Bianchi', admin: true });
    expect(user.capabilities).toEqual(['System.Administration.perform']);
    expect(user.userPlaces).toHaveLength(4);
  });

  it('000 §5 Self-initialization: newcomer has no places; guest has no capabilities', async () => {
    expect((await loggedUser('newcomer')).userPlaces).toEqual([]);
    const guest = await loggedUser('guest');
    expect(guest.capabilities).toEqual([]);
    expect(guest.admin).toBe(false);
  });

  it('000 §7.2: PUT users/self/initUserInfo sets the places and merges the attributes', async () => {
    const placeId = stableId('places', 'ST-ROM');
    const updated = await api.json<LoggedUser>('/api/v1/users/self/initUserInfo', {
      token: 'valid-newcomer',
      method: 'PUT',
      body: { userPlaceIds: [placeId], attributes: { department: 'Retail', badgeNumber: 'B-2001' } },
    });
    expect(updated.userPlaces.map((place) => place.code)).toEqual(['ST-ROM']);
    expect(updated.attributes).toEqual({ department: 'Retail', badgeNumber: 'B-2001' });
    const again = await api.json<LoggedUser>('/api/v1/users/self/initUserInfo', {
      token: 'valid-newcomer',
      method: 'PUT',
      body: { attributes: { badgeNumber: 'B-2002' } },
    });
    expect(again.attributes).toEqual({ department: 'Retail', badgeNumber: 'B-2002' });
    expect(again.userPlaces.map((place) => place.code)).toEqual(['ST-ROM']);
    const unknown = await api.call('/api/v1/users/self/initUserInfo', {
      token: 'valid-newcomer',
      method: 'PUT',
      body: { userPlaceIds: ['no-such-place'] },
    });
    expect(unknown.status).toBe(400);
  });

  it('000 §7.2: attribute definitions for entity user give the self-initialization fields', async () => {
    const definitions = await api.json<Page>('/api/v1/attributeDefinitions?entity=user&size=20');
    expect(definitions.content.map((definition) => definition.code)).toEqual(['department', 'badgeNumber']);
  });
});

describe('000 §7.2 settings, operations and workstations', () => {
  it('000 §3 ApplicationSetting: GET applicationSettings/client answers a list of {code, value}', async () => {
    const settings = await api.json<{ code: string; value: string }[]>('/api/v1/applicationSettings/client');
    expect(settings).toEqual(
      expect.arrayContaining([
        { code: 'useSequentialAntennasTurn', value: 'False' },
        { code: 'showProductImage', value: 'yes' },
        { code: 'userSelfInitializationPolicy', value: 'all' },
      ]),
    );
  });

  const operationsQuery = '/api/v1/operations?clients=station&enabled=true&showUserOperations=true&size=10000';

  it('000 §7.2: operations search answers the enabled operations the user may run', async () => {
    const operator = await api.json<Page>(operationsQuery, { token: 'valid-operator' });
    const admin = await api.json<Page>(operationsQuery, { token: 'valid-admin' });
    const guest = await api.json<Page>(operationsQuery, { token: 'valid-guest' });
    const newcomer = await api.json<Page>(operationsQuery, { token: 'valid-newcomer' });
    expect(operator.totalElements).toBe(23);
    expect(admin.totalElements).toBe(23);
    expect(guest.totalElements).toBe(0);
    const newcomerTypes = new Set(newcomer.content.map((operation) => operation.type));
    expect([...newcomerTypes].sort()).toEqual([
      'INBOUND',
      'INVENTORY',
      'SIMPLE_ITEM_LIST',
      'TAG_INFO',
      'TRANSFER_TO_ZONE',
    ]);
    expect(operationCapability('TAG_INFO')).toBe('Operation.TagInfo.perform');
  });

  it('000 §4.2: workstations by the user places carry the real device-manager URLs', async () => {
    const user = await loggedUser('operator');
    const placeIds = user.userPlaces.map((place) => `placeIds=${place.id}`).join('&');
    const page = await api.json<Page>(`/api/v1/workstations?${placeIds}&size=500`);
    expect(page.content.map((workstation) => workstation.code)).toEqual([
      'WS-LOM-INBOUND',
      'WS-LOM-PACK',
      'WS-LOM-ENC',
      'WS-MIL-01',
    ]);
    for (const workstation of page.content) {
      expect(workstation.deviceManagerUrl).toBe(TEST_URLS.deviceManagerUrl);
      expect(workstation.deviceManagerWebsocket).toBe(TEST_URLS.deviceManagerWebsocket);
      const antennas = workstation.antennas as { reader: { deviceType: string }; zoneId: string }[];
      expect(antennas.length).toBe((workstation.rfidAntennaIds as string[]).length);
    }
    const pack = page.content.find((workstation) => workstation.code === 'WS-LOM-PACK');
    expect(pack).toMatchObject({
      balance: { code: 'BAL-LOM-PACK', settings: { port: 4101 } },
      attributes: { cartonizationUSAPrinterIP: `${TEST_URLS.apiUrl}/printers/PRN-LOM-PACK` },
    });
    const stored = await api.db.query<{ data: { deviceManagerUrl: string } }>(
      "select data from resources where kind = 'workstations' limit 1",
    );
    expect(stored.rows[0]?.data.deviceManagerUrl).toBe('{{deviceManagerUrl}}');
  });

  it('002 §7 Printing: GET templates/code/{code} answers the template, 404 when unknown', async () => {
    const template = await api.json<{ templateBody: string }>('/api/v1/templates/code/ZPL-ITEM-LABEL');
    expect(template.templateBody).toContain('[EPC]');
    expect((await api.call('/api/v1/templates/code/NOPE')).status).toBe(404);
  });
});

describe('000 §7.3 items, products, images', () => {
  const stock = stockItems();
  const first = stock[0];
  const bag = stock.find((item) => item.nfcUid);

  it('000 §7.3: POST items/decode answers one decoded read per code (itemFound, productFound, unknownDecoded, unknown)', async () => {
    const productFound = encodeSgtin96({
      filter: 1,
      companyPrefix: '8054321',
      itemReference: '010001',
      serial: 999999n,
    });
    const foreign = encodeSgtin96({ filter: 1, companyPrefix: '8012345', itemReference: '054321', serial: 1n });
    const reads = await api.json<DecodedRead[]>('/api/v1/items/decode', {
      method: 'POST',
      body: { itemIdentifierCodes: [first?.epc, productFound, foreign, 'NOT-A-TAG', bag?.nfcUid, first?.epc] },
    });
    expect(reads.map((read) => read.decodeResult)).toEqual([
      'itemFound',
      'productFound',
      'unknownDecoded',
      'unknown',
      'itemFound',
    ]);
    expect(reads[0]).toMatchObject({
      identifierCode: first?.epc,
      epc: first?.epc,
      statuses: [],
      detected: 1,
      item: {
        serial: first?.serial,
        product: { code: first?.sku.code },
        zone: { code: 'WH-LOM-STOCK', place: { code: 'WH-LOM' } },
      },
    });
    expect(reads[1]).toMatchObject({
      statuses: ['MISSING_SYSTEM_TAG'],
      item: { fakeItemID: productFound, product: { code: 'TR100-GAB-BEI-40' } },
    });
    expect(reads[1]?.item?.id).toBeUndefined();
    expect(reads[2]).toMatchObject({
      item: { product: { attributes: { ean: { value: expect.stringMatching(/^8012345/) as string } } } },
    });
    expect(reads[3]).toMatchObject({ item: null, statuses: ['INVALID_IDENTIFIER'], epc: null });
    expect(reads[4]).toMatchObject({ epc: null, item: { product: { code: bag?.sku.code } } });
    const bad = await api.call('/api/v1/items/decode', { method: 'POST', body: { codes: 'x' } });
    expect(bad.status).toBe(400);
  });

  it('000 §7.3 tag info: POST operations/tagInfo/batchValidate decodes identifierCodes like items/decode', async () => {
    const reads = await api.json<DecodedRead[]>('/api/v1/operations/tagInfo/batchValidate', {
      method: 'POST',
      body: { operationId: 'op', fetchReplaceIdentifier: false, identifierCodes: [first?.epc, 'NOT-A-TAG'] },
    });
    expect(reads.map((read) => [read.identifierCode, read.decodeResult])).toEqual([
      [first?.epc, 'itemFound'],
      ['NOT-A-TAG', 'unknown'],
    ]);
    const bad = await api.call('/api/v1/operations/tagInfo/batchValidate', {
      method: 'POST',
      body: { identifierCodes: ['x'] },
    });
    expect(bad.status).toBe(400);
  });

  it('000 §2.12: the 500-tag tag info field decodes into known items, products with unknown tags and unknown EANs', async () => {
    const codes = tagInfoDemoField(500)
      .map((tag) => String(tag.epc))
      .filter((epc) => !epc.startsWith(VIRGIN_EPC_PREFIX));
    const reads = await api.json<DecodedRead[]>('/api/v1/operations/tagInfo/batchValidate', {
      method: 'POST',
      body: { operationId: 'op', fetchReplaceIdentifier: false, identifierCodes: codes },
    });
    const counts: Record<string, number> = {};
    for (const read of reads) counts[read.decodeResult] = (counts[read.decodeResult] ?? 0) + 1;
    expect(codes).toHaveLength(450);
    expect(counts).toEqual({ itemFound: stock.length, productFound: 450 - stock.length - 50, unknownDecoded: 50 });
  });

  it('000 §7.3: item by id and its events, size 100, sort creationDate,DESC', async () => {
    const storeItem = stock.find((item) => item.history === 'store');
    const itemId = stableId('items', storeItem?.serial ?? '');
    expect(await api.json(`/api/v1/items/${itemId}`)).toMatchObject({
      id: itemId,
      product: { code: storeItem?.sku.code },
    });
    const events = await api.json<Page>(`/api/v1/itemEvents/item/${itemId}?size=100&sort=creationDate,DESC`);
    expect(events.content.map((event) => event.eventType)).toEqual(['ITEM_RECEIVED', 'ITEM_SHIPPED', 'ITEM_CREATED']);
    expect(events.content[0]).toMatchObject({ operationLabel: 'INBOUND', user: { username: 'operator' } });
  });

  it('000 §7.3: GET items/transfers pages the item transfers', async () => {
    const transfers = await api.json<Page>('/api/v1/items/transfers?asc=false&limit=25&offset=0&orderBy=CREATION_DATE');
    expect(transfers.content.map((transfer) => transfer.code)).toEqual(['TRF-2025-0002', 'TRF-2025-0001']);
    expect(transfers.content[0]).toMatchObject({ destinationZone: { code: 'ST-MIL-SALES' } });
  });

  it('000 §7.3: products by equalCodes and POST products/advancedSearch {codes, limit}', async () => {
    const byCode = await api.json<Page>('/api/v1/products?equalCodes=BG510-LEA-BLK-UNI&equalCodes=BG510-LEA-COG-UNI');
    expect(byCode.totalElements).toBe(2);
    const advanced = await api.json<Page>('/api/v1/products/advancedSearch', {
      method: 'POST',
      body: { codes: ['KN210-CSH-CAM-M', 'NOPE'], limit: 50000 },
    });
    expect(advanced.content.map((product) => product.code)).toEqual(['KN210-CSH-CAM-M']);
    const none = await api.json<Page>('/api/v1/products/advancedSearch', { method: 'POST', body: { codes: [] } });
    expect(none.totalElements).toBe(0);
  });

  it('000 §7.3: GET images?imageId&access_token serves an SVG of the product; unknown ids are 404', async () => {
    const response = await api.call('/api/v1/images?imageId=IMG-TR100-GAB-NAV-42-small&access_token=valid-operator', {
      token: null,
    });
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="160"/);
    expect(svg).toContain('TR100-GAB-NAV-42');
    expect(svg).toContain('#1F2A44');
    expect((await api.call('/api/v1/images?imageId=IMG-NOPE')).status).toBe(404);
  });
});
