/**
 * The shipping records the station shows (001 §3 ASN, Parcel, Parcel content entry), parsed at the boundary: a value
 * of the wrong type is left out, a record without its id or code is not a record.
 */
import { isRecord, memberOf } from '../operation-config/raw-values.ts';
import { parseItem, parseProduct, type Item, type Product } from '../readings/decoded-read.ts';

export interface PlaceRef {
  id: string;
  code?: string;
  description?: string;
}

/** 001 §3 ASN (shipment). */
export interface Asn {
  id: string;
  code: string;
  status: string;
  originPlaceId?: string;
  destinationPlaceId?: string;
  destinationPlace?: PlaceRef;
  creationDate?: number;
  shippingDate?: number;
  receivedParcels?: number;
  expectedParcels?: number;
  detectedCounter?: number;
  expectedCounter?: number;
  attributes: Record<string, unknown>;
}

/** 001 §3 Parcel. */
export interface Parcel {
  id: string;
  code: string;
  description?: string;
  status: string;
  parcelEntryQuantity?: number;
  parcelUnexpectedQuantity?: number;
  checklistExpectedQuantity?: number;
  checklistId?: string;
  asn?: { id?: string; code: string; destinationPlaceId?: string; originPlaceId?: string };
  operationPlaceId?: string;
  attributes: Record<string, unknown>;
  /** The checklist the server answered with the parcel (startParcel), as it came: read it with parseChecklist. */
  checklist?: unknown;
  /** The checklist's products, when the server answered them. */
  products?: Product[];
}

/** 001 §3 Parcel content entry: a product (grouped by product) or an item (grouped by item) with its figures. */
export interface ParcelContentEntry {
  key: string;
  product?: Product;
  item?: Item;
  identifierCode?: string;
  detected: number;
  expected: number;
  unexpected: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const textOrNumber = (value: unknown) => text(value) ?? (typeof value === 'number' ? String(value) : undefined);

function definedOnly<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

const attributesOf = (raw: Readonly<Record<string, unknown>>) => {
  const attributes = memberOf(raw, 'attributes');
  return isRecord(attributes) ? { ...attributes } : {};
};

function parsePlaceRef(value: unknown): PlaceRef | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOrNumber(memberOf(value, 'id'));
  if (!id) return undefined;
  return definedOnly({ id, code: text(memberOf(value, 'code')), description: text(memberOf(value, 'description')) });
}

export function parseAsn(value: unknown): Asn | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOrNumber(memberOf(value, 'id'));
  const code = text(memberOf(value, 'code'));
  if (!id || !code) return undefined;
  return definedOnly({
    id,
    code,
    status: text(memberOf(value, 'status')) ?? '',
    originPlaceId: textOrNumber(memberOf(value, 'originPlaceId')),
    destinationPlaceId: textOrNumber(memberOf(value, 'destinationPlaceId')),
    destinationPlace: parsePlaceRef(memberOf(value, 'destinationPlace')),
    creationDate: count(memberOf(value, 'creationDate')),
    shippingDate: count(memberOf(value, 'shippingDate')),
    receivedParcels: count(memberOf(value, 'receivedParcels')),
    expectedParcels: count(memberOf(value, 'expectedParcels')),
    detectedCounter: count(memberOf(value, 'detectedCounter')),
    expectedCounter: count(memberOf(value, 'expectedCounter')),
    attributes: attributesOf(value),
  });
}

function parseParcelAsn(value: unknown): Parcel['asn'] {
  if (!isRecord(value)) return undefined;
  const code = text(memberOf(value, 'code'));
  if (!code) return undefined;
  return definedOnly({
    id: textOrNumber(memberOf(value, 'id')),
    code,
    destinationPlaceId: textOrNumber(memberOf(value, 'destinationPlaceId')),
    originPlaceId: textOrNumber(memberOf(value, 'originPlaceId')),
  });
}

export function parseParcel(value: unknown): Parcel | undefined {
  if (!isRecord(value)) return undefined;
  const code = text(memberOf(value, 'code'));
  if (!code) return undefined;
  const products = memberOf(value, 'products');
  const checklist = memberOf(value, 'checklist');
  return definedOnly({
    id: textOrNumber(memberOf(value, 'id')) ?? '',
    code,
    description: text(memberOf(value, 'description')),
    status: text(memberOf(value, 'status')) ?? '',
    parcelEntryQuantity: count(memberOf(value, 'parcelEntryQuantity')),
    parcelUnexpectedQuantity: count(memberOf(value, 'parcelUnexpectedQuantity')),
    checklistExpectedQuantity: count(memberOf(value, 'checklistExpectedQuantity')),
    checklistId: textOrNumber(memberOf(value, 'checklistId')),
    asn: parseParcelAsn(memberOf(value, 'asn')),
    operationPlaceId: textOrNumber(memberOf(value, 'operationPlaceId')),
    attributes: attributesOf(value),
    checklist: isRecord(checklist) ? checklist : undefined,
    products: Array.isArray(products)
      ? products.map((product) => parseProduct(product)).filter((product) => product !== undefined)
      : undefined,
  });
}

export function parseParcelContentEntry(value: unknown, index: number): ParcelContentEntry | undefined {
  if (!isRecord(value)) return undefined;
  const item = isRecord(memberOf(value, 'item')) ? (parseItem(memberOf(value, 'item')) ?? undefined) : undefined;
  const product = parseProduct(memberOf(value, 'product')) ?? item?.product ?? undefined;
  if (!product && !item) return undefined;
  const identifierCode = text(memberOf(value, 'identifierCode'));
  return definedOnly({
    key: item?.id ?? identifierCode ?? product?.code ?? String(index),
    product,
    item,
    identifierCode,
    detected: count(memberOf(value, 'detected')) ?? 0,
    expected: count(memberOf(value, 'expected')) ?? 0,
    unexpected: count(memberOf(value, 'unexpected')) ?? 0,
  });
}

/** A paginated answer (000 §7.1: results in content); undefined when it is not one. Bad rows are left out. */
export function parsePage<T>(value: unknown, parse: (row: unknown) => T | undefined): Page<T> | undefined {
  if (!isRecord(value)) return undefined;
  const content = memberOf(value, 'content');
  if (!Array.isArray(content)) return undefined;
  const rows = content.map((row) => parse(row)).filter((row): row is T => row !== undefined);
  return { content: rows, totalElements: count(memberOf(value, 'totalElements')) ?? rows.length };
}
