/**
 * The encoding calls of 002 §7 (base api/v1/operations/encoding). Answers are parsed at this boundary; an answer of
 * the wrong shape is an ApiError 'malformed', never a half-read association.
 */
import { ApiError } from '../core/api-error.ts';
import {
  parseComputedTags,
  parseCreateResponse,
  parseValidationResponse,
  type ComputedTag,
  type CreateResponse,
  type EncodingIdentifierType,
  type ValidationResponse,
} from '../core/encoding/encoding-records.ts';
import { isRecord } from '../core/guards.ts';
import { parseProduct, type Product } from '../core/readings/decoded-read.ts';
import type { ApiClient } from './http-client.ts';

const base = 'api/v1/operations/encoding';

const malformed = () => new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });

export interface SentIdentifier {
  identifierType: EncodingIdentifierType;
  code?: string;
  tid?: string;
  desiredCode?: string;
  role?: string;
}

/** 002 §3 encodingValidation. */
export interface EncodingValidation {
  identifiers: readonly SentIdentifier[];
  operationId: string;
  placeId: string;
  workstationId: string;
  operationAttributes?: Readonly<Record<string, unknown>>;
  /** A product id or a production order row id. */
  startEntityId?: string;
  startCode?: string;
  itemAttributes?: Readonly<Record<string, unknown>>;
}

function parsed<T>(value: T | undefined): T {
  if (value === undefined) throw malformed();
  return value;
}

/** POST /validate. */
export async function validateEncoding(api: ApiClient, request: EncodingValidation): Promise<ValidationResponse> {
  return parsed(
    parseValidationResponse(await api.post<unknown>(`${base}/validate`, { body: request, expectBody: true })),
  );
}

/** POST /create, or POST /create/force?pin= when the association is forced (002 §4 Create). */
export async function createEncoding(
  api: ApiClient,
  request: EncodingValidation,
  force?: { pin?: string },
): Promise<CreateResponse> {
  const answer = force
    ? await api.post<unknown>(`${base}/create/force`, {
        body: request,
        expectBody: true,
        ...(force.pin !== undefined ? { query: { pin: force.pin } } : {}),
      })
    : await api.post<unknown>(`${base}/create`, { body: request, expectBody: true });
  return parsed(parseCreateResponse(answer));
}

/** POST /computeTags: the EPCs to write. */
export async function computeTags(
  api: ApiClient,
  request: Omit<EncodingValidation, 'placeId'> & { identifiers: readonly SentIdentifier[] },
): Promise<ComputedTag[]> {
  return parsed(parseComputedTags(await api.post<unknown>(`${base}/computeTags`, { body: request, expectBody: true })));
}

/** POST /verify: what the tags read are (item, errors, which may be killed). */
export async function verifyEncoding(api: ApiClient, request: EncodingValidation) {
  const answer = await api.post<unknown>(`${base}/verify`, { body: request, expectBody: true });
  const response = parseValidationResponse(answer);
  if (!response || !isRecord(answer)) throw malformed();
  const tokill = new Set(
    (Array.isArray(answer.identifiers) ? answer.identifiers : [])
      .filter((identifier) => isRecord(identifier) && identifier.tokill === true)
      .map((identifier) => String((identifier as Record<string, unknown>).code ?? '')),
  );
  return { ...response, tokill };
}

/** POST /disassociate {itemId, operationId}: whether the server did it. */
export async function disassociateItem(api: ApiClient, itemId: string, operationId: string): Promise<boolean> {
  const answer = await api.post<unknown>(`${base}/disassociate`, { body: { itemId, operationId } });
  return !isRecord(answer) || answer.success !== false;
}

/** POST /findProduct {code, operationId}: the product; undefined when the server has no configuration for it (400). */
export async function findEncodingProduct(
  api: ApiClient,
  code: string,
  operationId: string,
): Promise<Product | undefined> {
  try {
    return parseProduct(
      await api.post<unknown>(`${base}/findProduct`, { body: { code, operationId }, expectBody: true }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return undefined;
    throw error;
  }
}

/**
 * GET api/v1/encoding {creationDateStart, creationDateEnd, operationId, placeId} (002 §7 encoding records search):
 * how many records the search finds (totalElements).
 */
export async function countEncodingRecords(
  api: ApiClient,
  query: { creationDateStart: string; creationDateEnd: string; operationId: string; placeId: string },
): Promise<number> {
  const answer = await api.get<unknown>('api/v1/encoding', { query: { ...query, size: 1 } });
  const total = isRecord(answer) ? answer.totalElements : undefined;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) throw malformed();
  return total;
}
