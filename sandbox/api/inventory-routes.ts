/**
 * The inventory calls (001 §2.14, §4.12, §7 Inventory). The lists are the generic resource calls:
 * GET /api/v1/inventories {operationId, search, placeId, statuses (repeated)} (paged, content), GET
 * /api/v1/inventories/{id} and GET /api/v1/inventoryEntries?inventoryId= (each entry with its item). Here:
 * - GET /api/v1/inventoryEntryAggregates?inventoryId=: a page of per-product aggregates (inventory-entries.ts),
 *   {id, inventoryId, productId, product, expected, detected, unexpected, missing}, by product code.
 * Under /api/v1/operations/inventory:
 * - POST /batchValidate {operationId, identifierCodes (or itemIdentifierCodes), inventoryId?}: decoded reads
 *   (item-decoder.ts); with an inventoryId a found item is expected 1 or unexpected 1 against its expected stock.
 * - POST /create {operationId, placeId (or operationPlaceId), description?, code?, zoneIds?, categories?,
 *   attributes?}: a new OPEN inventory, answered.
 * - POST /{id}/insertTags {itemIdentifierCodes[]}: records the codes (idempotent per code); answers the
 *   InsertSummary. A CLOSED inventory refuses it (400 INVENTORY_CLOSED).
 * - GET /{id}/getCounters: the InventoryCounters (inventory-stock.ts).
 * - POST /{id}/close: the inventory, now CLOSED (closing a closed one answers it again).
 * - DELETE /{id}/delete: deletes the inventory and its entries; answers {success: true}.
 * Every call has the test faults of 'inventory.{name}' (call-faults.ts), e.g. inventory.insertTags.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { deleteInventoryEntries } from '../db/inventory-entry-store.ts';
import { getRecord, insertRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { aggregateEntries, insertTags } from './inventory-entries.ts';
import { expectedAmong, inventoryCounters, scopeOf } from './inventory-stock.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, operationOfType } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';
import { pageOf } from './resource-search.ts';
import { presentRecord } from './resource-views.ts';
import { parseSearchRequest } from './search-params.ts';

const BASE = '/api/v1/operations/inventory';

async function inventoryOf(deps: ApiDeps, id: string): Promise<ResourceRecord> {
  const inventory = await getRecord(deps.db, 'inventories', id);
  if (!inventory) throw notFound(`Inventory ${id} not found`);
  return inventory;
}

/** Runs a call after its test faults. */
function withFaults(deps: ApiDeps, name: string, handler: (c: Context<ApiEnv>) => Promise<Response>) {
  return async (c: Context<ApiEnv>) => (await applyFaults(c, deps, `inventory.${name}`)) ?? handler(c);
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

async function createInventory(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'create body');
  const operation = await operationOfType(c, deps, body.operationId, 'INVENTORY');
  const placeId = text(body.placeId) ?? text(body.operationPlaceId) ?? text(body.clientPlaceId);
  if (placeId === undefined) throw badRequest('MISSING_PLACE', 'placeId is required');
  const place = await getRecord(deps.db, 'places', placeId);
  if (!place) throw badRequest('PLACE_NOT_FOUND', `Place ${placeId} not found`);
  const now = Date.now();
  const suffix = randomUUID().slice(0, 6).toUpperCase();
  const inventory: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    code: text(body.code) ?? `INV-${new Date(now).getFullYear()}-${String(place.code)}-${suffix}`,
    description: text(body.description) ?? `Inventory ${String(place.description ?? place.code)}`,
    status: 'OPEN',
    placeId,
    operationId: operation.id,
    zoneIds: optionalStringList(body, 'zoneIds') ?? [],
    categories: optionalStringList(body, 'categories') ?? [],
    attributes: isJsonObject(body.attributes) ? body.attributes : {},
    creationUser: { username: c.get('user').username },
  };
  await insertRecords(deps.db, 'inventories', [inventory]);
  return c.json(await presentRecord(deps.db, deps.publicUrls, 'inventories', inventory));
}

