import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { searchWorkstations } from './workstations.ts';

afterEach(() => vi.unstubAllGlobals());

describe('searchWorkstations()', () => {
  it('[000-7.2-10] [000-9-08] [000-7.1-05] should GET workstations with repeated placeIds and size 500', async () => {
    const { api, urls } = stubbedApi(200, { content: [] });
    await searchWorkstations(api, ['p1', 'p2']);
    expect(urls()).toEqual(['http://api.test/api/v1/workstations?placeIds=p1&placeIds=p2&size=500']);
  });

  it('[000-7.2-11] should read content into workstations, leaving out those without id', async () => {
    const { api } = stubbedApi(200, {
      content: [{ id: 'w1', code: 'WS-1', deviceManagerUrl: 'http://dm' }, { code: 'no-id' }],
    });
    const workstations = await searchWorkstations(api, ['p1']);
    expect(workstations).toMatchObject([{ id: 'w1', code: 'WS-1', deviceManagerUrl: 'http://dm' }]);
  });

  it('should give an empty list when content is not a list', async () => {
    const { api } = stubbedApi(200, { content: 'nope' });
    await expect(searchWorkstations(api, ['p1'])).resolves.toEqual([]);
  });

  it('should not search without place ids', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ id: 'w1' }] });
    await expect(searchWorkstations(api, ['', ''])).resolves.toEqual([]);
    expect(urls()).toEqual([]);
  });

  it('should throw the ApiError of a failed search', async () => {
    const { api } = stubbedApi(403, {});
    await expect(searchWorkstations(api, ['p1'])).rejects.toBeInstanceOf(ApiError);
  });
});
