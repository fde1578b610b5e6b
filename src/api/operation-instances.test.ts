import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { fetchOperationInstance } from './operation-instances.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchOperationInstance()', () => {
  it('[000-4.10-05] [001-7-shipping-30] gets api/v1/operationInstances/{id}', async () => {
    const { api, urls } = stubbedApi(200, { id: 'inst 1', status: 'CONFIRMED' });
    expect(await fetchOperationInstance(api, 'inst 1')).toEqual({ id: 'inst 1', status: 'CONFIRMED' });
    expect(urls()).toEqual(['http://api.test/api/v1/operationInstances/inst 1']);
  });

  it('an answer that is not an object is malformed', async () => {
    const { api } = stubbedApi(200, ['not', 'an', 'instance']);
    await expect(fetchOperationInstance(api, 'x')).rejects.toMatchObject({ kind: 'malformed' });
  });
});
