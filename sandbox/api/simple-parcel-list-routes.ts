/**
 * The simple parcel list calls (001 §7 'Simple parcel list', §2.10, §4.8), under api/v1/operations/simpleParcelList:
 * - POST .../batchDecodeParcelList {identifierCodes[], operationId, form}: a map of identifier to {identifierCode,
 *   item, parcelCode, asn {code}, unexpected}. A parcel's own tag names the parcel; an item's tag names its item and no
 *   parcel; a code of neither names nothing. A parcel is unexpected (unexpected 1) when its shipment is not bound for
 *   the place checking in (form.placeId, else the workstation's place sent as clientPlaceId or operationPlaceId).
 * - GET .../parcelList {asnCode, size, page, sort, filter}: the parcels of a shipment ({content, totalElements,
 *   totalPages}), each with its asn {code}.
 * - POST .../checkPin {pin}: 200 when it is the signed-in user's PIN, else 400 'User PIN invalid' (001 §8).
 * - POST .../save {form, operationId, operationPlaceId, parcelCodes[], forcedParcelCodes[], pin}: forced parcels
 *   need the user's PIN again; saved once per Idempotency-Key through the shared confirm flow (operation-calls.ts).
 * - GET /control/simple-parcel-lists: what was saved, newest last (for tests and people).
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { findByIdentifierCodes, getRecord, insertRecords, listRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { ApiError, badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, operationOfType, runConfirm, type ConfirmKind, type OperationRecord } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';
import { page, sizeOf } from './shipping-state.ts';
import type { UserRecord } from './users-store.ts';

const BASE = '/api/v1/operations/simpleParcelList';
export const SIMPLE_PARCEL_LIST_CALLS = {
  decode: 'simpleParcelList.decode',
  save: 'simpleParcelList.save',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const listOperation = (c: Context<ApiEnv>, deps: ApiDeps, raw: unknown) =>
  operationOfType(c, deps, raw, 'SIMPLE_PARCEL_LIST');

const pinRefused = () => new ApiError(400, 'USER_PIN_INVALID', 'User PIN invalid');

function checkPin(user: UserRecord, pin: unknown): void {
  if (!user.pin || text(pin) !== user.pin) throw pinRefused();
}

/** A parcel as the list shows it: its code, quantity and shipment. */
async function parcelView(deps: ApiDeps, parcel: ResourceRecord, asns: Map<string, ResourceRecord | undefined>) {
  const asnId = text(parcel.asnId);
  if (asnId && !asns.has(asnId)) asns.set(asnId, await getRecord(deps.db, 'asns', asnId));
  const asn = asns.get(asnId);
  return {
    id: parcel.id,
    code: parcel.code,
    status: parcel.status,
    parcelEntryQuantity: parcel.parcelEntryQuantity ?? 0,
    asn: asn ? { id: asn.id, code: asn.code, destinationPlaceId: asn.destinationPlaceId } : null,
  };
}

async function decodeParcels(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'batchDecodeParcelList body');
  const failure = await applyFaults(c, deps, SIMPLE_PARCEL_LIST_CALLS.decode);
  if (failure) return failure;
  const operation = await listOperation(c, deps, body.operationId);
  const codes = optionalStringList(body, 'identifierCodes');
  if (!codes) throw badRequest('INVALID_BODY', 'batchDecodeParcelList needs identifierCodes, a list of codes');
  const form = isJsonObject(body.form) ? body.form : {};
  const placeId = text(form.placeId) || text(body.clientPlaceId) || text(body.operationPlaceId);
  const parcels = new Map(
    (await findByIdentifierCodes(deps.db, 'parcels', codes)).map((row) => [row.code, row.data] as const),
  );
  const items = await decodeIdentifierCodes(
    deps,
    codes.filter((code) => !parcels.has(code)),
  );
  const asns = new Map<string, ResourceRecord | undefined>();
  const answer: Record<string, JsonObject> = {};
  for (const code of codes) {
    const parcel = parcels.get(code);
    if (parcel) {
      const view = await parcelView(deps, parcel, asns);
      const bound = view.asn ? text(view.asn.destinationPlaceId) : '';
      const unexpected = !view.asn || (placeId !== '' && bound !== placeId) ? 1 : 0;
      answer[code] = { identifierCode: code, item: null, parcelCode: view.code, asn: view.asn, unexpected };
      continue;
    }
    const decoded = items.find((read) => read.identifierCode === code);
    const item = decoded?.item && text(decoded.item.id) ? decoded.item : null;
    answer[code] = { identifierCode: code, item, parcelCode: null, asn: null, unexpected: item ? 1 : 0 };
  }
  deps.confirmLedger.recordAction({
    operationId: operation.id,
    actionCode: 'batchDecodeParcelList',
    attributes: { codes: codes.length },
    userId: c.get('user').id,
  });
  return c.json(answer);
}

