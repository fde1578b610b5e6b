import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { fetchUserAttributeCodes, saveSelfInitialization, searchPlaces } from './self-initialization.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchUserAttributeCodes()', () => {
  it('[000-2.5-08] [000-7.2-04] [000-9-10] should search attribute definitions with entity user and size 20', async () => {
    const { api, urls } = stubbedApi(200, { content: [] });
    await fetchUserAttributeCodes(api);
    expect(urls()).toEqual(['http://api.test/api/v1/attributeDefinitions?entity=user&size=20']);
  });

  it('[000-2.5-09] [000-7.2-05] should read content[].code once each, leaving out blanks', async () => {
    const { api } = stubbedApi(200, {
      content: [
        { code: 'department' },
        { code: 'badgeNumber' },
        { code: '' },
        { description: 'x' },
        { code: 'department' },
      ],
    });
    await expect(fetchUserAttributeCodes(api)).resolves.toEqual(['department', 'badgeNumber']);
  });

  it('should throw the ApiError of a failed search', async () => {
    const { api } = stubbedApi(500, { message: 'boom' });
    await expect(fetchUserAttributeCodes(api)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('searchPlaces()', () => {
  it('[000-2.5-06] [000-7.4-04] [000-9-11] should GET api/v1/places with the search and size 25', async () => {
    const { api, urls } = stubbedApi(200, { content: [] });
    await searchPlaces(api, ' milano ');
    await searchPlaces(api, '');
    expect(urls()).toEqual([
      'http://api.test/api/v1/places?search=milano&size=25',
      'http://api.test/api/v1/places?size=25',
    ]);
  });

  it('[000-7.4-05] [000-7.4-06] should read id, code and description from content[] or an array', async () => {
    const places = [{ id: 'p1', code: 'ST-MIL', description: 'Store Milano', extra: 1 }, { code: 'no-id' }];
    const expected = [{ id: 'p1', code: 'ST-MIL', description: 'Store Milano' }];
    await expect(searchPlaces(stubbedApi(200, { content: places }).api, 'x')).resolves.toEqual(expected);
    await expect(searchPlaces(stubbedApi(200, places).api, 'x')).resolves.toEqual(expected);
  });

  it('[000-7.4-07] should give no places, silently, when the search fails', async () => {
    const { api } = stubbedApi(500, { message: 'boom' });
    await expect(searchPlaces(api, 'x')).resolves.toEqual([]);
  });
});

describe('saveSelfInitialization()', () => {
  it('[000-7.2-02] should PUT the body to api/v1/users/self/initUserInfo', async () => {
    const { api, urls } = stubbedApi(200, { id: 'u1' });
    await saveSelfInitialization(api, { userPlaceIds: ['p1'], attributes: { department: 'Sales' } });
    expect(urls()).toEqual(['http://api.test/api/v1/users/self/initUserInfo']);
    const [, init] = (fetch as Mock).mock.calls[0] as [unknown, RequestInit];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ userPlaceIds: ['p1'], attributes: { department: 'Sales' } });
  });

  it('[000-7.2-03] should read only success: an empty answer is fine, a failure throws', async () => {
    await expect(saveSelfInitialization(stubbedApi(204).api, { userPlaceIds: ['p1'] })).resolves.toBeUndefined();
    await expect(saveSelfInitialization(stubbedApi(400, {}).api, { userPlaceIds: ['p1'] })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
