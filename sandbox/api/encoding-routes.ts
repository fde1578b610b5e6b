/**
 * The encoding calls (002 §7 'Encoding', base api/v1/operations/encoding), on the stored items:
 * - POST /validate encodingValidation → encodingValidationResponse (encoding-validation.ts).
 * - POST /computeTags {operationId, identifiers, startEntityId?} → [{identifierType 'UHF_TAG', code, desiredCode}],
 *   one new SGTIN-96 EPC of the product per UHF identifier (encoding-tags.ts); no product is a 400
 *   MISSING_PRODUCT_INFO.
 * - POST /create and /create/force?pin= → {success, operationToPerform, item {id, attributes}} or the refusal
 *   (encoding-create.ts); under the withPin policy the forced create needs the signed-in user's PIN, and a PIN given
 *   under any policy must be right (403 USER_PIN_INVALID).
 * - POST /verify encodingValidation → {success, operationToPerform NONE (the tags are one item's) or FAIL, item?,
 *   errors (UNKNOWN_TAG per code of no item, TAG_MISMATCH when the codes are several items'), identifiers (each
 *   given one, tokill true for a UHF tag of no item)}.
 * - POST /disassociate {itemId, operationId} → {success true}: the item keeps no identifier, status DISASSOCIATED.
 * The lookups (counters, findProduct, findOrder) are in encoding-lookups.ts. Every call has the test faults of
 * 'encoding.{call}' (call-faults.ts): encoding.validate, .computeTags, .create, .createForce, .verify, .disassociate.
 */
