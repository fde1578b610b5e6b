/**
 * Production orders as the encoding screens read them (002 §3 'Production orders', §7 'Production orders'): the
 * order, its rows, the counters of a row and its order, and the row search's query. Parsed field by field; a record
 * without the fields the screen needs is undefined, never a half-read value.
 */
import { textOf } from '../forms/value-path.ts';
import { isRecord } from '../guards.ts';
import { parseProduct, type Product } from '../readings/decoded-read.ts';

export interface ProductionOrder {
  id: string;
  code: string;
  orderType: string;
  /** attributes.numeroCommessa: the order number. */
  orderNumber: string;
  material: string;
  addonCode: string;
}

export interface ProductionOrderRow {
  id: string;
  code: string;
  /** The code of the row's order, when the server attaches it. */
  orderCode: string;
  product: Product;
}

export interface ProductionCounter {
  pending: number;
  encoded: number;
  expected: number;
}

export interface ProductionCounters {
  order: ProductionCounter;
  row: ProductionCounter;
}

export type RowSelectionMode = 'byOrderAndRowCode' | 'byOrderAndSku';

/** An attribute written plain or as {value}. */
const attributeText = (attributes: Record<string, unknown>, name: string) => {
  const value = attributes[name];
  return textOf(isRecord(value) ? value.value : value);
};

export function parseProductionOrder(value: unknown): ProductionOrder | undefined {
  if (!isRecord(value)) return undefined;
  const code = textOf(value.code);
  if (!code) return undefined;
  const attributes = isRecord(value.attributes) ? value.attributes : {};
  return {
    id: textOf(value.id),
    code,
    orderType: textOf(value.orderType),
    orderNumber: attributeText(attributes, 'numeroCommessa'),
    material: attributeText(attributes, 'material'),
    addonCode: attributeText(attributes, 'addonCode'),
  };
}

/** A row needs its id (the association's startEntityId) and a product with an id and a code. */
export function parseProductionOrderRow(value: unknown): ProductionOrderRow | undefined {
  if (!isRecord(value)) return undefined;
  const id = textOf(value.id);
  const product = parseProduct(value.product);
  if (!id || !product?.id || !product.code) return undefined;
  const order = isRecord(value.productionOrder) ? value.productionOrder : {};
  return { id, code: textOf(value.code), orderCode: textOf(order.code), product };
}

function count(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function parseCounter(value: unknown): ProductionCounter | undefined {
  if (!isRecord(value)) return undefined;
  const encoded = count(value.encoded);
  if (encoded === undefined) return undefined;
  const expected = count(value.expected) ?? 0;
  return { encoded, expected, pending: count(value.pending) ?? Math.max(expected - encoded, 0) };
}

/** GET /counters: both counters, or undefined (002-3-orders-03). */
export function parseProductionCounters(value: unknown): ProductionCounters | undefined {
  if (!isRecord(value)) return undefined;
  const order = parseCounter(value.order);
  const row = parseCounter(value.row);
  return order && row ? { order, row } : undefined;
}

const oneMore = (counter: ProductionCounter): ProductionCounter => ({
  pending: Math.max(counter.pending - 1, 0),
  encoded: counter.encoded + 1,
  expected: counter.expected,
});

/** A garment of the row encoded (002 §4 Create): the order's and the row's encoded counters go up by one. */
export const withOneEncoded = (counters: ProductionCounters): ProductionCounters => ({
  order: oneMore(counters.order),
  row: oneMore(counters.row),
});

/**
 * The row search of 002 §7: by SKU, the operator's text is a product code; otherwise it is the row's code. Without an
 * order (initial type orderRow) the order codes are empty.
 */
export function rowSearchQuery(
  mode: RowSelectionMode,
  orderCode: string | undefined,
  rowText: string,
): Record<string, string | string[]> {
  const equalProductionOrderCodes = orderCode ? [orderCode] : [];
  return mode === 'byOrderAndSku'
    ? { equalProductionOrderCodes, equalProductCodes: rowText }
    : { equalProductionOrderCodes, equalCodes: rowText };
}
