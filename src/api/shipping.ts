/**
 * The shipping calls of 001 §7 (INBOUND, OUTBOUND and PACKING under api/v1/operations/{segment}) and the shipping
 * lookups (ASN and parcel by id, parcel content). Answers are parsed here: a list or record of the wrong shape is an
 * ApiError 'malformed', never a half-read value on screen.
 */
import { ApiError } from '../core/api-error.ts';
import { isRecord, memberOf } from '../core/operation-config/raw-values.ts';
import { parseProduct, type DecodedRead, type Product } from '../core/readings/decoded-read.ts';
import {
  parseAsn,
  parsePage,
  parseParcel,
  parseParcelContentEntry,
  type Asn,
  type Page,
  type Parcel,
  type ParcelContentEntry,
} from '../core/shipping/shipment-records.ts';
import type { ApiClient } from './http-client.ts';
import { postDecodedReads } from './item-decode.ts';
import { postConfirm, type ConfirmCallOptions } from './operation-confirm.ts';
import { resources } from './resources.ts';

export type ShippingSegment = 'inbound' | 'outbound' | 'packing';

/** 001 §9: ASN list and ASN parcel pages of 100 from page 0. */
export const shippingPageSize = 100;

const malformed = () => new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });

function parsed<T>(value: T | undefined): T {
  if (value === undefined) throw malformed();
  return value;
}

const base = (segment: ShippingSegment) => `api/v1/operations/${segment}`;

export interface AsnListRequest {
  operationId: string;
  destinationPlaceId: string;
  statuses: readonly string[];
  sort: 'creationDate,desc' | 'creationDate,asc';
  /** The search box's text; left out when blank. */
  likeCodes?: string;
}

/** 001 §7 GET .../asn/list, page 0 of 100 (001 §9), each ASN with its destination place. */
export async function listAsns(api: ApiClient, segment: ShippingSegment, request: AsnListRequest): Promise<Page<Asn>> {
  const likeCodes = request.likeCodes?.trim();
  const answer = await api.get<unknown>(`${base(segment)}/asn/list`, {
    query: {
      operationId: request.operationId,
      destinationPlaceId: request.destinationPlaceId,
      size: shippingPageSize,
      page: 0,
      statuses: [...request.statuses],
      sort: request.sort,
      ...(likeCodes ? { likeCodes } : {}),
    },
  });
  return parsed(parsePage(answer, parseAsn));
}

export interface StartAsnRequest {
  operationId: string;
  asnCode: string;
  destinationPlaceId: string;
  attributes: Readonly<Record<string, unknown>>;
}

/** 001 §7 POST .../startAsn: the started (or created) ASN, with its id. */
export async function startAsn(api: ApiClient, segment: ShippingSegment, request: StartAsnRequest): Promise<Asn> {
  return parsed(parseAsn(await api.post<unknown>(`${base(segment)}/startAsn`, { body: request })));
}

/** 001 §7 GET api/v1/asns/{id}. */
export async function fetchAsn(api: ApiClient, id: string): Promise<Asn> {
  return parsed(parseAsn(await resources(api).asns.get(id)));
}

/** 001 §7 GET api/v1/parcels/{id}. */
export async function fetchParcel(api: ApiClient, id: string): Promise<Parcel> {
  return parsed(parseParcel(await resources(api).parcels.get(id)));
}

export interface AsnParcelsRequest {
  operationId: string;
  asnId: string;
  search?: string;
  /** reverseParcelOrder (001 §7): ascending codes. */
  ascending: boolean;
  /** filterByOperation (001 §7): only this operation's parcels. */
  filterByOperation: boolean;
}

/** 001 §7 GET .../parcelList for an ASN, page 0 of 100. */
export async function listAsnParcels(
  api: ApiClient,
  segment: ShippingSegment,
  request: AsnParcelsRequest,
): Promise<Page<Parcel>> {
  const search = request.search?.trim();
  const answer = await api.get<unknown>(`${base(segment)}/parcelList`, {
    query: {
      asnId: request.asnId,
      size: shippingPageSize,
      page: 0,
      ascCode: request.ascending,
      ...(search ? { search } : {}),
      ...(request.filterByOperation ? { operationId: request.operationId } : {}),
    },
  });
  return parsed(parsePage(answer, parseParcel));
}

/** 001 §7 GET /api/v1/parcels/{parcelId}/parcelContent {operationId, groupedBy}. */
export async function fetchParcelContent(
  api: ApiClient,
  request: { operationId: string; parcelId: string; groupedBy: 'item' | 'product' },
): Promise<ParcelContentEntry[]> {
  const answer = await api.get<unknown>(`api/v1/parcels/${encodeURIComponent(request.parcelId)}/parcelContent`, {
    query: { operationId: request.operationId, groupedBy: request.groupedBy },
  });
  const rows = Array.isArray(answer) ? answer : parsePage(answer, (row) => row)?.content;
  if (!rows) throw malformed();
  return rows.map(parseParcelContentEntry).filter((entry) => entry !== undefined);
}

export interface StartParcelRequest extends Readonly<Record<string, unknown>> {
  operationId: string;
  parcelCode: string;
}

/** 001 §7 POST .../startParcel: the parcel with its code (and its checklist and products when it has one). */
export async function startParcel(
  api: ApiClient,
  segment: ShippingSegment,
  request: StartParcelRequest,
): Promise<Parcel> {
  return parsed(parseParcel(await api.post<unknown>(`${base(segment)}/startParcel`, { body: request })));
}