import type { Context, Hono } from 'hono';
import { getRecord, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { errorBody, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { createEncodedItem } from './encoding-create.ts';
import { registerEncodingLookups } from './encoding-lookups.ts';
import {
  ENCODING_BASE,
  encodingOperation,
  optionalText,
  parseEncodingRequest,
  parseIdentifiers,
  requiredText,
  withFaults,
} from './encoding-request.ts';
import { newEpcs } from './encoding-tags.ts';
import { answerOf, identifiersOf, itemsByCode, resolveProduct, validateEncoding } from './encoding-validation.ts';
import type { EncodingError } from './encoding-validation.ts';
import { expectObject, isJsonObject, readJsonBody } from './request-body.ts';
import { presentRecord } from './resource-views.ts';

async function bodyOf(c: Context<ApiEnv>, call: string): Promise<JsonObject> {
  return expectObject(await readJsonBody(c), `${call} body`);
}

async function validate(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const request = parseEncodingRequest(await bodyOf(c, 'validate'));
  const operation = await encodingOperation(c, deps, request.operationId);
  return c.json(answerOf(await validateEncoding(deps.db, deps.publicUrls, operation, request, false)));
}

async function computeTags(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = await bodyOf(c, 'computeTags');
  const identifiers = parseIdentifiers(body);
  await encodingOperation(c, deps, requiredText(body, 'operationId', 'MISSING_OPERATION_ID'));
  const startEntityId = optionalText(body, 'startEntityId');
  const codes = identifiers.flatMap((identifier) => (identifier.code === undefined ? [] : [identifier.code]));
  const associated = await itemsByCode(deps.db, codes);
  const { product } = await resolveProduct(deps.db, startEntityId ? { startEntityId } : {}, associated, codes);
  if (!product) return c.json(errorBody('MISSING_PRODUCT_INFO', 'No product to compute the tags of'), 400);
  const uhf = identifiers.filter((identifier) => identifier.identifierType === 'UHF_TAG');
  const epcs = await deps.db.transaction((tx) => newEpcs(tx, product, uhf.length));
  return c.json(
    uhf.map((identifier, index) => ({
      identifierType: 'UHF_TAG',
      code: identifier.code ?? '',
      ...(identifier.tid !== undefined ? { tid: identifier.tid } : {}),
      desiredCode: epcs[index],
    })),
  );
}

async function create(c: Context<ApiEnv>, deps: ApiDeps, force: boolean): Promise<Response> {
  const user = c.get('user');
  const pin = c.req.query('pin');
  const request = parseEncodingRequest(await bodyOf(c, force ? 'create/force' : 'create'));
  const operation = await encodingOperation(c, deps, request.operationId);
  // The PIN is the withPin policy's (002 §4): other policies force without one; a PIN given must be right.
  const pinNeeded = isJsonObject(operation.options) && operation.options.canForceAssociation === 'withPin';
  const pinRight = pin !== undefined && pin !== '' && pin === user.pin;
  // An item given another product (UPDATE_ONLY_PRODUCT) is the operator's own choice, forced without a PIN.
  const productOnly = async () =>
    (await validateEncoding(deps.db, deps.publicUrls, operation, request, false)).operationToPerform ===
    'UPDATE_ONLY_PRODUCT';
  if (force && !pinRight && (pin !== undefined || (pinNeeded && !(await productOnly()))))
    return c.json(errorBody('USER_PIN_INVALID', 'User PIN invalid'), 403);
  return c.json(await createEncodedItem(deps, operation, request, user, force));
}

function itemView(item: JsonObject): JsonObject {
  const { id, serial, status, product, zone, attributes } = item;
  const identifiers = identifiersOf(item).map(({ code, role, type, tid }) => ({ code, role, type, tid }));
  return { id, serial, status, product, zone, identifiers, attributes };
}

async function verify(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const request = parseEncodingRequest(await bodyOf(c, 'verify'));
  await encodingOperation(c, deps, request.operationId);
  const codes = request.identifiers.flatMap((identifier) => (identifier.code === undefined ? [] : [identifier.code]));
  const associated = await itemsByCode(deps.db, codes);
  const errors: EncodingError[] = codes
    .filter((code) => !associated.has(code))
    .map((code) => ({ errorCode: 'UNKNOWN_TAG', ref: code, forcible: false }));
  const owners = new Map<string, ResourceRecord>([...associated.values()].map((item) => [item.id, item]));
  const [first] = owners.values();
  if (owners.size > 1)
    for (const [code, item] of associated)
      if (item.id !== first?.id) errors.push({ errorCode: 'TAG_MISMATCH', ref: code, forcible: false });
  const item =
    owners.size === 1 && first ? itemView(await presentRecord(deps.db, deps.publicUrls, 'items', first)) : undefined;
  const identifiers = request.identifiers.map((identifier) => ({
    ...identifier,
    tokill:
      identifier.identifierType === 'UHF_TAG' && identifier.code !== undefined && !associated.has(identifier.code),
  }));
  return c.json({
    success: item !== undefined && errors.length === 0,
    operationToPerform: item ? 'NONE' : 'FAIL',
    ...(item ? { item } : {}),
    errors,
    identifiers,
  });
}

async function disassociate(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = await bodyOf(c, 'disassociate');
  const itemId = requiredText(body, 'itemId', 'MISSING_ITEM_ID');
  await encodingOperation(c, deps, body.operationId);
  const item = await getRecord(deps.db, 'items', itemId);
  if (!item) throw notFound(`Item ${itemId} not found`);
  await replaceRecord(deps.db, 'items', {
    ...item,
    identifiers: [],
    status: 'DISASSOCIATED',
    lastModifyDate: Date.now(),
  });
  return c.json({ success: true });
}

export function registerEncodingRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  const post = (path: string, name: string, handler: (c: Context<ApiEnv>) => Promise<Response>) =>
    app.post(`${ENCODING_BASE}${path}`, withFaults(deps, name, handler));
  post('/validate', 'validate', (c) => validate(c, deps));
  post('/computeTags', 'computeTags', (c) => computeTags(c, deps));
  post('/create', 'create', (c) => create(c, deps, false));
  post('/create/force', 'createForce', (c) => create(c, deps, true));
  post('/verify', 'verify', (c) => verify(c, deps));
  post('/disassociate', 'disassociate', (c) => disassociate(c, deps));
  registerEncodingLookups(app, deps);
}
