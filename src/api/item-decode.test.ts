import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { DecodedReadsFormatError } from '../core/readings/decoded-read.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { batchValidateTags, decodeItems, decodeWithConfiguredUrl } from './item-decode.ts';

afterEach(() => vi.unstubAllGlobals());

function bodies() {
  const fetchMock = vi.mocked(fetch);
  return fetchMock.mock.calls.map((call) => {
    const [request, init] = call as unknown as [Request | string, RequestInit | undefined];
    return typeof request === 'string' ? (JSON.parse(String(init?.body)) as unknown) : request;
  });
}

describe('decodeItems()', () => {
  it('[000-7.3-01] POSTs api/v1/items/decode with {itemIdentifierCodes} and parses the reads', async () => {
    const { api, urls } = stubbedApi(200, [{ identifierCode: 'E1', statuses: [], item: { id: 'i' } }]);
    const reads = await decodeItems(api, ['E1']);
    expect(urls()).toEqual(['http://api.test/api/v1/items/decode']);
    expect(reads[0]).toMatchObject({ identifierCode: 'E1', decodeResult: 'itemFound' });
  });
  it('refuses an answer that is not a list', async () => {
    const { api } = stubbedApi(200, { what: 1 });
    await expect(decodeItems(api, ['E1'])).rejects.toBeInstanceOf(DecodedReadsFormatError);
  });
});

describe('batchValidateTags()', () => {
  it('[000-7.3-14] [000-2.12-02] POSTs tagInfo/batchValidate with {operationId, fetchReplaceIdentifier: false}', async () => {
    const { api, urls } = stubbedApi(200, []);
    await batchValidateTags(api, 'op-1', ['E1', 'E2']);
    expect(urls()).toEqual(['http://api.test/api/v1/operations/tagInfo/batchValidate']);
    const [sent] = bodies();
    expect(sent instanceof Request ? await sent.json() : sent).toEqual({
      operationId: 'op-1',
      fetchReplaceIdentifier: false,
      identifierCodes: ['E1', 'E2'],
    });
  });
  it('throws the ApiError of a failed call', async () => {
    const { api } = stubbedApi(500, { message: 'down' });
    await expect(batchValidateTags(api, 'op', ['E'])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('decodeWithConfiguredUrl()', () => {
  it('[000-7.3-12] [000-7.3-13] POSTs the configured URL with its payload and the codes in the configured field', async () => {
    const { api, urls } = stubbedApi(200, [{ identifierCode: 'E1', statuses: [], item: { id: 'i' } }]);
    const reads = await decodeWithConfiguredUrl(
      api,
      { url: 'api/v1/erp/decode', payload: { plant: 'P1' }, field: 'epcList' },
      ['E1'],
    );
    expect(urls()).toEqual(['http://api.test/api/v1/erp/decode']);
    const [sent] = bodies();
    expect(sent instanceof Request ? await sent.json() : sent).toEqual({ plant: 'P1', epcList: ['E1'] });
    expect(reads[0]).toMatchObject({ identifierCode: 'E1', decodeResult: 'itemFound' });
  });
  it("fails with 'decodeUrl not set' (000 §8.3) and calls nothing when no URL is configured", async () => {
    const { api, urls } = stubbedApi(200, []);
    const failure = decodeWithConfiguredUrl(api, { url: '' }, ['E1']);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ detail: { key: 'device.errors.decodeUrlNotSet' } });
    expect(urls()).toEqual([]);
  });
});
