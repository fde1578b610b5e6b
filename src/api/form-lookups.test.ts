import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { createFormLookups } from './form-lookups.ts';

afterEach(() => vi.unstubAllGlobals());

describe('createFormLookups().search() (000 §7.4 Form lookups)', () => {
  it('[000-7.4-04] GETs the endpoint with its query and reads content[]', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ id: 'z1' }] });
    const result = await createFormLookups(api).search({
      method: 'GET',
      endpoint: 'api/v1/zones',
      query: { size: 25, enabled: true },
    });
    expect(result).toEqual([{ id: 'z1' }]);
    expect(urls()).toEqual(['http://api.test/api/v1/zones?size=25&enabled=true']);
  });
  it('[000-7.4-09] [000-7.4-11] POSTs an action search and reads the array of options', async () => {
    const { api } = stubbedApi(200, [{ id: 'a' }]);
    const result = await createFormLookups(api).search({
      method: 'POST',
      endpoint: 'api/v1/x',
      query: {},
      body: { size: 25 },
    });
    expect(result).toEqual([{ id: 'a' }]);
  });
  it('[000-7.4-07] a failed lookup gives empty options silently', async () => {
    const { api } = stubbedApi(500, { message: 'boom' });
    await expect(
      createFormLookups(api).search({ method: 'GET', endpoint: 'api/v1/zones', query: {} }),
    ).resolves.toEqual([]);
  });
});
