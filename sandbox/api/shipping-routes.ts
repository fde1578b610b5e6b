/**
 * The shipping calls of 001 §7 (INBOUND, OUTBOUND and PACKING under api/v1/operations/{segment}) and the parcel
 * content lookup, over the records of shipping-state.ts:
 * - GET .../asn/list {destinationPlaceId, size, page, likeCodes, statuses, sort}: the ASNs of the place (for
 *   outbound the place the station sends is its own, so it is read as the ASN's origin), with destination place and
 *   counters. POST .../startAsn {asnCode, destinationPlaceId, attributes}: starts the ASN, or creates it.
 * - GET .../parcelList {asnId, search, ascCode, size, page}; GET .../parcelDetail {operationId, parcelCode}: the
 *   parcel of that code as the lists show it (with its ASN {id, code, places}), 404 when none has it. 001 §7 leaves
 *   the answer open ('not shown'); the station reads a 404 as a parcel its confirm will create (001 §4.4 step 5).
 * - POST .../startParcel: starts (or creates) the parcel; a PACKED parcel in packing answers errorCode 'UNPACK'.
 *   Answers the parcel with its checklist and the checklist's products. POST .../unpack empties it again.
 * - POST .../batchValidate: decoded reads, ITEM_IN_ANOTHER_PARCEL for an item in another open parcel, and
 *   detected/expected/unexpected against the parcel's checklist.
 * - POST .../parcelByIdentifier {identifiers [{code, tid}], identifierCode}: the parcel with one of those identifiers.
 * - POST .../updateParcelContent {itemIds, action INSERT|REMOVE|CLEAR, parcelCode}: set semantics (faults under
 *   'shipping.updateParcelContent').
 * - POST .../confirmParcel[/force|/asyncExecution]: through runConfirm (Idempotency-Key, faults, ledger, async
 *   outcome): the parcel's status moves on, its checklist counts what it held. POST .../confirmAsn closes the ASN.
 * - GET /api/v1/parcels/{id}/parcelContent {groupedBy product|item}; GET /control/shipping/parcels/{code}.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getRecord, insertRecords, listRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { ApiError, badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { nextCartonCode } from './cartonization-routes.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, runConfirm } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';
import { presentRecords } from './resource-views.ts';
import { registerShippingAsnRoutes } from './shipping-asn-routes.ts';
import { confirmKind } from './shipping-confirm.ts';
import {
  asnByCode,
  checklistWithProducts,
  CLOSED_ASN,
  contentOf,
  expectedOf,
  operationOf,
  page,
  PARCEL_STATUS,
  parcelByCode,
  parcelsOfAsn,
  parcelView,
  requireParcel,
  saveParcel,
  SEGMENT_TYPES,
  sizeOf,
  text,
  type Segment,
} from './shipping-state.ts';

const SEGMENTS = Object.keys(SEGMENT_TYPES) as Segment[];

async function listParcels(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const asnId = c.req.query('asnId') ?? (await asnByCode(deps.db, c.req.query('asnCode') ?? ''))?.id ?? '';
  const search = (c.req.query('search') ?? '').toLowerCase();
  const direction = c.req.query('ascCode') === 'true' ? 1 : -1;
  const parcels = (asnId ? await parcelsOfAsn(deps.db, asnId) : await listRecords(deps.db, 'parcels'))
    .filter((parcel) => !search || String(parcel.code).toLowerCase().includes(search))
    .sort((a, b) => direction * String(a.code).localeCompare(String(b.code)));
  const views = await Promise.all(parcels.map((parcel) => parcelView(deps.db, parcel)));
  return c.json(page(views, sizeOf(c.req.query('size'), 100), Number(c.req.query('page') ?? 0) || 0));
}

async function startParcel(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'startParcel body');
  const operation = await operationOf(c, deps, segment, body.operationId);
  // A carton of a checklist (cartonization) is numbered by the server.
  const code = text(body.parcelCode) || (text(body.checklistId) ? await nextCartonCode(deps) : '');
  if (!code) throw badRequest('MISSING_PARCEL_CODE', 'parcelCode is required');
  const asnCode = isJsonObject(body.asn) ? text(body.asn.code) : '';
  const asn = asnCode ? await asnByCode(deps.db, asnCode) : undefined;
  if (asnCode && !asn) throw badRequest('ASN_NOT_FOUND', `Shipment ${asnCode} not found`);
  if (asn && CLOSED_ASN.has(String(asn.status))) throw badRequest('ASN_CLOSED', `Shipment ${asnCode} is closed`);
  const known = await parcelByCode(deps.db, code);
  if (known && segment === 'packing' && known.status === 'PACKED') throw badRequest('UNPACK', 'UNPACK');
  const checklistId = text(body.checklistId) || (known ? text(known.checklistId) : '');
  const found = checklistId ? await checklistWithProducts(deps.db, checklistId) : undefined;
  if (checklistId && !found) throw badRequest('CHECKLIST_NOT_FOUND', `Checklist ${checklistId} not found`);
  const now = Date.now();
  const fields = {
    status: PARCEL_STATUS[segment].started,
    operationId: operation.id,
    ...(asn ? { asnId: asn.id } : {}),
    ...(checklistId ? { checklistId, checklistExpectedQuantity: Number(found?.checklist.totalExpected ?? 0) } : {}),
    ...(text(body.operationPlaceId) ? { operationPlaceId: text(body.operationPlaceId) } : {}),
  };
  let parcel: ResourceRecord;
  if (known) parcel = await saveParcel(deps, known, fields);
  else {
    parcel = {
      id: randomUUID(),
      code,
      description: '',
      parcelEntryQuantity: 0,
      parcelUnexpectedQuantity: 0,
      checklistExpectedQuantity: 0,
      attributes: isJsonObject(body.attributes) ? body.attributes : {},
      contentItemIds: [],
      ...fields,
      creationDate: now,
      lastModifyDate: now,
    };
    await insertRecords(deps.db, 'parcels', [parcel]);
  }
  return c.json({ ...(await parcelView(deps.db, parcel)), ...(found ?? {}) });
}

async function batchValidate(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'batchValidate body');
  const failure = await applyFaults(c, deps, `shipping.batchValidate`);
  if (failure) return failure;
  await operationOf(c, deps, segment, body.operationId);
  const codes = optionalStringList(body, 'identifierCodes');
  if (!codes) throw badRequest('INVALID_BODY', 'batchValidate needs identifierCodes, a list of identifier codes');
  const parcelCode = text(body.parcelCode);
  const parcels = await listRecords(deps.db, 'parcels');
  const open = parcels.filter((parcel) => !['RECEIVED', 'SENT', 'PACKED'].includes(String(parcel.status)));
  const elsewhere = new Set(open.filter((parcel) => parcel.code !== parcelCode).flatMap(contentOf));
  const own = parcels.find((parcel) => parcel.code === parcelCode);
  const checklist =
    own && text(own.checklistId) ? await getRecord(deps.db, 'checklists', text(own.checklistId)) : undefined;
  const reads = await decodeIdentifierCodes(deps, codes);
  return c.json(
    reads.map((read) => {
      const item = read.item;
      const itemId = item ? text(item.id) : '';
      const productCode = item && isJsonObject(item.product) ? text(item.product.code) : '';
      const expected = checklist && productCode ? Math.min(1, expectedOf(checklist, productCode)) : 0;
      return {
        ...read,
        statuses: [...read.statuses, ...(itemId && elsewhere.has(itemId) ? ['ITEM_IN_ANOTHER_PARCEL'] : [])],
        ...(checklist && item ? { expected, unexpected: expected > 0 ? 0 : 1 } : {}),
      };
    }),
  );
}

async function updateContent(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'updateParcelContent body');
  const failure = await applyFaults(c, deps, 'shipping.updateParcelContent');
  if (failure) return failure;
  await operationOf(c, deps, segment, body.operationId);
  const parcel = await requireParcel(deps, body.parcelCode);
  const action = text(body.action);
  const itemIds = optionalStringList(body, 'itemIds') ?? [];
  const content = new Set(contentOf(parcel));
  if (action === 'CLEAR') content.clear();
  else if (action === 'INSERT') for (const id of itemIds) content.add(id);
  else if (action === 'REMOVE') for (const id of itemIds) content.delete(id);
  else throw badRequest('INVALID_ACTION', 'action is INSERT, REMOVE or CLEAR');
  const calls = Array.isArray(parcel.contentCalls) ? parcel.contentCalls : [];
  const saved = await saveParcel(deps, parcel, {
    contentItemIds: [...content],
    parcelEntryQuantity: content.size,
    contentCalls: [...calls, { action, itemIds, at: Date.now() }],
  });
  return c.json(await parcelView(deps.db, saved));
}

async function parcelByIdentifier(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'parcelByIdentifier body');
  await operationOf(c, deps, segment, body.operationId);
  const identifiers = Array.isArray(body.identifiers) ? body.identifiers.filter(isJsonObject) : [];
  const codes = [...identifiers.map((identifier) => text(identifier.code)), text(body.identifierCode)].filter(Boolean);
  if (codes.length === 0) throw badRequest('MISSING_IDENTIFIERS', 'identifiers name at least one code');
  const [parcel] = await listRecords(deps.db, 'parcels', { fields: [{ path: 'identifiers[].code', values: codes }] });
  if (!parcel) throw new ApiError(404, 'PARCEL_NOT_FOUND', `No parcel has the identifiers ${codes.join(', ')}`);
  const view = await parcelView(deps.db, parcel);
  return c.json({
    code: view.code,
    attributes: view.attributes,
    asn: view.asn ?? null,
    id: view.id,
    status: view.status,
  });
}

async function unpack(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'unpack body');
  await operationOf(c, deps, segment, body.operationId);
  const parcel = await requireParcel(deps, body.parcelCode);
  const saved = await saveParcel(deps, parcel, { status: 'DRAFT', contentItemIds: [], parcelEntryQuantity: 0 });
  return c.json(await parcelView(deps.db, saved));
}

async function parcelContent(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const parcel = await getRecord(deps.db, 'parcels', id);
  if (!parcel) throw notFound(`Parcel ${id} not found`);
  const checklist = text(parcel.checklistId)
    ? await getRecord(deps.db, 'checklists', text(parcel.checklistId))
    : undefined;
  const items = await presentRecords(
    deps.db,
    deps.publicUrls,
    'items',
    await listRecords(deps.db, 'items', { ids: contentOf(parcel) }),
  );
  if (c.req.query('groupedBy') === 'item') {
    return c.json(
      items.map((item) => {
        const code = isJsonObject(item.product) ? text(item.product.code) : '';
        const identifiers = Array.isArray(item.identifiers) ? (item.identifiers as JsonObject[]) : [];
        const expected = expectedOf(checklist, code) > 0 ? 1 : 0;
        return { item, identifierCode: text(identifiers[0]?.code), detected: 1, expected, unexpected: 1 - expected };
      }),
    );
  }
  const byProduct = new Map<string, { product: JsonObject; detected: number }>();
  for (const item of items) {
    if (!isJsonObject(item.product)) continue;
    const code = text(item.product.code);
    const entry = byProduct.get(code) ?? { product: item.product, detected: 0 };
    entry.detected += 1;
    byProduct.set(code, entry);
  }
  return c.json(
    [...byProduct.entries()].map(([code, entry]) => {
      const expected = expectedOf(checklist, code);
      return { ...entry, expected, unexpected: Math.max(0, entry.detected - expected) };
    }),
  );
}

export function registerShippingRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  for (const segment of SEGMENTS) {
    const base = `/api/v1/operations/${segment}`;
    registerShippingAsnRoutes(app, deps, base, segment);
    app.get(`${base}/parcelList`, (c) => listParcels(c, deps));
    app.get(`${base}/parcelDetail`, async (c) =>
      c.json(await parcelView(deps.db, await requireParcel(deps, c.req.query('parcelCode')))),
    );
    app.post(`${base}/startParcel`, (c) => startParcel(c, deps, segment));
    app.post(`${base}/batchValidate`, (c) => batchValidate(c, deps, segment));
    app.post(`${base}/updateParcelContent`, (c) => updateContent(c, deps, segment));
    app.post(`${base}/confirmParcel`, (c) => runConfirm(c, deps, confirmKind(deps, segment, false), 'sync'));
    app.post(`${base}/confirmParcel/force`, (c) => runConfirm(c, deps, confirmKind(deps, segment, true), 'sync'));
    app.post(`${base}/confirmParcel/asyncExecution`, (c) =>
      runConfirm(c, deps, confirmKind(deps, segment, false), 'async'),
    );
    app.post(`${base}/unpack`, (c) => unpack(c, deps, segment));
    app.post(`${base}/parcelByIdentifier`, (c) => parcelByIdentifier(c, deps, segment));
  }
  app.get('/api/v1/parcels/:id/parcelContent', (c) => parcelContent(c, deps));
  app.get('/control/shipping/parcels/:code', async (c) => {
    const parcel = await parcelByCode(deps.db, c.req.param('code'));
    if (!parcel) throw notFound(`Parcel ${c.req.param('code')} not found`);
    return c.json({
      parcel: await parcelView(deps.db, parcel),
      contentItemIds: contentOf(parcel),
      contentCalls: parcel.contentCalls ?? [],
    });
  });
}