interface ParcelListSave {
  operation: OperationRecord;
  itemIds: string[];
  form: JsonObject;
  operationPlaceId: string;
  parcelCodes: string[];
  forcedParcelCodes: string[];
}

function saveKind(deps: ApiDeps): ConfirmKind<ParcelListSave> {
  return {
    call: SIMPLE_PARCEL_LIST_CALLS.save,
    parse: async (c, body) => {
      const operation = await listOperation(c, deps, body.operationId);
      const parcelCodes = optionalStringList(body, 'parcelCodes') ?? [];
      if (parcelCodes.length === 0) throw badRequest('EMPTY_PARCEL_LIST', 'parcelCodes must name at least one parcel');
      const forcedParcelCodes = optionalStringList(body, 'forcedParcelCodes') ?? [];
      if (forcedParcelCodes.length > 0) checkPin(c.get('user'), body.pin);
      const operationPlaceId = text(body.operationPlaceId);
      if (!operationPlaceId) throw badRequest('MISSING_OPERATION_PLACE', 'operationPlaceId is required');
      const form = isJsonObject(body.form) ? body.form : {};
      return { operation, itemIds: [], form, operationPlaceId, parcelCodes, forcedParcelCodes };
    },
    save: async (request, user) => {
      const now = Date.now();
      const instance: ResourceRecord = {
        id: randomUUID(),
        creationDate: now,
        lastModifyDate: now,
        operationId: request.operation.id,
        operationType: 'SIMPLE_PARCEL_LIST',
        form: request.form,
        operationPlaceId: request.operationPlaceId,
        parcelCodes: request.parcelCodes,
        forcedParcelCodes: request.forcedParcelCodes,
        creationUserId: user.id,
        creationUsername: user.username,
      };
      await insertRecords(deps.db, 'operationInstances', [instance]);
      return instance;
    },
  };
}

export function registerSimpleParcelListRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post(`${BASE}/batchDecodeParcelList`, (c) => decodeParcels(c, deps));

  app.get(`${BASE}/parcelList`, async (c) => {
    const asnCode = c.req.query('asnCode') ?? '';
    const [asn] = asnCode ? await listRecords(deps.db, 'asns', { codes: [asnCode] }) : [];
    const parcels = asn ? (await listRecords(deps.db, 'parcels')).filter((parcel) => parcel.asnId === asn.id) : [];
    const asns = new Map<string, ResourceRecord | undefined>();
    const views = [];
    for (const parcel of parcels.sort((a, b) => text(b.code).localeCompare(text(a.code))))
      views.push(await parcelView(deps, parcel, asns));
    return c.json(page(views, sizeOf(c.req.query('size'), 1000), Number(c.req.query('page') ?? 0) || 0));
  });

  app.post(`${BASE}/checkPin`, async (c) => {
    const body = expectObject(await readJsonBody(c), 'checkPin body');
    checkPin(c.get('user'), body.pin);
    return c.json({ valid: true });
  });

  const save = saveKind(deps);
  app.post(`${BASE}/save`, (c) => runConfirm(c, deps, save, 'sync'));
  app.post(`${BASE}/save/asyncExecution`, (c) => runConfirm(c, deps, save, 'async'));

  app.get('/control/simple-parcel-lists', async (c) => {
    const saved = (await listRecords(deps.db, 'operationInstances')).filter(
      (instance) => instance.operationType === 'SIMPLE_PARCEL_LIST',
    );
    return c.json({ saved: saved.sort((a, b) => a.creationDate - b.creationDate) });
  });
}