async function batchValidate(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'batchValidate body');
  await operationOfType(c, deps, body.operationId, 'INVENTORY');
  const codes = optionalStringList(body, 'identifierCodes') ?? optionalStringList(body, 'itemIdentifierCodes');
  if (!codes) throw badRequest('INVALID_BODY', 'batchValidate needs identifierCodes, a list of identifier codes');
  const reads = await decodeIdentifierCodes(deps, codes);
  const inventoryId = text(body.inventoryId);
  if (inventoryId === undefined) return c.json(reads);
  const scope = await scopeOf(deps.db, await inventoryOf(deps, inventoryId));
  const found = reads.flatMap((read) => (read.decodeResult === 'itemFound' && read.item ? [read.item] : []));
  const expected = await expectedAmong(deps.db, scope, found);
  return c.json(
    reads.map((read) => {
      const itemId = read.item?.id;
      if (read.decodeResult !== 'itemFound' || typeof itemId !== 'string') return read;
      const isExpected = expected.has(itemId);
      return { ...read, expected: isExpected ? 1 : 0, unexpected: isExpected ? 0 : 1 };
    }),
  );
}

async function insertTagsCall(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'insertTags body');
  const codes = optionalStringList(body, 'itemIdentifierCodes') ?? optionalStringList(body, 'identifierCodes');
  if (!codes) throw badRequest('INVALID_BODY', 'insertTags needs itemIdentifierCodes, a list of identifier codes');
  const inventory = await inventoryOf(deps, c.req.param('id') ?? '');
  if (inventory.status === 'CLOSED') throw badRequest('INVENTORY_CLOSED', `Inventory ${inventory.id} is closed`);
  return c.json(await insertTags(deps.db, inventory, codes, c.get('user').username));
}

async function closeInventory(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const inventory = await inventoryOf(deps, c.req.param('id') ?? '');
  if (inventory.status === 'CLOSED')
    return c.json(await presentRecord(deps.db, deps.publicUrls, 'inventories', inventory));
  const now = Date.now();
  const closed: ResourceRecord = { ...inventory, status: 'CLOSED', closingDate: now, lastModifyDate: now };
  await replaceRecord(deps.db, 'inventories', closed);
  return c.json(await presentRecord(deps.db, deps.publicUrls, 'inventories', closed));
}

async function deleteInventory(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const inventory = await inventoryOf(deps, c.req.param('id') ?? '');
  await deps.db.transaction(async (tx) => {
    await deleteInventoryEntries(tx, inventory.id);
    await tx.query(`delete from resources where kind = 'inventories' and id = $1`, [inventory.id]);
  });
  return c.json({ success: true });
}

export function registerInventoryRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  // Without an inventoryId the stored records answer, as for any resource.
  app.get('/api/v1/inventoryEntryAggregates', async (c, next) => {
    const inventoryId = c.req.query('inventoryId');
    if (!inventoryId) return next();
    return withFaults(deps, 'entryAggregates', async () => {
      const request = parseSearchRequest(c.req.queries());
      const aggregates = await aggregateEntries(deps.db, deps.publicUrls, await inventoryOf(deps, inventoryId));
      return c.json(pageOf<JsonObject>(aggregates, request.offset, request.size));
    })(c);
  });
  app.post(
    `${BASE}/batchValidate`,
    withFaults(deps, 'batchValidate', (c) => batchValidate(c, deps)),
  );
  app.post(
    `${BASE}/create`,
    withFaults(deps, 'create', (c) => createInventory(c, deps)),
  );
  app.post(
    `${BASE}/:id/insertTags`,
    withFaults(deps, 'insertTags', (c) => insertTagsCall(c, deps)),
  );
  app.get(
    `${BASE}/:id/getCounters`,
    withFaults(deps, 'getCounters', async (c) => {
      const inventory = await inventoryOf(deps, c.req.param('id') ?? '');
      return c.json(await inventoryCounters(deps.db, inventory));
    }),
  );
  app.post(
    `${BASE}/:id/close`,
    withFaults(deps, 'close', (c) => closeInventory(c, deps)),
  );
  app.delete(
    `${BASE}/:id/delete`,
    withFaults(deps, 'delete', (c) => deleteInventory(c, deps)),
  );
}
