/**
 * The sorting entities of 001 §3 (sorting, group, group entry, read, zone) and the answer of the per-item decode
 * (001 §7 POST .../sorting/read), parsed from the server's JSON at the boundary: a record without an id is no entity,
 * other members fall back to empty values.
 */
import { parseItem, type Item } from '../readings/decoded-read.ts';
import { isRecord } from '../guards.ts';
import { textOf } from '../forms/value-path.ts';

/** 001 §2.13: the list shows the OPEN sortings. */
export const listedSortingStatuses = ['OPEN'] as const;
/** 001 §9: the detail lists' size. */
export const sortingDetailSize = 99_999;
/** 001 §9: the check-zone query's size. */
export const zonesQuerySize = 1000;

export interface Sorting {
  id: string;
  code: string;
  status: string;
  description: string;
  /** Epoch milliseconds, undefined when the server gives none. */
  creationDate: number | undefined;
  readsCount: number;
  expectedCount: number;
  /** '' when the sorting names no origin zone. */
  originZoneId: string;
}

export interface SortingZone {
  id: string;
  code: string;
  description: string;
}

export interface SortingGroup {
  id: string;
  code: string;
  description: string;
  priority: number;
  expectedCount: number;
  readsCount: number;
}

export interface SortingGroupEntry {
  id: string;
  productCode: string;
  productDescription: string;
  /** The product's barcode attribute value, '' without one. */
  productBarcode: string;
  expectedQuantity: number;
  assignedQuantity: number;
  groupCode: string;
  groupDescription: string;
}

export interface SortingGroupReadRow {
  id: string;
  serial: string;
  epc: string;
  zoneDescription: string;
  creationDate: number | undefined;
  username: string;
}

/** The answer of POST .../sorting/read for one identifier (001 §3 Decoded item, §7). */
export interface SortingReadAnswer {
  identifierCode: string;
  statuses: string[];
  item: Item | null;
  epc: string;
  /** The group the item was sorted into: its attributes destination, customerName, list, listPosition, and more. */
  sortingGroupRead: SortingGroupReadInfo | undefined;
  /** A price label to print (with pricing on). */
  zpl: string;
}

export interface SortingGroupReadInfo {
  code: string;
  description: string;
  attributes: Readonly<Record<string, string>>;
}

export function epochOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The attribute values of a record, each plain or written as {value}, as text. */
function attributeTexts(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  const texts: Record<string, string> = {};
  for (const [name, entry] of Object.entries(value)) {
    const plain = isRecord(entry) ? entry.value : entry;
    const text = textOf(plain);
    if (text !== '') texts[name] = text;
  }
  return texts;
}

export function parseSorting(value: unknown): Sorting | undefined {
  if (!isRecord(value) || textOf(value.id) === '') return undefined;
  return {
    id: textOf(value.id),
    code: textOf(value.code),
    status: textOf(value.status),
    description: textOf(value.description),
    creationDate: epochOf(value.creationDate),
    readsCount: count(value.readsCount),
    expectedCount: count(value.expectedCount),
    originZoneId: textOf(value.originZoneId),
  };
}

export function parseZone(value: unknown): SortingZone | undefined {
  if (!isRecord(value) || textOf(value.id) === '') return undefined;
  return { id: textOf(value.id), code: textOf(value.code), description: textOf(value.description) };
}

export function parseGroup(value: unknown): SortingGroup | undefined {
  if (!isRecord(value) || textOf(value.id) === '') return undefined;
  return {
    id: textOf(value.id),
    code: textOf(value.code),
    description: textOf(value.description),
    priority: count(value.priority),
    expectedCount: count(value.expectedCount),
    readsCount: count(value.readsCount),
  };
}

export function parseGroupEntry(value: unknown): SortingGroupEntry | undefined {
  if (!isRecord(value) || textOf(value.id) === '') return undefined;
  const product = isRecord(value.product) ? value.product : {};
  const group = isRecord(value.sortingGroup) ? value.sortingGroup : {};
  return {
    id: textOf(value.id),
    productCode: textOf(product.code),
    productDescription: textOf(product.description),
    productBarcode: attributeTexts(product.attributes).barcode ?? '',
    expectedQuantity: count(value.expectedQuantity),
    assignedQuantity: count(value.assignedQuantity),
    groupCode: textOf(group.code),
    groupDescription: textOf(group.description),
  };
}

export function parseGroupRead(value: unknown): SortingGroupReadRow | undefined {
  if (!isRecord(value) || textOf(value.id) === '') return undefined;
  const item = isRecord(value.item) ? value.item : {};
  const identifiers = Array.isArray(item.identifiers) ? item.identifiers.filter(isRecord) : [];
  const epc = identifiers.find((identifier) => textOf(identifier.type) === 'UHF_TAG') ?? identifiers[0];
  const zone = isRecord(item.zone) ? item.zone : {};
  const user = isRecord(value.creationUser) ? value.creationUser : {};
  return {
    id: textOf(value.id),
    serial: textOf(item.serial) || textOf(item.fakeItemID),
    epc: epc ? textOf(epc.code) : '',
    zoneDescription: textOf(value.zoneDescription) || textOf(zone.description),
    creationDate: epochOf(value.creationDate),
    username: textOf(user.username),
  };
}

/** A search page's `content` (000 §7.1), keeping the entries that parse; undefined when it has no content list. */
export function parseContent<T>(value: unknown, parse: (row: unknown) => T | undefined): T[] | undefined {
  const content = isRecord(value) ? value.content : undefined;
  if (!Array.isArray(content)) return undefined;
  return content.flatMap((row) => parse(row) ?? []);
}

export function parseSortingGroupRead(value: unknown): SortingGroupReadInfo | undefined {
  if (!isRecord(value)) return undefined;
  const group = isRecord(value.sortingGroup) ? value.sortingGroup : value;
  return {
    code: textOf(group.code),
    description: textOf(group.description),
    attributes: attributeTexts(value.attributes),
  };
}

/** The /read answer, or undefined when it is not a record (the caller says the answer was malformed). */
export function parseSortingReadAnswer(value: unknown, identifierCode: string): SortingReadAnswer | undefined {
  if (!isRecord(value)) return undefined;
  const statuses = Array.isArray(value.statuses) ? value.statuses.map(textOf).filter((status) => status !== '') : [];
  const attributes = isRecord(value.attributes) ? value.attributes : {};
  return {
    identifierCode: textOf(value.identifierCode) || identifierCode,
    statuses,
    item: parseItem(value.item),
    epc: textOf(value.epc),
    sortingGroupRead: parseSortingGroupRead(value.sortingGroupRead),
    zpl: textOf(attributes.zpl),
  };
}

/** 001 §7 countersByZone: {read, expected}; undefined when either is missing. */
export function parseZoneCounters(value: unknown): { read: number; expected: number } | undefined {
  if (!isRecord(value) || typeof value.read !== 'number' || typeof value.expected !== 'number') return undefined;
  return { read: value.read, expected: value.expected };
}
