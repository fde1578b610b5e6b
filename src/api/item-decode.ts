import { parseDecodedReads, type DecodedRead } from '../core/readings/decoded-read.ts';
import { ApiError } from '../core/api-error.ts';
import { configuredDecodeRequest, type ConfiguredDecode } from '../core/readings/configured-decode.ts';
import type { ApiClient, RequestOptions } from './http-client.ts';

/**
 * A decode call: its answer parsed into decoded reads at the boundary, off the main thread where the client can
 * (off-thread/off-thread-fetch.ts).
 */
export async function postDecodedReads(api: ApiClient, path: string, init: RequestOptions): Promise<DecodedRead[]> {
  if (api.postRead) return api.postRead(path, 'decodedReads', init);
  return parseDecodedReads(await api.post<unknown>(path, init));
}

/** 000 §7.3: POST api/v1/items/decode with {itemIdentifierCodes}. */
export function decodeItems(api: ApiClient, codes: readonly string[]): Promise<DecodedRead[]> {
  return postDecodedReads(api, 'api/v1/items/decode', { body: { itemIdentifierCodes: codes }, expectBody: true });
}

/**
 * 000 §7.3-12/13: a decode configured by URL, its payload and the field of the codes (identifierCodes by default). With
 * no URL it fails with 'decodeUrl not set' (000 §8.3) before any call, and the pipeline keeps the reads to retry.
 */
export async function decodeWithConfiguredUrl(
  api: ApiClient,
  config: ConfiguredDecode,
  codes: readonly string[],
): Promise<DecodedRead[]> {
  const request = configuredDecodeRequest(config, codes);
  if (!request.ok)
    throw new ApiError('client', 0, { key: 'errors.title' }, { key: `device.errors.${request.problem}` });
  return postDecodedReads(api, request.url, { body: request.body, expectBody: true });
}

/** 000 §7.3-14 tag info: the configured decode of POST api/v1/operations/tagInfo/batchValidate. */
export const tagInfoDecode = (operationId: string): ConfiguredDecode => ({
  url: 'api/v1/operations/tagInfo/batchValidate',
  payload: { operationId, fetchReplaceIdentifier: false },
});

export const batchValidateTags = (api: ApiClient, operationId: string, codes: readonly string[]) =>
  decodeWithConfiguredUrl(api, tagInfoDecode(operationId), codes);
