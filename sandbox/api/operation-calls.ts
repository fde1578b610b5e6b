/**
 * What the operation calls share (001 §7, 000 §4.10): the operation named by a body's operationId, checked for its
 * type and the user's capability; the test faults of a call (call-faults.ts); and the confirm flow of a save:
 * - sync: runs the save and answers the stored operation instance;
 * - async: answers {asyncExecutionId} at once; the save runs after a short delay and its outcome
 *   {asyncExecutionId, executionStatus 'OK' | 'KO', details} goes to the user's outcome stream (details
 *   {operationInstanceId} on OK, an error text otherwise).
 * Both honour the Idempotency-Key header (confirm-ledger.ts) and are recorded for /control/confirmations.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest, forbidden, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { DEFAULT_OUTCOME_DELAY_MS } from './call-faults.ts';
import { IDEMPOTENCY_KEY_HEADER } from './confirm-ledger.ts';
import type { ConfirmAnswer } from './confirm-ledger.ts';
import { dropConnection } from './drop-connection.ts';
import { asyncOutcomeChannel } from './event-hub.ts';
import { mayRunOperation } from './operation-capabilities.ts';
import { expectObject, readJsonBody } from './request-body.ts';
import type { UserRecord } from './users-store.ts';

export type OperationRecord = JsonObject & { id: string };

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The operation of a call: it must exist, be of the type and be one the user may run. */
export async function operationOfType(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  raw: unknown,
  type: string,
): Promise<OperationRecord> {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest('MISSING_OPERATION_ID', 'operationId is required');
  const operation = await getRecord(deps.db, 'operations', String(raw));
  if (!operation) throw notFound(`Operation ${String(raw)} not found`);
  if (operation.type !== type) throw badRequest('WRONG_OPERATION_TYPE', `Operation ${String(raw)} is not a ${type}`);
  if (!mayRunOperation(c.get('user'), operation)) throw forbidden(`You may not run operation ${String(raw)}`);
  return operation;
}

/** Applies the call's delay and fail switches; answers a failure response to send instead, if any. */
export async function applyFaults(c: Context<ApiEnv>, deps: ApiDeps, call: string): Promise<Response | undefined> {
  await deps.faults.delay(call);
  const fail = deps.faults.takeFail(call);
  if (fail) return c.json(fail.body as JsonObject, fail.status as ContentfulStatusCode);
  return undefined;
}

/** One kind of confirm: how its body is checked and what saving it does. */
export interface ConfirmKind<R extends { operation: OperationRecord; itemIds: string[] }> {
  /** The call name of faults and ledger records, e.g. 'simpleItemList.save'. */
  call: string;
  parse(c: Context<ApiEnv>, body: JsonObject): Promise<R>;
  /** Saves; answers the stored operation instance. Throws (an ApiError) when it cannot. */
  save(request: R, user: UserRecord): Promise<ResourceRecord>;
}

function publishLater<R extends { operation: OperationRecord; itemIds: string[] }>(
  deps: ApiDeps,
  kind: ConfirmKind<R>,
  request: R,
  user: UserRecord,
  asyncExecutionId: string,
): void {
  const delay = deps.faults.get(kind.call).outcomeDelayMs ?? DEFAULT_OUTCOME_DELAY_MS;
  setTimeout(() => {
    void (async () => {
      const failure = deps.faults.takeFailOutcome(kind.call);
      let outcome;
      if (failure) {
        outcome = { asyncExecutionId, executionStatus: 'KO', details: failure.details };
      } else {
        try {
          const instance = await kind.save(request, user);
          deps.confirmLedger.update(asyncExecutionId, { operationInstanceId: instance.id });
          outcome = { asyncExecutionId, executionStatus: 'OK', details: { operationInstanceId: instance.id } };
        } catch (error) {
          const details = error instanceof Error ? error.message : String(error);
          outcome = { asyncExecutionId, executionStatus: 'KO', details };
        }
      }
      if (deps.faults.take(kind.call, 'dropStreamBeforeOutcome'))
        deps.eventHub.dropStreams(asyncOutcomeChannel(user.id));
      deps.eventHub.publishAsyncOutcome(user.id, outcome);
    })();
  }, delay);
}

export async function runConfirm<R extends { operation: OperationRecord; itemIds: string[] }>(
  c: Context<ApiEnv>,
  deps: ApiDeps,
  kind: ConfirmKind<R>,
  mode: 'sync' | 'async',
): Promise<Response> {
  const body = expectObject(await readJsonBody(c), `${kind.call} body`);
  const failure = await applyFaults(c, deps, kind.call);
  if (failure) return failure;
  const request = await kind.parse(c, body);
  const user = c.get('user');
  const userId = user.id;
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER) || undefined;
  const base = { mode, operationId: request.operation.id, itemIds: request.itemIds };
  const ledgerRequest = { call: kind.call, userId, key, body: { mode, body } };
  const answer: ConfirmAnswer = await deps.confirmLedger.run(ledgerRequest, async () => {
    if (mode === 'sync') {
      const instance = await kind.save(request, user);
      return {
        answer: { status: 200, body: instance },
        record: { ...base, operationInstanceId: instance.id, asyncExecutionId: null },
      };
    }
    const asyncExecutionId = randomUUID();
    publishLater(deps, kind, request, user, asyncExecutionId);
    return {
      answer: { status: 200, body: { asyncExecutionId } },
      record: { ...base, operationInstanceId: null, asyncExecutionId },
    };
  });
  if (deps.faults.take(kind.call, 'loseResponse')) return dropConnection(c);
  return c.json(answer.body as JsonObject, answer.status);
}
