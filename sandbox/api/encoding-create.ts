/**
 * Creating an encoded item (002 §4 Create, §7 /create and /create/force), in one transaction:
 * - validates again with each identifier's desiredCode (the EPC written) in place of its code;
 * - NONE (the identifiers already make up one item of the product) answers that item and creates nothing, so a
 *   create sent twice makes one item;
 * - CREATE_ITEM, or FORCE_ITEM_CREATION when forced, stores the item (kind items: serial, productId, the stock zone
 *   of the workstation's place, status ENCODED, identifiers with their roles and TIDs, plus a serial-number
 *   identifier as seeded items have), an encoding record (kind encoding) and, with a production order row as
 *   startEntityId, one more encodedQuantity on the row. Forced, tags of other items move to the new one;
 * - anything else refuses: {success false, operationToPerform, errors};
 * - a rewrite (one item's tags, given with new EPCs as desiredCode, forceTagRewrite): the item's identifiers take the
 *   new EPCs, and the answer is {success true, operationToPerform REWRITE_CONFIGURATION, item {id}}.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { getRecord, insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import type { ApiDeps } from './api-types.ts';
import type { EncodingRequest } from './encoding-request.ts';
import { newItemSerial } from './encoding-tags.ts';
import { identifiersOf, itemsByCode, rewritten, validateEncoding } from './encoding-validation.ts';
import type { ReadIdentifier, Validation } from './encoding-validation.ts';
import type { UserRecord } from './users-store.ts';

const TAG_TYPES = new Set(['UHF_TAG', 'NFC_TAG']);

const created = (itemId: string) => ({
  success: true,
  operationToPerform: 'CREATE_ITEM',
  item: { id: itemId, attributes: {} },
});

/** The place of the workstation (else the request's place). */
async function placeOf(tx: Queryable, request: EncodingRequest): Promise<string | undefined> {
  if (request.workstationId !== undefined) {
    const workstation = await getRecord(tx, 'workstations', request.workstationId);
    if (typeof workstation?.placeId === 'string') return workstation.placeId;
  }
  return request.placeId;
}

async function stockZoneOf(tx: Queryable, placeId: string | undefined): Promise<string | undefined> {
  if (placeId === undefined) return undefined;
  const zones = await listRecords(tx, 'zones', { fields: [{ path: 'placeId', values: [placeId] }] });
  return zones.find((zone) => zone.type === 'STOCK')?.id;
}

/** Takes the moved codes off the items that carried them; an item left without tags is DISASSOCIATED. */
async function moveIdentifiers(tx: Queryable, validation: Validation, now: number): Promise<void> {
  const moved = new Set(validation.matched.map((identifier) => identifier.code));
  const owners = new Map<string, ResourceRecord>();
  for (const [code, item] of validation.associated) if (moved.has(code)) owners.set(item.id, item);
  for (const owner of owners.values()) {
    const identifiers = identifiersOf(owner).filter((identifier) => !moved.has(String(identifier.code)));
    const tagged = identifiers.some((identifier) => TAG_TYPES.has(String(identifier.type)));
    const status = tagged ? owner.status : 'DISASSOCIATED';
    await replaceRecord(tx, 'items', { ...owner, identifiers, status, lastModifyDate: now });
  }
}

