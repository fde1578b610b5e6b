/**
 * The shipping records of the sandbox (001 §3 ASN, Parcel, Checklist) and how shipping calls move them (001 §4.1–§4.3):
 * ASNs and parcels are resource records (kinds asns, parcels, checklists); a parcel's content is the list of item ids
 * in its `contentItemIds` field, which the station never reads (it asks parcelContent). Also the small helpers the
 * shipping route modules share (the operation of a call, a parcel by code, a page of rows).
 */
import type { Queryable } from '../db/database.ts';
import type { Context } from 'hono';
import { getRecord, listRecords, replaceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { operationOfType } from './operation-calls.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';

export type Segment = 'inbound' | 'outbound' | 'packing';

export const SEGMENT_TYPES: Record<Segment, string> = { inbound: 'INBOUND', outbound: 'OUTBOUND', packing: 'PACKING' };

/** The status a parcel takes when it is started and when it is confirmed, per segment. */
export const PARCEL_STATUS: Record<Segment, { started: string; confirmed: string }> = {
  inbound: { started: 'IN_INBOUND', confirmed: 'RECEIVED' },
  outbound: { started: 'IN_OUTBOUND', confirmed: 'SENT' },
  packing: { started: 'DRAFT', confirmed: 'PACKED' },
};

/** ASN statuses the shipment can no longer be started from. */
export const CLOSED_ASN = new Set(['RECEIVED', 'SENT', 'FORCE_RECEIVED', 'FORCE_SENT']);

export const contentOf = (parcel: JsonObject): string[] =>
  Array.isArray(parcel.contentItemIds)
    ? parcel.contentItemIds.filter((id): id is string => typeof id === 'string')
    : [];

export async function parcelByCode(db: Queryable, code: string): Promise<ResourceRecord | undefined> {
  return (await listRecords(db, 'parcels', { codes: [code] }))[0];
}

export async function asnByCode(db: Queryable, code: string): Promise<ResourceRecord | undefined> {
  return (await listRecords(db, 'asns', { codes: [code] }))[0];
}

export async function parcelsOfAsn(db: Queryable, asnId: string): Promise<ResourceRecord[]> {
  return listRecords(db, 'parcels', { fields: [{ path: 'asnId', values: [asnId] }] });
}

/** The parcel as the station reads it: its figures, its ASN's codes and places; content ids left out. */
export async function parcelView(db: Queryable, parcel: ResourceRecord): Promise<JsonObject> {
  const { contentItemIds: _content, ...view } = parcel;
  const asn = typeof parcel.asnId === 'string' ? await getRecord(db, 'asns', parcel.asnId) : undefined;
  return {
    ...view,
    parcelEntryQuantity: contentOf(parcel).length || Number(parcel.parcelEntryQuantity ?? 0),
    ...(asn
      ? {
          asn: {
            id: asn.id,
            code: asn.code,
            destinationPlaceId: asn.destinationPlaceId,
            originPlaceId: asn.originPlaceId,
          },
        }
      : {}),
  };
}

/** The ASN as the station reads it: its destination place, and its counters from its parcels when it has any. */
export async function asnView(db: Queryable, asn: ResourceRecord): Promise<JsonObject> {
  const parcels = await parcelsOfAsn(db, asn.id);
  const place =
    typeof asn.destinationPlaceId === 'string' ? await getRecord(db, 'places', asn.destinationPlaceId) : undefined;
  const counted =
    parcels.length === 0
      ? {}
      : {
          expectedParcels: Math.max(Number(asn.expectedParcels ?? 0), parcels.length),
          receivedParcels: parcels.filter((parcel) => ['RECEIVED', 'SENT', 'PACKED'].includes(String(parcel.status)))
            .length,
          detectedCounter: parcels.reduce(
            (sum, parcel) => sum + (contentOf(parcel).length || Number(parcel.parcelEntryQuantity ?? 0)),
            0,
          ),
          expectedCounter: parcels.reduce((sum, parcel) => sum + Number(parcel.checklistExpectedQuantity ?? 0), 0),
        };
  return {
    ...asn,
    ...counted,
    ...(place ? { destinationPlace: { id: place.id, code: place.code, description: place.description } } : {}),
  };
}

/** A checklist with the product records of its product codes (startParcel's answer, 001 §7). */
export async function checklistWithProducts(
  db: Queryable,
  checklistId: string,
): Promise<{ checklist: ResourceRecord; products: ResourceRecord[] } | undefined> {
  const checklist = await getRecord(db, 'checklists', checklistId);
  if (!checklist) return undefined;
  const rows = [
    ...(Array.isArray(checklist.checklistProducts) ? checklist.checklistProducts : []),
    ...(Array.isArray(checklist.checklistItems) ? checklist.checklistItems : []),
  ] as JsonObject[];
  const codes = [...new Set(rows.map((row) => String(row.productCode ?? '')).filter(Boolean))];
  const products = codes.length > 0 ? await listRecords(db, 'products', { codes }) : [];
  return { checklist, products };
}

/** Expected units of a product on a checklist. */
export function expectedOf(checklist: JsonObject | undefined, productCode: string): number {
  if (!checklist) return 0;
  if (checklist.type === 'CHECKLIST_BY_ITEM') {
    const items = Array.isArray(checklist.checklistItems) ? (checklist.checklistItems as JsonObject[]) : [];
    return items.filter((row) => row.productCode === productCode).length;
  }
  const products = Array.isArray(checklist.checklistProducts) ? (checklist.checklistProducts as JsonObject[]) : [];
  return products
    .filter((row) => row.productCode === productCode)
    .reduce((sum, row) => sum + Number(row.quantity ?? 0), 0);
}

export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The operation of a shipping call: of the segment's type (001 §7). */
export const operationOf = (c: Context<ApiEnv>, deps: ApiDeps, segment: Segment, raw: unknown) =>
  operationOfType(c, deps, raw, SEGMENT_TYPES[segment]);

export async function requireParcel(deps: ApiDeps, code: unknown): Promise<ResourceRecord> {
  const parcelCode = text(code);
  if (!parcelCode) throw badRequest('MISSING_PARCEL_CODE', 'parcelCode is required');
  const parcel = await parcelByCode(deps.db, parcelCode);
  if (!parcel) throw notFound(`Parcel ${parcelCode} not found`);
  return parcel;
}

export async function saveParcel(deps: ApiDeps, parcel: ResourceRecord, changes: JsonObject): Promise<ResourceRecord> {
  const next = { ...parcel, ...changes, lastModifyDate: Date.now() } as ResourceRecord;
  await replaceRecord(deps.db, 'parcels', next);
  return next;
}

/** A page of rows as the paginated calls answer (content, totalElements, totalPages). */
export function page<T>(rows: T[], size: number, index: number) {
  return {
    content: rows.slice(index * size, index * size + size),
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
  };
}

export const sizeOf = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? Math.min(number, 1_000_000) : fallback;
};
