/**
 * The simple item list calls (001 §7 'Simple item list', under api/v1/operations/simpleItemList):
 * - POST .../batchValidate {operationId, identifierCodes (or itemIdentifierCodes), form?}: decoded reads
 *   (000 §3 Decoded read; item-decoder.ts), in the order asked.
 * - POST .../save {form, operationId, operationPlaceId, itemIds} (001 §7: 'path not shown'; the sandbox's choice):
 *   saves an operation instance (api/v1/operationInstances/{id}) and answers it.
 * - POST .../save/asyncExecution, same body (000 §4.10): answers {asyncExecutionId} at once; the save runs after a
 *   short delay and its outcome {asyncExecutionId, executionStatus 'OK' | 'KO', details} goes to the user's outcome
 *   stream (details {operationInstanceId} on OK, an error text otherwise).
 * - POST .../{operationId}/executeAction {operationId, actionCode, attributes {workstationCode, ...}}: runs one of the
 *   operation's actions (actions[].actionCode or saveOnReadActionCode); answers {success, actionCode, attributes}.
 * Both saves honour the Idempotency-Key header and the test faults (operation-calls.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getRecord, insertRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { ApiError, badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, operationOfType, runConfirm } from './operation-calls.ts';
import type { ConfirmKind, OperationRecord } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';

const BASE = '/api/v1/operations/simpleItemList';
export const SIMPLE_ITEM_LIST_CALLS = {
  batchValidate: 'simpleItemList.batchValidate',
  save: 'simpleItemList.save',
  executeAction: 'simpleItemList.executeAction',
} as const;

interface SaveRequest {
  operation: OperationRecord;
  form: JsonObject;
  operationPlaceId: string;
  itemIds: string[];
}

const simpleItemListOperation = (c: Context<ApiEnv>, deps: ApiDeps, raw: unknown) =>
  operationOfType(c, deps, raw, 'SIMPLE_ITEM_LIST');

async function parseSave(c: Context<ApiEnv>, deps: ApiDeps, body: JsonObject): Promise<SaveRequest> {
  const operation = await simpleItemListOperation(c, deps, body.operationId);
  const form = body.form ?? {};
  if (!isJsonObject(form)) throw badRequest('INVALID_BODY', 'form must be a JSON object');
  const operationPlaceId = body.operationPlaceId;
  if (typeof operationPlaceId !== 'string' || operationPlaceId === '')
    throw badRequest('MISSING_OPERATION_PLACE', 'operationPlaceId is required');
  const itemIds = optionalStringList(body, 'itemIds') ?? [];
  if (itemIds.length === 0) throw badRequest('EMPTY_ITEM_LIST', 'itemIds must name at least one item');
  return { operation, form, operationPlaceId, itemIds: [...new Set(itemIds)] };
}

/** The save itself: every item must exist; answers the stored operation instance. */
async function saveInstance(deps: ApiDeps, request: SaveRequest, userId: string): Promise<ResourceRecord> {
  const found = await Promise.all(request.itemIds.map((id) => getRecord(deps.db, 'items', id)));
  const missing = request.itemIds.filter((_, index) => !found[index]);
  if (missing.length > 0) throw badRequest('ITEM_NOT_FOUND', `Items not found: ${missing.join(', ')}`);
  const now = Date.now();
  const instance: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    operationId: request.operation.id,
    operationCode: request.operation.code ?? null,
    operationType: 'SIMPLE_ITEM_LIST',
    status: 'CONFIRMED',
    form: request.form,
    operationPlaceId: request.operationPlaceId,
    itemIds: request.itemIds,
    itemCount: request.itemIds.length,
    creationUserId: userId,
  };
  await insertRecords(deps.db, 'operationInstances', [instance]);
  return instance;
}

function saveKind(deps: ApiDeps): ConfirmKind<SaveRequest> {
  return {
    call: SIMPLE_ITEM_LIST_CALLS.save,
    parse: (c, body) => parseSave(c, deps, body),
    save: (request, user) => saveInstance(deps, request, user.id),
  };
}

export function registerSimpleItemListRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post(`${BASE}/batchValidate`, async (c) => {
    const body = expectObject(await readJsonBody(c), 'batchValidate body');
    const failure = await applyFaults(c, deps, SIMPLE_ITEM_LIST_CALLS.batchValidate);
    if (failure) return failure;
    await simpleItemListOperation(c, deps, body.operationId);
    const codes = optionalStringList(body, 'identifierCodes') ?? optionalStringList(body, 'itemIdentifierCodes');
    if (!codes) throw badRequest('INVALID_BODY', 'batchValidate needs identifierCodes, a list of identifier codes');
    return c.json(await decodeIdentifierCodes(deps, codes));
  });

  const save = saveKind(deps);
  app.post(`${BASE}/save`, (c) => runConfirm(c, deps, save, 'sync'));
  app.post(`${BASE}/save/asyncExecution`, (c) => runConfirm(c, deps, save, 'async'));

  app.post(`${BASE}/:id/executeAction`, async (c) => {
    const body = expectObject(await readJsonBody(c), 'executeAction body');
    const failure = await applyFaults(c, deps, SIMPLE_ITEM_LIST_CALLS.executeAction);
    if (failure) return failure;
    const operation = await simpleItemListOperation(c, deps, body.operationId ?? c.req.param('id'));
    if (String(operation.id) !== c.req.param('id'))
      throw badRequest('OPERATION_MISMATCH', 'the path id and operationId name different operations');
    const actionCode = body.actionCode;
    if (typeof actionCode !== 'string' || actionCode === '')
      throw badRequest('MISSING_ACTION_CODE', 'actionCode is required');
    const actions = Array.isArray(operation.actions) ? operation.actions.filter(isJsonObject) : [];
    const known =
      actions.some((action) => action.actionCode === actionCode) || operation.saveOnReadActionCode === actionCode;
    if (!known) throw new ApiError(400, 'ACTION_NOT_FOUND', `Operation ${operation.id} has no action ${actionCode}`);
    const attributes = isJsonObject(body.attributes) ? body.attributes : {};
    deps.confirmLedger.recordAction({ operationId: operation.id, actionCode, attributes, userId: c.get('user').id });
    return c.json({ success: true, actionCode, attributes });
  });
}
