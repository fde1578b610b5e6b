/**
 * The decoded read of 000 §3 (one per tag) and the entities it carries (Item, Product, Identifier, zone), parsed from
 * the server's JSON at the boundary: wrong members fall back to empty values, a body that is not a list is an error.
 */

export type DecodeResultType = 'itemFound' | 'productFound' | 'unknownDecoded' | 'unknown';
import { isRecord } from '../guards.ts';
import { textOf } from '../forms/value-path.ts';

export interface CodedValue {
  value: string;
  description: string;
}

export interface Product {
  id: string;
  /** '' when the server gives none ('N/A' on screen, 000 §3 Product). */
  code: string;
  description: string;
  style?: CodedValue;
  material?: CodedValue;
  color?: CodedValue;
  size?: CodedValue;
  /** Attribute values by name (000 §3 Product: a map of {value}). */
  attributes: Readonly<Record<string, string>>;
}

export interface Identifier {
  id: string;
  code: string;
  role: string;
  type: string;
  tid: string;
}

export interface Zone {
  id: string;
  code: string;
  description: string;
  place: { code: string; description: string };
}

export interface ItemComponent {
  fields: Readonly<Record<string, string>>;
  attributes: Readonly<Record<string, string>>;
}

export interface Item {
  /** '' for a stand-in without a stored item (a product found by an unknown tag). */
  id: string;
  fakeItemID: string;
  serial: string;
  zone?: Zone;
  product?: Product;
  identifiers: readonly Identifier[];
  components: readonly ItemComponent[];
  attributes: Readonly<Record<string, string>>;
}

export interface DecodedRead {
  identifierCode: string;
  /** Derived when the server does not say (see decodeResultOf). */
  decodeResult: DecodeResultType;
  statuses: readonly string[];
  item: Item | null;
  epc: string;
  detected: number;
  expected: number;
  unexpected: number;
  /** What a kind's decode adds to a read, kept through the pipeline for that kind's rows and handlers. */
  kindFields?: DecodedKindFields;
}

/**
 * The fields some kinds' decodes add (001 §3 Decoded item, §4.8, §4.11; 002 §7 QC): the parcel and ASN of a simple
 * parcel list read, the sorting group of a sorting read, a label to print, the quality-check status. Only what is
 * present is kept.
 */
export interface DecodedKindFields {
  parcelCode?: string;
  asnCode?: string;
  sortingGroupRead?: Readonly<Record<string, unknown>>;
  zpl?: string;
  /** 'LOADING' while a QC check runs, then its result (002 §7). */
  qcStatus?: string;
}

export class DecodedReadsFormatError extends Error {
  constructor(what: string) {
    super(`Malformed decode response: ${what}`);
    this.name = 'DecodedReadsFormatError';
  }
}

type Json = Record<string, unknown>;

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** A map of {value} (or of plain values) into text by name. */
function valueMap(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const result: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    const plain = isRecord(entry) ? entry.value : entry;
    if (plain !== undefined && plain !== null && !isRecord(plain) && !Array.isArray(plain))
      result[name] = textOf(plain);
  }
  return result;
}

function codedValue(value: unknown): CodedValue | undefined {
  if (!isRecord(value)) return undefined;
  return { value: textOf(value.value), description: textOf(value.description) };
}

export function parseProduct(value: unknown): Product | undefined {
  if (!isRecord(value)) return undefined;
  return {
    id: textOf(value.id),
    code: textOf(value.code) || textOf(value.productCode),
    description: textOf(value.description),
    style: codedValue(value.style),
    material: codedValue(value.material),
    color: codedValue(value.color),
    size: codedValue(value.size),
    attributes: valueMap(value.attributes),
  };
}

function parseIdentifier(value: unknown): Identifier | undefined {
  if (!isRecord(value)) return undefined;
  return {
    id: textOf(value.id),
    code: textOf(value.code),
    role: textOf(value.role),
    type: textOf(value.type) || textOf(value.identifierType),
    tid: textOf(value.tid),
  };
}

function parseZone(value: unknown): Zone | undefined {
  if (!isRecord(value)) return undefined;
  const place = isRecord(value.place) ? value.place : {};
  return {
    id: textOf(value.id),
    code: textOf(value.code),
    description: textOf(value.description),
    place: { code: textOf(place.code), description: textOf(place.description) },
  };
}

