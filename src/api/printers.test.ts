import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { searchPrinters } from './printers.ts';

afterEach(() => vi.unstubAllGlobals());

describe('searchPrinters() (000 §7.1 api/v1/printers)', () => {
  it('[000-7.1-05] should GET the printers of the places, reading content', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ id: 'p1', code: 'PRN-1', ip: 'http://10.0.0.5' }, {}] });
    await expect(searchPrinters(api, ['pl1', 'pl2'])).resolves.toEqual([
      { id: 'p1', code: 'PRN-1', description: 'PRN-1', ip: 'http://10.0.0.5' },
    ]);
    expect(urls()).toEqual(['http://api.test/api/v1/printers?placeIds=pl1&placeIds=pl2&size=100']);
  });

  it('should not search without places', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ id: 'p1', code: 'PRN-1' }] });
    await expect(searchPrinters(api, [])).resolves.toEqual([]);
    expect(urls()).toEqual([]);
  });

  it('should throw the ApiError of a failed search', async () => {
    const { api } = stubbedApi(500, { message: 'down' });
    await expect(searchPrinters(api, ['pl1'])).rejects.toBeInstanceOf(ApiError);
  });
});
