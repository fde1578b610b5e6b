import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubbedApi } from '../test-support/api-test-support.ts';
import {
  advancedSearchProducts,
  fetchAttributeMappings,
  fetchItem,
  fetchItemEvents,
  imageUrl,
  searchProductsByCodes,
} from './item-info.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchAttributeMappings()', () => {
  it("[000-7.3-11] [000-3-attrmapping-01] [000-9-09] GETs with {entity, size 200, sort 'order,asc'} and keeps visible ones", async () => {
    const { api, urls } = stubbedApi(200, {
      content: [
        { code: 'qcStatus', entity: 'item', order: 1, visible: true },
        { code: 'hidden', entity: 'item', order: 2, visible: false },
      ],
    });
    const mappings = await fetchAttributeMappings(api, 'item');
    expect(urls()).toEqual(['http://api.test/api/v1/attributeMappings?entity=item&size=200&sort=order,asc']);
    expect(mappings.map((mapping) => mapping.code)).toEqual(['qcStatus']);
  });
});

describe('fetchItemEvents()', () => {
  it('[000-7.3-04] [000-7.3-05] [000-9-12] [000-3-itemevent-01] [000-3-itemevent-02] [000-3-itemevent-03] [000-3-itemevent-04] [000-3-itemevent-05] GETs by item id, size 100, creationDate,DESC, reading each event', async () => {
    const { api, urls } = stubbedApi(200, {
      content: [
        {
          eventType: 'ITEM_CREATED',
          operationLabel: 'ENCODING',
          attributes: { operationPlace: 'Milan' },
          user: { username: 'operator' },
          creationDate: 1700000000000,
        },
      ],
    });
    const events = await fetchItemEvents(api, 'i 1');
    expect(urls()).toEqual(['http://api.test/api/v1/itemEvents/item/i 1?size=100&sort=creationDate,DESC']);
    expect(events).toEqual([
      {
        eventType: 'ITEM_CREATED',
        operationLabel: 'ENCODING',
        operationPlace: 'Milan',
        username: 'operator',
        creationDate: 1700000000000,
      },
    ]);
  });
});

describe('fetchItem()', () => {
  it('[000-7.3-03] GETs the item by id and reads it; an answer that is no item is none', async () => {
    const { api, urls } = stubbedApi(200, {
      id: 'i-1',
      serial: '1000031',
      zone: { id: 'z', code: 'WH-LOM-QUARANTINE', description: 'Quality quarantine' },
      attributes: { qcStatus: 'FAILED' },
    });
    expect(await fetchItem(api, 'i-1')).toMatchObject({
      id: 'i-1',
      serial: '1000031',
      zone: { code: 'WH-LOM-QUARANTINE' },
      attributes: { qcStatus: 'FAILED' },
    });
    expect(urls()).toEqual(['http://api.test/api/v1/items/i-1']);
    const { api: empty } = stubbedApi(200, { message: 'nothing' });
    expect(await fetchItem(empty, 'i-1')).toBeUndefined();
  });
});

describe('searchProductsByCodes()', () => {
  it('[000-7.3-09] searches products by equalCodes', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ code: 'P1' }] });
    expect((await searchProductsByCodes(api, ['P1', 'P2']))[0]?.code).toBe('P1');
    expect(urls()).toEqual(['http://api.test/api/v1/products?equalCodes=P1&equalCodes=P2']);
  });
});

describe('advancedSearchProducts()', () => {
  it('[000-7.3-10] [000-9-14] POSTs api/v1/products/advancedSearch with {codes, limit 50000} and parses the products', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ code: 'P1', description: 'Shirt' }, 'not a product'] });
    const products = await advancedSearchProducts(api, ['P1', 'P2']);
    expect(urls()).toEqual(['http://api.test/api/v1/products/advancedSearch']);
    const [request, init] = vi.mocked(fetch).mock.calls[0] as unknown as [Request | string, RequestInit | undefined];
    const sent: unknown = typeof request === 'string' ? JSON.parse(String(init?.body)) : await request.json();
    expect(sent).toEqual({ codes: ['P1', 'P2'], limit: 50000 });
    expect(products.map((product) => product.code)).toEqual(['P1']);
  });
});

describe('imageUrl()', () => {
  it('[000-7.3-06] is /api/v1/images?imageId={id}&access_token={token}', () => {
    const { api } = stubbedApi(200, {});
    expect(decodeURIComponent(imageUrl(api, 'IMG-P1'))).toBe(
      'http://api.test/api/v1/images?imageId=IMG-P1&access_token=tok',
    );
  });
});