export interface ShippingDecodeRequest extends Readonly<Record<string, unknown>> {
  operationId: string;
  identifierCodes: readonly string[];
}

/** 001 §7 POST .../batchValidate: form data + operationId + parcelCode + clientPlaceId, the ASN left out. */
export function batchValidateShipping(
  api: ApiClient,
  segment: ShippingSegment,
  request: ShippingDecodeRequest,
): Promise<DecodedRead[]> {
  return postDecodedReads(api, `${base(segment)}/batchValidate`, { body: request, expectBody: true });
}

export type ParcelContentAction = 'INSERT' | 'CLEAR' | 'REMOVE';

/** 001 §7 POST .../updateParcelContent {operationId, itemIds, action, parcelCode}. */
export async function updateParcelContent(
  api: ApiClient,
  segment: ShippingSegment,
  request: { operationId: string; parcelCode: string; action: ParcelContentAction; itemIds: readonly string[] },
): Promise<void> {
  await api.post<unknown>(`${base(segment)}/updateParcelContent`, { body: request });
}

/** 001 §7 POST .../confirmParcel, .../confirmParcel/force or .../confirmParcel/asyncExecution. */
export function confirmParcel(
  api: ApiClient,
  segment: ShippingSegment,
  body: Readonly<Record<string, unknown>>,
  options: ConfirmCallOptions & { force?: boolean },
) {
  const path = `${base(segment)}/confirmParcel`;
  return postConfirm(
    api,
    { sync: options.force ? `${path}/force` : path, async: `${path}/asyncExecution` },
    body,
    options,
  );
}

/** 001 §7 POST .../confirmAsn {operationId, asnCode, attributes {transactionDate}}. */
export async function confirmAsn(
  api: ApiClient,
  segment: ShippingSegment,
  request: { operationId: string; asnCode: string; transactionDate: number },
): Promise<void> {
  await api.post<unknown>(`${base(segment)}/confirmAsn`, {
    body: {
      operationId: request.operationId,
      asnCode: request.asnCode,
      attributes: { transactionDate: request.transactionDate },
    },
  });
}

/** 001 §7 POST .../parcelByIdentifier: the parcel a tag names (code, attributes, asn). */
export async function parcelByIdentifier(
  api: ApiClient,
  segment: ShippingSegment,
  request: { operationId: string; identifiers: readonly { code: string; tid?: string }[]; identifierCode: string },
): Promise<Parcel> {
  return parsed(parseParcel(await api.post<unknown>(`${base(segment)}/parcelByIdentifier`, { body: request })));
}

/**
 * 001 §7 GET .../parcelDetail {operationId, parcelCode}: the parcel of that code, undefined when the server knows none
 * (404); an answer that is not a parcel is 'malformed'.
 */
export async function parcelDetail(
  api: ApiClient,
  segment: ShippingSegment,
  request: { operationId: string; parcelCode: string },
): Promise<Parcel | undefined> {
  let answer: unknown;
  try {
    answer = await api.get<unknown>(`${base(segment)}/parcelDetail`, { query: { ...request } });
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 404) return undefined;
    throw failure;
  }
  return parsed(parseParcel(answer));
}

/** 001 §7 POST .../unpack {operationId, parcelCode, clientPlaceId}. */
export async function unpackParcel(
  api: ApiClient,
  segment: ShippingSegment,
  request: { operationId: string; parcelCode: string; clientPlaceId: string },
): Promise<void> {
  await api.post<unknown>(`${base(segment)}/unpack`, { body: request });
}

/** 001 §7 POST api/v1/operations/packing/{operationId}/startChecklist {field: value}: the checklist and its products. */
export async function startChecklist(
  api: ApiClient,
  operationId: string,
  field: string,
  value: unknown,
): Promise<{ checklist: unknown; products: Product[] }> {
  const answer = await api.post<unknown>(`${base('packing')}/${encodeURIComponent(operationId)}/startChecklist`, {
    body: { [field]: value },
  });
  if (!isRecord(answer) || !isRecord(memberOf(answer, 'checklist'))) throw malformed();
  const products = memberOf(answer, 'products');
  return {
    checklist: memberOf(answer, 'checklist'),
    products: Array.isArray(products)
      ? products.map((product) => parseProduct(product)).filter((product) => product !== undefined)
      : [],
  };
}

/** 001 §7 POST .../confirmChecklist {checklistId}. */
export async function confirmChecklist(api: ApiClient, checklistId: string): Promise<void> {
  await api.post<unknown>(`${base('packing')}/confirmChecklist`, { body: { checklistId } });
}

/** 001 §7 GET .../parcelVersionList {operationId, checklistId, size}: the cartons of a checklist (size 1,000,000, 001 §9). */
export async function listChecklistCartons(
  api: ApiClient,
  operationId: string,
  checklistId: string,
): Promise<Parcel[]> {
  const answer = await api.get<unknown>(`${base('packing')}/parcelVersionList`, {
    query: { operationId, checklistId, size: 1_000_000 },
  });
  return parsed(parsePage(answer, parseParcel)).content;
}

/** 000 §7.1 api/v1/templates/code/{code}: a label template's body. */
export async function fetchTemplateBody(api: ApiClient, code: string): Promise<string> {
  const template = await resources(api).templatesByCode.get(code);
  const body = isRecord(template) ? memberOf(template, 'templateBody') : undefined;
  if (typeof body !== 'string') throw malformed();
  return body;
}
