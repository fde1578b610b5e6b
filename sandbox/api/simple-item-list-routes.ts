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
 * Both saves honour the Idempotency-Key header (confirm-ledger.ts) and the test faults (call-faults.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getRecord, insertRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { ApiError, badRequest, forbidden, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { DEFAULT_OUTCOME_DELAY_MS } from './call-faults.ts';
import { IDEMPOTENCY_KEY_HEADER } from './confirm-ledger.ts';
import type { ConfirmAnswer } from './confirm-ledger.ts';
import { dropConnection } from './drop-connection.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { mayRunOperation } from './operation-capabilities.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';

const BASE = '/api/v1/operations/simpleItemList';
export const SIMPLE_ITEM_LIST_CALLS = {
  batchValidate: 'simpleItemList.batchValidate',
  save: 'simpleItemList.save',
  executeAction: 'simpleItemList.executeAction',
} as const;

interface SaveRequest {
  operation: JsonObject & { id: string };
  form: JsonObject;
  operationPlaceId: string;
  itemIds: string[];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function simpleItemListOperation(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  raw: unknown,
): Promise<SaveRequest['operation']> {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest('MISSING_OPERATION_ID', 'operationId is required');
  const operation = await getRecord(deps.db, 'operations', String(raw));
  if (!operation) throw notFound(`Operation ${String(raw)} not found`);
  if (operation.type !== 'SIMPLE_ITEM_LIST')
    throw badRequest('WRONG_OPERATION_TYPE', `Operation ${String(raw)} is not a SIMPLE_ITEM_LIST`);
  if (!mayRunOperation(c.get('user'), operation)) throw forbidden(`You may not run operation ${String(raw)}`);
  return operation;
}

/** Applies the call's delay and fail switches; answers a failure response to send instead, if any. */
async function applyFaults(c: Context<ApiEnv>, deps: ApiDeps, call: string): Promise<Response | undefined> {
  const { delayMs } = deps.faults.get(call);
  if (delayMs) await wait(delayMs);
  const fail = deps.faults.takeFail(call);
  if (fail) return c.json(fail.body as JsonObject, fail.status as ContentfulStatusCode);
  return undefined;
}

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

function publishLater(deps: ApiDeps, request: SaveRequest, userId: string, asyncExecutionId: string): void {
  const call = SIMPLE_ITEM_LIST_CALLS.save;
  const delay = deps.faults.get(call).outcomeDelayMs ?? DEFAULT_OUTCOME_DELAY_MS;
  setTimeout(() => {
    void (async () => {
      const failure = deps.faults.takeFailOutcome(call);
      let outcome;
      if (failure) {
        outcome = { asyncExecutionId, executionStatus: 'KO', details: failure.details };
      } else {
        try {
          const instance = await saveInstance(deps, request, userId);
          deps.confirmLedger.update(asyncExecutionId, { operationInstanceId: instance.id });
          outcome = { asyncExecutionId, executionStatus: 'OK', details: { operationInstanceId: instance.id } };
        } catch (error) {
          const details = error instanceof Error ? error.message : String(error);
          outcome = { asyncExecutionId, executionStatus: 'KO', details };
        }
      }
      if (deps.faults.take(call, 'dropStreamBeforeOutcome'))
        deps.eventHub.dropStreams(`asyncExecutionOutcome/${userId}`);
      deps.eventHub.publishAsyncOutcome(userId, outcome);
    })();
  }, delay);
}

async function confirm(c: Context<ApiEnv>, deps: ApiDeps, mode: 'sync' | 'async'): Promise<Response> {
  const call = SIMPLE_ITEM_LIST_CALLS.save;
  const body = expectObject(await readJsonBody(c), 'save body');
  const failure = await applyFaults(c, deps, call);
  if (failure) return failure;
  const request = await parseSave(c, deps, body);
  const userId = c.get('user').id;
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER) || undefined;
  const base = { mode, operationId: request.operation.id, itemIds: request.itemIds };
  const answer: ConfirmAnswer = await deps.confirmLedger.run({ call, userId, key, body: { mode, body } }, async () => {
    if (mode === 'sync') {
      const instance = await saveInstance(deps, request, userId);
      return {
        answer: { status: 200, body: instance },
        record: { ...base, operationInstanceId: instance.id, asyncExecutionId: null },
      };
    }
    const asyncExecutionId = randomUUID();
    publishLater(deps, request, userId, asyncExecutionId);
    return {
      answer: { status: 200, body: { asyncExecutionId } },
      record: { ...base, operationInstanceId: null, asyncExecutionId },
    };
  });
  if (deps.faults.take(call, 'loseResponse')) return dropConnection(c);
  return c.json(answer.body as JsonObject, answer.status);
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

  app.post(`${BASE}/save`, (c) => confirm(c, deps, 'sync'));
  app.post(`${BASE}/save/asyncExecution`, (c) => confirm(c, deps, 'async'));

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
