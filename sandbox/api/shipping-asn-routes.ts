/**
 * The shipment (ASN) calls of 001 §7 Shipping: the list of a place's ASNs (for outbound the place the station sends is
 * its own, read as the ASN's origin), starting an ASN (or creating it), and confirming it: its parcels not confirmed
 * become FORCE_RECEIVED / FORCE_SENT.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { ResourceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { expectObject, isJsonObject, readJsonBody } from './request-body.ts';
import {
  asnByCode,
  asnView,
  CLOSED_ASN,
  operationOf,
  page,
  parcelsOfAsn,
  saveParcel,
  sizeOf,
  text,
  type Segment,
} from './shipping-state.ts';

async function listAsns(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  await operationOf(c, deps, segment, c.req.query('operationId'));
  const placeId = c.req.query('destinationPlaceId') ?? '';
  const statuses = c.req.queries('statuses') ?? [];
  const like = (c.req.query('likeCodes') ?? '').toLowerCase();
  const placeField = segment === 'outbound' ? 'originPlaceId' : 'destinationPlaceId';
  const asns = (await listRecords(deps.db, 'asns'))
    .filter((asn) => !placeId || asn[placeField] === placeId)
    .filter((asn) => statuses.length === 0 || statuses.includes(String(asn.status)))
    .filter((asn) => !like || String(asn.code).toLowerCase().includes(like))
    .sort(
      (a, b) =>
        (c.req.query('sort') === 'creationDate,asc' ? 1 : -1) * (Number(a.creationDate) - Number(b.creationDate)),
    );
  const views = await Promise.all(asns.map((asn) => asnView(deps.db, asn)));
  return c.json(page(views, sizeOf(c.req.query('size'), 100), Number(c.req.query('page') ?? 0) || 0));
}

async function startAsn(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'startAsn body');
  await operationOf(c, deps, segment, body.operationId);
  const code = text(body.asnCode);
  if (!code) throw badRequest('MISSING_ASN_CODE', 'asnCode is required');
  const started = segment === 'outbound' ? 'IN_OUTBOUND' : 'IN_INBOUND';
  const now = Date.now();
  const known = await asnByCode(deps.db, code);
  if (known) {
    if (CLOSED_ASN.has(String(known.status))) throw badRequest('ASN_CLOSED', `Shipment ${code} is closed`);
    const next = { ...known, status: started, lastModifyDate: now };
    await replaceRecord(deps.db, 'asns', next);
    return c.json(await asnView(deps.db, next));
  }
  const placeId = text(body.destinationPlaceId);
  const created: ResourceRecord = {
    id: randomUUID(),
    code,
    status: started,
    ...(segment === 'outbound' ? { originPlaceId: placeId } : { destinationPlaceId: placeId }),
    expectedParcels: 0,
    receivedParcels: 0,
    attributes: isJsonObject(body.attributes) ? body.attributes : {},
    creationDate: now,
    lastModifyDate: now,
  };
  await insertRecords(deps.db, 'asns', [created]);
  return c.json(await asnView(deps.db, created));
}

async function confirmAsn(c: Context<ApiEnv>, deps: ApiDeps, segment: Segment): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'confirmAsn body');
  await operationOf(c, deps, segment, body.operationId);
  const asn = await asnByCode(deps.db, text(body.asnCode));
  if (!asn) throw notFound(`Shipment ${text(body.asnCode)} not found`);
  const closed = segment === 'outbound' ? 'SENT' : 'RECEIVED';
  const forced = segment === 'outbound' ? 'FORCE_SENT' : 'FORCE_RECEIVED';
  for (const parcel of await parcelsOfAsn(deps.db, asn.id))
    if (!['RECEIVED', 'SENT', 'PACKED'].includes(String(parcel.status)))
      await saveParcel(deps, parcel, { status: forced });
  const attributes = isJsonObject(body.attributes) ? body.attributes : {};
  const next = { ...asn, status: closed, confirmAttributes: attributes, lastModifyDate: Date.now() };
  await replaceRecord(deps.db, 'asns', next);
  return c.json(await asnView(deps.db, next));
}

/** 001 §7 parcelByIdentifier: the parcel one of whose identifiers is a code read (or the identifierCode). */

export function registerShippingAsnRoutes(app: Hono<ApiEnv>, deps: ApiDeps, base: string, segment: Segment): void {
  app.get(`${base}/asn/list`, (c) => listAsns(c, deps, segment));
  app.post(`${base}/startAsn`, (c) => startAsn(c, deps, segment));
  app.post(`${base}/confirmAsn`, (c) => confirmAsn(c, deps, segment));
}
