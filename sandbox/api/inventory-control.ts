/**
 * Test and benchmark control of inventories (no token, like the rest of /control):
 * - POST /control/inventories {placeId (or placeCode), expected: N (1 to 100000), description?, operationId?}:
 *   creates a count area at the place (a zone of type COUNT_AREA, so no STOCK zone list or place-wide inventory
 *   sees it), N new items in it (catalogue products in turn, each with a real SGTIN-96 EPC of a serial from
 *   700000001 on, never a seeded one, a TID and its serial), and an OPEN inventory counting that area. Answers
 *   {inventoryId, code, placeId, zoneId, expected, epcs}. Written in bulk: N = 20000 takes a few seconds; the item
 *   tables are analyzed afterwards.
 * - GET /control/inventories/{id}/expected: the inventory's expected stock as the device emulator takes it:
 *   {inventoryId, expected, epcs, tags: [{epc, tid}]} (each item's embedded UHF tag).
 * - DELETE /control/inventories/{id}/entries: forgets the tags inserted so far and makes the inventory OPEN again,
 *   so a journey can count a seeded inventory more than once; answers {inventoryId, deleted, status}.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { deleteInventoryEntries } from '../db/inventory-entry-store.ts';
import { getRecord, insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { catalogueSkus } from '../seed/catalogue.ts';
import type { Sku } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH, demoTid } from '../seed/stock.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { expectedIdentifiers } from './inventory-stock.ts';
import { expectObject, readJsonBody } from './request-body.ts';

export const MAX_GENERATED_ITEMS = 100_000;
const FIRST_GENERATED_SERIAL = 700_000_001;
const INSERT_CHUNK = 5000;

export interface GeneratedInventory {
  inventoryId: string;
  code: string;
  placeId: string;
  zoneId: string;
  expected: number;
  epcs: string[];
}

async function placeOf(db: Queryable, body: JsonObject): Promise<ResourceRecord> {
  const place =
    typeof body.placeId === 'string'
      ? await getRecord(db, 'places', body.placeId)
      : typeof body.placeCode === 'string'
        ? (await listRecords(db, 'places', { codes: [body.placeCode] }))[0]
        : undefined;
  if (!place) throw badRequest('PLACE_NOT_FOUND', 'placeId (or placeCode) must name a place');
  return place;
}

async function inventoryOperationId(db: Queryable, raw: unknown): Promise<string> {
  if (typeof raw === 'string') return raw;
  const { rows } = await db.query<{ id: string }>(
    `select id from resources where kind = 'operations' and data ->> 'type' = 'INVENTORY' order by created_at limit 1`,
  );
  if (!rows[0]) throw badRequest('NO_INVENTORY_OPERATION', 'no INVENTORY operation exists');
  return rows[0].id;
}

/** The next free serial of generated items, so that runs never share an EPC. */
async function nextSerial(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ last: string | null }>(
    `select max((data ->> 'serial')::bigint)::text as last from resources
      where kind = 'items' and data ->> 'serial' ~ '^7[0-9]{8}$'`,
  );
  return rows[0]?.last ? Number(rows[0].last) + 1 : FIRST_GENERATED_SERIAL;
}

function generatedItem(sku: Sku, serial: number, zoneId: string, now: number): { record: ResourceRecord; epc: string } {
  const text = String(serial);
  const epc = sgtin96FromEan13(sku.ean, COMPANY_PREFIX_LENGTH, BigInt(serial));
  const identifiers = [
    { id: `${text}-1`, code: epc, type: 'UHF_TAG', role: 'EMBEDDED', tid: demoTid(`${text}/EMBEDDED`) },
    { id: `${text}-2`, code: text, type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' },
  ];
  const record: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    serial: text,
    productId: stableId('products', sku.code),
    zoneId,
    identifiers,
    components: [],
    attributes: { qcStatus: 'OK' },
  };
  return { record, epc };
}

