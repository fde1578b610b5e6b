/**
 * The transfer to zone calls (001 §7 'Transfer to zone', under api/v1/operations/transfersToZone; 001 §2.11,
 * §2.12, §4.9, §4.10). The operation is a TRANSFER_TO_ZONE (plain or conveyor variant).
 * - POST .../batchValidate {operationId, identifierCodes (or itemIdentifierCodes), form {destinationZoneId}?,
 *   originPlaceId?}: decoded reads (item-decoder.ts) in the order asked, with the transfer statuses of
 *   transfer-to-zone.ts. The place checked is originPlaceId (clientPlaceId and operationPlaceId also accepted), else
 *   the destination zone's place.
 * - POST ... (the base path) and POST .../asyncExecution {form {destinationZoneId}, originPlaceId, operationId,
 *   itemIds}: moves the items to form.destinationZoneId (an id, or a zone record with its id) and saves an operation
 *   instance; sync answers the instance, async answers {asyncExecutionId} and publishes the outcome on the user's
 *   stream (operation-calls.ts: Idempotency-Key, faults of 'transferToZone.confirm', /control/confirmations).
 * - GET .../{id}: the operation instance of a transfer.
 * - POST .../{operationId}/executeAction: the conveyor's save-on-read action (001 §4.10, §7 'execute action
 *   ({operationId}, saveOnReadActionCode, {attributes: form attributes, itemId, customerPlaceCode})'), on the path of
 *   the simple item list's executeAction. Body {actionCode (default the operation's saveOnReadActionCode),
 *   attributes {...}, itemId, customerPlaceCode, operationId?}; itemId and customerPlaceCode are also read from
 *   attributes. With an itemId and a destinationZoneId (top level, in attributes or in form) the item moves there.
 *   Answers {success: true, actionCode, itemId, customerPlaceCode, destinationZoneId}; each call is listed under
 *   actions of /control/confirmations.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getRecord, insertRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { ApiError, badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, operationOfType, runConfirm } from './operation-calls.ts';
import type { ConfirmKind, OperationRecord } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';
import { moveItems, withTransferStatuses, zoneIdOf, zoneRecord } from './transfer-to-zone.ts';
import type { UserRecord } from './users-store.ts';

const BASE = '/api/v1/operations/transfersToZone';
export const TRANSFER_TO_ZONE_CALLS = {
  batchValidate: 'transferToZone.batchValidate',
  confirm: 'transferToZone.confirm',
  executeAction: 'transferToZone.executeAction',
} as const;

interface TransferRequest {
  operation: OperationRecord;
  form: JsonObject;
  originPlaceId: string;
  destination: ResourceRecord;
  itemIds: string[];
}

const transferOperation = (c: Context<ApiEnv>, deps: ApiDeps, raw: unknown) =>
  operationOfType(c, deps, raw, 'TRANSFER_TO_ZONE');

function placeIdOf(body: JsonObject): string | undefined {
  const value = body.originPlaceId ?? body.clientPlaceId ?? body.operationPlaceId;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function destinationOf(deps: ApiDeps, value: unknown): Promise<ResourceRecord> {
  if (zoneIdOf(value) === undefined) throw badRequest('MISSING_DESTINATION_ZONE', 'form.destinationZoneId is required');
  const zone = await zoneRecord(deps.db, value);
  if (!zone) throw badRequest('ZONE_NOT_FOUND', `Zone ${String(zoneIdOf(value))} not found`);
  return zone;
}

async function parseTransfer(c: Context<ApiEnv>, deps: ApiDeps, body: JsonObject): Promise<TransferRequest> {
  const operation = await transferOperation(c, deps, body.operationId);
  const form = body.form ?? {};
  if (!isJsonObject(form)) throw badRequest('INVALID_BODY', 'form must be a JSON object');
  const originPlaceId = placeIdOf(body);
  if (originPlaceId === undefined) throw badRequest('MISSING_ORIGIN_PLACE', 'originPlaceId is required');
  const destination = await destinationOf(deps, form.destinationZoneId);
  const itemIds = optionalStringList(body, 'itemIds') ?? [];
  if (itemIds.length === 0) throw badRequest('EMPTY_ITEM_LIST', 'itemIds must name at least one item');
  return { operation, form, originPlaceId, destination, itemIds: [...new Set(itemIds)] };
}

async function saveTransfer(deps: ApiDeps, request: TransferRequest, user: UserRecord): Promise<ResourceRecord> {
  return deps.db.transaction(async (tx) => {
    const now = Date.now();
    const { moved, itemTransferId } = await moveItems(tx, { ...request, username: user.username }, now);
    const instance: ResourceRecord = {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      operationId: request.operation.id,
      operationCode: request.operation.code ?? null,
      operationType: 'TRANSFER_TO_ZONE',
      status: 'CONFIRMED',
      form: request.form,
      originPlaceId: request.originPlaceId,
      destinationZoneId: request.destination.id,
      itemIds: request.itemIds,
      itemCount: request.itemIds.length,
      movedCount: moved,
      itemTransferId,
      creationUserId: user.id,
    };
    await insertRecords(tx, 'operationInstances', [instance]);
    return instance;
  });
}

function confirmKind(deps: ApiDeps): ConfirmKind<TransferRequest> {
  return {
    call: TRANSFER_TO_ZONE_CALLS.confirm,
    parse: (c, body) => parseTransfer(c, deps, body),
    save: (request, user) => saveTransfer(deps, request, user),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

async function executeAction(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'executeAction body');
  const failure = await applyFaults(c, deps, TRANSFER_TO_ZONE_CALLS.executeAction);
  if (failure) return failure;
  const operation = await transferOperation(c, deps, c.req.param('id'));
  if (body.operationId !== undefined && String(body.operationId) !== operation.id)
    throw badRequest('OPERATION_MISMATCH', 'the path id and operationId name different operations');
  const actionCode = text(body.actionCode) ?? text(operation.saveOnReadActionCode);
  if (actionCode === undefined) throw badRequest('MISSING_ACTION_CODE', 'actionCode is required');
  const actions = Array.isArray(operation.actions) ? operation.actions.filter(isJsonObject) : [];
  const known =
    actions.some((action) => action.actionCode === actionCode) || operation.saveOnReadActionCode === actionCode;
  if (!known) throw new ApiError(400, 'ACTION_NOT_FOUND', `Operation ${operation.id} has no action ${actionCode}`);
  const attributes = isJsonObject(body.attributes) ? body.attributes : {};
  const form = isJsonObject(body.form) ? body.form : {};
  const itemId = text(body.itemId) ?? text(attributes.itemId) ?? null;
  const customerPlaceCode = text(body.customerPlaceCode) ?? text(attributes.customerPlaceCode) ?? null;
  const zoneValue = body.destinationZoneId ?? attributes.destinationZoneId ?? form.destinationZoneId;
  const destination = zoneIdOf(zoneValue) === undefined ? undefined : await destinationOf(deps, zoneValue);
  const user = c.get('user');
  if (itemId !== null) {
    if (!(await getRecord(deps.db, 'items', itemId))) throw badRequest('ITEM_NOT_FOUND', `Item ${itemId} not found`);
    if (destination) {
      const move = { operation, destination, itemIds: [itemId], username: user.username };
      await deps.db.transaction((tx) => moveItems(tx, move));
    }
  }
  const recorded = { ...attributes, itemId, customerPlaceCode };
  deps.confirmLedger.recordAction({ operationId: operation.id, actionCode, attributes: recorded, userId: user.id });
  return c.json({ success: true, actionCode, itemId, customerPlaceCode, destinationZoneId: destination?.id ?? null });
}

export function registerTransferToZoneRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post(`${BASE}/batchValidate`, async (c) => {
    const body = expectObject(await readJsonBody(c), 'batchValidate body');
    const failure = await applyFaults(c, deps, TRANSFER_TO_ZONE_CALLS.batchValidate);
    if (failure) return failure;
    await transferOperation(c, deps, body.operationId);
    const codes = optionalStringList(body, 'identifierCodes') ?? optionalStringList(body, 'itemIdentifierCodes');
    if (!codes) throw badRequest('INVALID_BODY', 'batchValidate needs identifierCodes, a list of identifier codes');
    const form = isJsonObject(body.form) ? body.form : {};
    const destination = await zoneRecord(deps.db, form.destinationZoneId);
    const placeId = placeIdOf(body) ?? (typeof destination?.placeId === 'string' ? destination.placeId : undefined);
    return c.json(withTransferStatuses(await decodeIdentifierCodes(deps, codes), placeId, destination));
  });

  const confirm = confirmKind(deps);
  app.post(BASE, (c) => runConfirm(c, deps, confirm, 'sync'));
  app.post(`${BASE}/asyncExecution`, (c) => runConfirm(c, deps, confirm, 'async'));
  app.post(`${BASE}/:id/executeAction`, (c) => executeAction(c, deps));

  app.get(`${BASE}/:id`, async (c) => {
    const instance = await getRecord(deps.db, 'operationInstances', c.req.param('id'));
    if (!instance || instance.operationType !== 'TRANSFER_TO_ZONE')
      throw notFound(`Transfer to zone ${c.req.param('id')} not found`);
    return c.json(instance);
  });
}
