/**
 * The encoding lookups (002 §7 'Encoding', 'Production orders'), under api/v1/operations/encoding:
 * - GET /counters?productionOrderRowId= → {order, row}, each {pending, encoded, expected}: expected is the row's
 *   quantity, encoded its encodedQuantity, pending max(expected - encoded, 0); the order sums its rows.
 * - POST /findProduct {code, operationId} → the product whose code, EAN or GTIN-14 is the code; a 400
 *   NO_CONFIGURATION when there is none or the operation has no item configuration for it (002 §7: a 400 means no
 *   configuration).
 * - POST /findOrder {operationId, code} → the production order of that code; 404 when there is none.
 * And, for tests and people: GET /control/encoding/items?epc= → the item carrying that code (404 when none).
 * Test faults: encoding.counters, encoding.findProduct, encoding.findOrder.
 */
import type { Context, Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { findByIdentifierCodes, findByPathValues, getRecord, listRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { ENCODING_BASE, encodingOperation, requiredText, withFaults } from './encoding-request.ts';
import { itemConfigurationOf } from './encoding-validation.ts';
import { expectObject, readJsonBody } from './request-body.ts';
import { presentRecord } from './resource-views.ts';

interface Counter {
  pending: number;
  encoded: number;
  expected: number;
}

const amount = (value: unknown) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

function counterOf(rows: JsonObject[]): Counter {
  const counter: Counter = { pending: 0, encoded: 0, expected: 0 };
  for (const row of rows) {
    const expected = amount(row.quantity);
    const encoded = amount(row.encodedQuantity);
    counter.expected += expected;
    counter.encoded += encoded;
    counter.pending += Math.max(expected - encoded, 0);
  }
  return counter;
}

export async function productionCounters(db: Queryable, rowId: string): Promise<{ order: Counter; row: Counter }> {
  const row = await getRecord(db, 'productionOrderRows', rowId);
  if (!row) throw notFound(`Production order row ${rowId} not found`);
  const orderId = typeof row.productionOrderId === 'string' ? row.productionOrderId : '';
  const rows = await listRecords(db, 'productionOrderRows', {
    fields: [{ path: 'productionOrderId', values: [orderId] }],
  });
  return { order: counterOf(rows.length > 0 ? rows : [row]), row: counterOf([row]) };
}

const EAN_PATHS = [
  ['attributes', 'ean', 'value'],
  ['attributes', 'barcode', 'value'],
];

async function productByCode(db: Queryable, code: string): Promise<ResourceRecord | undefined> {
  const [byCode] = await listRecords(db, 'products', { codes: [code] });
  if (byCode) return byCode;
  // A GTIN-14 of indicator 0 is the EAN-13 with a leading zero.
  const eans = /^0\d{13}$/.test(code) ? [code, code.slice(1)] : [code];
  for (const path of EAN_PATHS) {
    const [found] = await findByPathValues(db, 'products', path, eans);
    if (found) return found;
  }
  return undefined;
}

async function bodyOf(c: Context<ApiEnv>, call: string): Promise<JsonObject> {
  return expectObject(await readJsonBody(c), `${call} body`);
}

export function registerEncodingLookups(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.get(
    `${ENCODING_BASE}/counters`,
    withFaults(deps, 'counters', async (c) => {
      const rowId = c.req.query('productionOrderRowId');
      if (!rowId) throw badRequest('MISSING_PRODUCTION_ORDER_ROW', 'productionOrderRowId is required');
      return c.json(await productionCounters(deps.db, rowId));
    }),
  );

  app.post(
    `${ENCODING_BASE}/findProduct`,
    withFaults(deps, 'findProduct', async (c) => {
      const body = await bodyOf(c, 'findProduct');
      const code = requiredText(body, 'code', 'MISSING_CODE').trim();
      const operation = await encodingOperation(c, deps, body.operationId);
      const product = await productByCode(deps.db, code);
      if (!product) throw badRequest('NO_CONFIGURATION', `No product with code ${code}`);
      const configuration = await itemConfigurationOf(deps.db, operation, product);
      if (!configuration.details)
        throw badRequest('NO_CONFIGURATION', `No item configuration for ${code} (${configuration.option})`);
      return c.json(await presentRecord(deps.db, deps.publicUrls, 'products', product));
    }),
  );

  app.post(
    `${ENCODING_BASE}/findOrder`,
    withFaults(deps, 'findOrder', async (c) => {
      const body = await bodyOf(c, 'findOrder');
      const code = requiredText(body, 'code', 'MISSING_CODE').trim();
      await encodingOperation(c, deps, body.operationId);
      const [order] = await listRecords(deps.db, 'productionOrders', { codes: [code] });
      if (!order) throw notFound(`Production order ${code} not found`);
      return c.json(await presentRecord(deps.db, deps.publicUrls, 'productionOrders', order));
    }),
  );

  app.get('/control/encoding/items', async (c) => {
    const epc = c.req.query('epc');
    if (!epc) throw badRequest('MISSING_EPC', 'epc is required');
    const [found] = await findByIdentifierCodes(deps.db, 'items', [epc]);
    if (!found) throw notFound(`No item carries ${epc}`);
    return c.json(await presentRecord(deps.db, deps.publicUrls, 'items', found.data));
  });
}