export async function createGeneratedInventory(deps: ApiDeps, body: JsonObject): Promise<GeneratedInventory> {
  const count = body.expected;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_GENERATED_ITEMS)
    throw badRequest('INVALID_BODY', `expected must be a whole number from 1 to ${MAX_GENERATED_ITEMS}`);
  const place = await placeOf(deps.db, body);
  const operationId = await inventoryOperationId(deps.db, body.operationId);
  const skus = catalogueSkus();
  const generated = await deps.db.transaction(async (tx) => {
    const now = Date.now();
    const first = await nextSerial(tx);
    const suffix = String(first).slice(-6);
    const zone: ResourceRecord = {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      code: `${String(place.code)}-COUNT-${suffix}`,
      description: `Count area ${suffix}`,
      type: 'COUNT_AREA',
      placeId: place.id,
      enabled: true,
    };
    await insertRecords(tx, 'zones', [zone]);
    const epcs: string[] = [];
    for (let start = 0; start < count; start += INSERT_CHUNK) {
      const chunk = Array.from({ length: Math.min(INSERT_CHUNK, count - start) }, (_unused, index) => {
        const serial = first + start + index;
        return generatedItem(skus[serial % skus.length]!, serial, zone.id, now);
      });
      await insertRecords(
        tx,
        'items',
        chunk.map((item) => item.record),
      );
      epcs.push(...chunk.map((item) => item.epc));
    }
    const inventory: ResourceRecord = {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      code: `INV-BENCH-${suffix}`,
      description: typeof body.description === 'string' ? body.description : `Count of ${count} items`,
      status: 'OPEN',
      placeId: place.id,
      operationId,
      zoneIds: [zone.id],
      categories: [],
      attributes: {},
    };
    await insertRecords(tx, 'inventories', [inventory]);
    return {
      inventoryId: inventory.id,
      code: inventory.code as string,
      placeId: place.id,
      zoneId: zone.id,
      expected: count,
      epcs,
    };
  });
  // Thousands of new items: fresh statistics, so the planner sizes the item tables right (inventory-stock.ts).
  await deps.db.exec('analyze resources, item_facts, item_identifiers');
  return generated;
}

function embeddedTag(identifiers: JsonObject[]): { epc: string; tid?: string } | undefined {
  const uhf = identifiers.filter((identifier) => identifier.type === 'UHF_TAG');
  const tag = uhf.find((identifier) => identifier.role === 'EMBEDDED') ?? uhf[0];
  if (typeof tag?.code !== 'string') return undefined;
  return typeof tag.tid === 'string' ? { epc: tag.code, tid: tag.tid } : { epc: tag.code };
}

export function registerInventoryControlRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post('/control/inventories', async (c) => {
    const body = expectObject(await readJsonBody(c), 'control inventory body');
    return c.json(await createGeneratedInventory(deps, body));
  });

  app.get('/control/inventories/:id/expected', async (c) => {
    const inventory = await getRecord(deps.db, 'inventories', c.req.param('id'));
    if (!inventory) throw notFound(`Inventory ${c.req.param('id')} not found`);
    const items = await expectedIdentifiers(deps.db, inventory);
    const tags = items.map(embeddedTag).filter((tag) => tag !== undefined);
    return c.json({ inventoryId: inventory.id, expected: items.length, epcs: tags.map((tag) => tag.epc), tags });
  });

  app.delete('/control/inventories/:id/entries', async (c) => {
    const inventory = await getRecord(deps.db, 'inventories', c.req.param('id'));
    if (!inventory) throw notFound(`Inventory ${c.req.param('id')} not found`);
    const deleted = await deps.db.transaction(async (tx) => {
      const count = await deleteInventoryEntries(tx, inventory.id);
      await replaceRecord(tx, 'inventories', { ...inventory, status: 'OPEN', lastModifyDate: Date.now() });
      return count;
    });
    return c.json({ inventoryId: inventory.id, deleted, status: 'OPEN' });
  });
}
