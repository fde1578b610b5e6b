/**
 * The simple parcel list calls of 001 §7 (api/v1/operations/simpleParcelList): the decode of read identifiers into
 * parcels, a shipment's parcels, the user PIN check of a forced parcel and the save. Answers are parsed here.
 */
import { ApiError } from '../core/api-error.ts';
import type { ConfirmAnswer } from '../core/confirmation/confirm-machine.ts';
import { isRecord } from '../core/guards.ts';
import type { ParcelDecode } from '../core/parcel-list/parcel-list.ts';
import type { ApiClient } from './http-client.ts';
import { postConfirm, type ConfirmCallOptions } from './operation-confirm.ts';

const base = 'api/v1/operations/simpleParcelList';
/** 001 §9: a shipment's parcel list, size 1000, page 0. */
export const asnParcelListSize = 1000;

const malformed = () => new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** One entry of the decode map: {item, parcelCode, asn.code} (and unexpected), for the identifier it is keyed by. */
export function parseParcelDecode(identifierCode: string, value: unknown): ParcelDecode {
  const entry = isRecord(value) ? value : {};
  const asn = isRecord(entry.asn) ? entry.asn : {};
  const unexpected = entry.unexpected;
  return {
    identifierCode,
    hasItem: isRecord(entry.item),
    parcelCode: text(entry.parcelCode),
    asnCode: text(asn.code),
    unexpected: unexpected === true || (typeof unexpected === 'number' && unexpected > 0),
  };
}

/** 001 §7 POST .../batchDecodeParcelList {identifierCodes, operationId, form}: the decodes in the order asked. */
export async function decodeParcelList(
  api: ApiClient,
  request: {
    identifierCodes: readonly string[];
    operationId: string;
    form: Record<string, unknown>;
    clientPlaceId: string;
  },
): Promise<ParcelDecode[]> {
  const answer = await api.post<unknown>(`${base}/batchDecodeParcelList`, {
    body: { ...request, identifierCodes: [...request.identifierCodes] },
    expectBody: true,
  });
  if (!isRecord(answer)) throw malformed();
  return request.identifierCodes.map((code) => parseParcelDecode(code, answer[code]));
}

/** 001 §7 GET .../parcelList by shipment: size 1000, page 0, desc, filter true; the parcels' codes. */
export async function fetchAsnParcelCodes(api: ApiClient, asnCode: string): Promise<string[]> {
  const page = await api.get<unknown>(`${base}/parcelList`, {
    query: { asnCode, size: asnParcelListSize, page: 0, sort: 'desc', filter: true },
  });
  const content = isRecord(page) ? page.content : undefined;
  if (!Array.isArray(content)) throw malformed();
  return content.flatMap((parcel) => (isRecord(parcel) && text(parcel.code) ? [text(parcel.code)] : []));
}

/** The user's PIN checked before a parcel is forced; a wrong one fails with the server's 'User PIN invalid'. */
export async function checkUserPin(api: ApiClient, operationId: string, pin: string): Promise<void> {
  await api.post<unknown>(`${base}/checkPin`, { body: { operationId, pin } });
}

export interface ParcelListSave {
  form: Record<string, unknown>;
  operationId: string;
  operationPlaceId: string;
  parcelCodes: string[];
  forcedParcelCodes: string[];
  /** The PIN that forced parcels, checked again by the server. */
  pin?: string;
}

/** 001 §7 save {form, operationId, operationPlaceId, parcelCodes[]} (+ forced parcels and their PIN). */
export function saveParcelList(
  api: ApiClient,
  save: ParcelListSave,
  options: ConfirmCallOptions,
): Promise<ConfirmAnswer> {
  return postConfirm(api, { sync: `${base}/save`, async: `${base}/save/asyncExecution` }, save, options);
}
