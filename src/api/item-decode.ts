import { parseDecodedReads, type DecodedRead } from '../core/readings/decoded-read.ts';
import type { ApiClient } from './http-client.ts';

/** 000 §7.3: POST api/v1/items/decode with {itemIdentifierCodes}; the answer is parsed here, at the boundary. */
export async function decodeItems(api: ApiClient, codes: readonly string[]): Promise<DecodedRead[]> {
  const body = await api.post<unknown>('api/v1/items/decode', {
    body: { itemIdentifierCodes: codes },
    expectBody: true,
  });
  return parseDecodedReads(body);
}

/**
 * 000 §7.3 tag info: POST api/v1/operations/tagInfo/batchValidate with {operationId, fetchReplaceIdentifier: false}
 * plus the codes under identifierCodes (the field a configured decode adds by default).
 */
export async function batchValidateTags(
  api: ApiClient,
  operationId: string,
  codes: readonly string[],
): Promise<DecodedRead[]> {
  const body = await api.post<unknown>('api/v1/operations/tagInfo/batchValidate', {
    body: { operationId, fetchReplaceIdentifier: false, identifierCodes: codes },
    expectBody: true,
  });
  return parseDecodedReads(body);
}