async function itemIdentifiers(tx: Queryable, matched: ReadIdentifier[]) {
  const given = matched.find((identifier) => identifier.identifierType === 'SIMPLE_ITEM_IDENTIFIER');
  const serial = given?.code ?? (await newItemSerial(tx));
  const identifiers: JsonObject[] = matched.map((identifier) => ({
    code: identifier.code,
    type: identifier.identifierType,
    role: identifier.role ?? '',
    ...(identifier.tid !== undefined ? { tid: identifier.tid } : {}),
  }));
  if (!given) identifiers.push({ code: serial, type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' });
  const numbered: JsonObject[] = identifiers.map((identifier, index) => ({
    id: `${serial}-${index + 1}`,
    ...identifier,
  }));
  return { serial, identifiers: numbered };
}

async function storeItem(
  tx: Queryable,
  request: EncodingRequest,
  validation: Validation & { product: ResourceRecord },
  user: UserRecord,
  forced: boolean,
): Promise<string> {
  const now = Date.now();
  if (forced) await moveIdentifiers(tx, validation, now);
  const placeId = await placeOf(tx, request);
  const zoneId = await stockZoneOf(tx, placeId);
  const { serial, identifiers } = await itemIdentifiers(tx, validation.matched);
  const row = validation.row;
  const item: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    serial,
    productId: validation.product.id,
    ...(zoneId ? { zoneId } : {}),
    status: 'ENCODED',
    identifiers,
    components: [],
    attributes: { ...request.itemAttributes },
    ...(row ? { productionOrderRowId: row.id } : {}),
  };
  await insertRecords(tx, 'items', [item]);
  const record: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    operationId: request.operationId,
    placeId: placeId ?? null,
    workstationId: request.workstationId ?? null,
    itemId: item.id,
    productId: validation.product.id,
    productionOrderRowId: row?.id ?? null,
    productionOrderId: row?.productionOrderId ?? null,
    identifiers: identifiers.map(({ code, type, role }) => ({ code, type, role })),
    forced,
    username: user.username,
  };
  await insertRecords(tx, 'encoding', [record]);
  if (row) {
    const encodedQuantity = Number(row.encodedQuantity ?? 0) + 1;
    await replaceRecord(tx, 'productionOrderRows', { ...row, encodedQuantity, lastModifyDate: now });
  }
  return item.id;
}

/**
 * forceTagRewrite, or UPDATE_ONLY_PRODUCT (with `productId`): the item keeps its identity, its tags now carry the
 * EPCs written.
 */
async function rewriteItem(
  tx: Queryable,
  item: ResourceRecord,
  request: EncodingRequest,
  productId?: string,
): Promise<JsonObject> {
  const newCodes = new Map(
    request.identifiers.flatMap((identifier) => {
      const desired = rewritten(identifier);
      return desired !== undefined && identifier.code !== undefined ? [[identifier.code, desired] as const] : [];
    }),
  );
  const carried = await itemsByCode(tx, [...newCodes.values()]);
  if (carried.size > 0) {
    const errors = [...carried.keys()].map((code) => ({
      errorCode: 'TAG_ALREADY_ASSOCIATED',
      ref: code,
      forcible: false,
    }));
    return { success: false, operationToPerform: 'FAIL', errors };
  }
  const identifiers = identifiersOf(item).map((identifier) => {
    const desired = newCodes.get(String(identifier.code));
    return desired === undefined ? identifier : { ...identifier, code: desired };
  });
  await replaceRecord(tx, 'items', {
    ...item,
    identifiers,
    ...(productId ? { productId } : {}),
    lastModifyDate: Date.now(),
  });
  const operationToPerform = productId ? 'UPDATE_ONLY_PRODUCT' : 'REWRITE_CONFIGURATION';
  return { success: true, operationToPerform, item: { id: item.id, attributes: {} } };
}

export async function createEncodedItem(
  deps: ApiDeps,
  operation: JsonObject,
  request: EncodingRequest,
  user: UserRecord,
  force: boolean,
): Promise<JsonObject> {
  return deps.db.transaction(async (tx) => {
    // The tags as read name the item to rewrite or to give another product; the EPCs to write are then its new ones.
    const asRead = await validateEncoding(tx, deps.publicUrls, operation, request, false);
    const existing = asRead.existingItem;
    if (existing && asRead.operationToPerform === 'REWRITE_CONFIGURATION') return rewriteItem(tx, existing, request);
    if (existing && asRead.operationToPerform === 'UPDATE_ONLY_PRODUCT' && asRead.product) {
      if (!force) return { success: false, operationToPerform: 'UPDATE_ONLY_PRODUCT', errors: [] };
      return rewriteItem(tx, existing, request, asRead.product.id);
    }
    const rewrites = request.identifiers.some((identifier) => rewritten(identifier) !== undefined);
    const validation = rewrites ? await validateEncoding(tx, deps.publicUrls, operation, request, true) : asRead;
    const { operationToPerform, errors, product } = validation;
    if (operationToPerform === 'NONE' && validation.existingItem) return created(validation.existingItem.id);
    const creates = operationToPerform === 'CREATE_ITEM' || (force && operationToPerform === 'FORCE_ITEM_CREATION');
    if (!creates || !product || validation.read.length === 0) {
      // Without any identifier nothing is created, though validation answers CREATE_ITEM to load the configuration.
      return { success: false, operationToPerform: creates ? 'FAIL' : operationToPerform, errors };
    }
    return created(await storeItem(tx, request, { ...validation, product }, user, force));
  });
}