function parseComponent(value: unknown): ItemComponent | undefined {
  if (!isRecord(value)) return undefined;
  const { attributes, fields, ...rest } = value;
  return { fields: valueMap(isRecord(fields) ? fields : rest), attributes: valueMap(attributes) };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * Products parsed in one answer, by id: the items of one product share one parsed product (an answer of 200 reads
 * often holds a few products, each with dozens of attributes).
 */
type ProductsById = Map<string, Product | undefined>;

function productOf(value: unknown, products?: ProductsById): Product | undefined {
  const id = isRecord(value) ? textOf(value.id) : '';
  if (!products || !id) return parseProduct(value);
  if (!products.has(id)) products.set(id, parseProduct(value));
  return products.get(id);
}

export function parseItem(value: unknown, products?: ProductsById): Item | null {
  if (!isRecord(value)) return null;
  return {
    id: textOf(value.id),
    fakeItemID: textOf(value.fakeItemID),
    serial: textOf(value.serial),
    zone: parseZone(value.zone),
    product: productOf(value.product, products),
    identifiers: list(value.identifiers).map(parseIdentifier).filter(defined),
    components: list(value.components).map(parseComponent).filter(defined),
    attributes: valueMap(value.attributes),
  };
}

const decodeResults: readonly string[] = ['itemFound', 'productFound', 'unknownDecoded', 'unknown'];

/** 000 §4.6 decoded result types: item with id, else a known product, else only an EAN, else unknown. */
export function decodeResultOf(item: Item | null): DecodeResultType {
  if (!item) return 'unknown';
  if (item.id) return 'itemFound';
  if (item.product?.code) return 'productFound';
  if (item.product?.attributes.ean) return 'unknownDecoded';
  return 'unknown';
}

export function parseDecodedRead(value: unknown, products?: ProductsById): DecodedRead | undefined {
  if (!isRecord(value)) return undefined;
  const identifierCode = textOf(value.identifierCode) || textOf(value.epc);
  if (!identifierCode) return undefined;
  const item = parseItem(value.item, products);
  const given = textOf(value.decodeResult);
  return {
    identifierCode,
    decodeResult: decodeResults.includes(given) ? (given as DecodeResultType) : decodeResultOf(item),
    statuses: list(value.statuses).map(textOf).filter(Boolean),
    item,
    epc: textOf(value.epc),
    detected: count(value.detected),
    expected: count(value.expected),
    unexpected: count(value.unexpected),
    ...kindFieldsOf(value),
  };
}

function kindFieldsOf(value: Json): { kindFields?: DecodedKindFields } {
  const fields: DecodedKindFields = {};
  const parcelCode = textOf(value.parcelCode);
  if (parcelCode) fields.parcelCode = parcelCode;
  const asnCode = isRecord(value.asn) ? textOf(value.asn.code) : '';
  if (asnCode) fields.asnCode = asnCode;
  if (isRecord(value.sortingGroupRead)) fields.sortingGroupRead = { ...value.sortingGroupRead };
  const zpl = isRecord(value.attributes) ? textOf(value.attributes.zpl) : '';
  if (zpl) fields.zpl = zpl;
  const qcStatus = textOf(value.qcStatus);
  if (qcStatus) fields.qcStatus = qcStatus;
  return Object.keys(fields).length > 0 ? { kindFields: fields } : {};
}

/** The decode answer: a list of decoded reads (or a page whose content is one). Entries without a code are dropped. */
export function parseDecodedReads(body: unknown): DecodedRead[] {
  const entries = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.content) ? body.content : null;
  if (!entries) throw new DecodedReadsFormatError('expected a list of decoded reads');
  const reads: DecodedRead[] = [];
  const products: ProductsById = new Map();
  for (const entry of entries) {
    const read = parseDecodedRead(entry, products);
    if (read) reads.push(read);
  }
  return reads;
}

/** A code the server's decode answer left out: listed as unknown ('invalid tag', 000 §4.6) rather than lost. */
export function unknownDecodedRead(code: string): DecodedRead {
  return {
    identifierCode: code,
    decodeResult: 'unknown',
    statuses: [],
    item: null,
    epc: code,
    detected: 1,
    expected: 0,
    unexpected: 0,
  };
}
