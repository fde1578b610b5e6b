/**
 * Fault switches for tests, per call name (e.g. 'simpleItemList.save'), set through the control routes:
 * - delayMs: every request of the call waits this long before it runs. GET /control/faults/{call}/waiting tells how
 *   many are waiting now, so a test can act once its request has reached the server (not merely left the browser).
 * - fail {status, body, times}: the next `times` requests (default 1; 0 = until cleared) answer this instead of running.
 * - loseResponse (count): the next N requests run (a confirm is saved) and then the connection is dropped unanswered.
 * - outcomeDelayMs: an async confirm publishes its outcome after this delay (default DEFAULT_OUTCOME_DELAY_MS).
 * - failOutcome {details, times}: the next async outcomes are failures (executionStatus 'KO') carrying details.
 * - dropStreamBeforeOutcome (count): before publishing the next N outcomes, the user's streams are dropped, so the
 *   outcome waits in the outbox until the client reconnects.
 * - referencesByIdOnly (true): a resource search answers its records without their attached references, only their ids
 *   (e.g. 'workstations.search': workstations naming their antennas by rfidAntennaIds and balance by balanceId only,
 *   as a server may, 000 §7.2).
 */
import { ApiError } from './api-errors.ts';

export const DEFAULT_OUTCOME_DELAY_MS = 150;

export interface FailPlan {
  status: number;
  body: unknown;
  times: number;
}

export interface FaultPlan {
  delayMs?: number;
  fail?: FailPlan;
  loseResponse?: number;
  outcomeDelayMs?: number;
  failOutcome?: { details: unknown; times: number };
  dropStreamBeforeOutcome?: number;
  referencesByIdOnly?: boolean;
}

export interface CallFaults {
  set(call: string, plan: FaultPlan): void;
  get(call: string): FaultPlan;
  clear(call?: string): void;
  all(): Record<string, FaultPlan>;
  /** Waits the call's delayMs, if any, counted in `waiting` meanwhile. */
  delay(call: string): Promise<void>;
  /** How many requests of the call are in their delay now. */
  waiting(call: string): number;
  /** Takes one use of a counted switch; answers whether it applied. */
  take(call: string, name: 'loseResponse' | 'dropStreamBeforeOutcome'): boolean;
  takeFail(call: string): FailPlan | undefined;
  takeFailOutcome(call: string): { details: unknown } | undefined;
}

function count(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (value === true) return 1;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new ApiError(400, 'INVALID_FAULT', `${name} must be a whole number of times (or true for once)`);
  return value;
}

function millis(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000)
    throw new ApiError(400, 'INVALID_FAULT', `${name} must be a number of milliseconds from 0 to 600000`);
  return value;
}

function record(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, 'INVALID_FAULT', `${name} must be an object`);
  return value as Record<string, unknown>;
}

/** Checks a plan sent to the control route; anything else is a 400 naming the field. */
export function parseFaultPlan(raw: unknown): FaultPlan {
  const body = record(raw, 'the fault plan') ?? {};
  const known = [
    'delayMs',
    'fail',
    'loseResponse',
    'outcomeDelayMs',
    'failOutcome',
    'dropStreamBeforeOutcome',
    'referencesByIdOnly',
  ];
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new ApiError(400, 'INVALID_FAULT', `unknown fault switches: ${unknown.join(', ')}`);
  const plan: FaultPlan = {};
  const delayMs = millis(body.delayMs, 'delayMs');
  if (delayMs !== undefined) plan.delayMs = delayMs;
  const outcomeDelayMs = millis(body.outcomeDelayMs, 'outcomeDelayMs');
  if (outcomeDelayMs !== undefined) plan.outcomeDelayMs = outcomeDelayMs;
  const loseResponse = count(body.loseResponse, 'loseResponse');
  if (loseResponse !== undefined) plan.loseResponse = loseResponse;
  const drop = count(body.dropStreamBeforeOutcome, 'dropStreamBeforeOutcome');
  if (drop !== undefined) plan.dropStreamBeforeOutcome = drop;
  if (body.referencesByIdOnly !== undefined) {
    if (typeof body.referencesByIdOnly !== 'boolean')
      throw new ApiError(400, 'INVALID_FAULT', 'referencesByIdOnly must be true or false');
    plan.referencesByIdOnly = body.referencesByIdOnly;
  }
  const fail = record(body.fail, 'fail');
  if (fail) {
    const status = fail.status;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599)
      throw new ApiError(400, 'INVALID_FAULT', 'fail.status must be an HTTP error status (400-599)');
    plan.fail = { status, body: fail.body ?? null, times: count(fail.times, 'fail.times') ?? 1 };
  }
  const failOutcome = record(body.failOutcome, 'failOutcome');
  if (failOutcome) {
    plan.failOutcome = {
      details: failOutcome.details ?? null,
      times: count(failOutcome.times, 'failOutcome.times') ?? 1,
    };
  }
  return plan;
}

export function createCallFaults(): CallFaults {
  const plans = new Map<string, FaultPlan>();
  const get = (call: string) => plans.get(call) ?? {};
  const waitingNow = new Map<string, number>();
  const addWaiting = (call: string, change: number) => waitingNow.set(call, (waitingNow.get(call) ?? 0) + change);
  return {
    async delay(call) {
      const { delayMs } = get(call);
      if (!delayMs) return;
      addWaiting(call, 1);
      try {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      } finally {
        addWaiting(call, -1);
      }
    },
    waiting: (call) => waitingNow.get(call) ?? 0,
    set: (call, plan) => void plans.set(call, plan),
    get,
    clear: (call) => (call === undefined ? plans.clear() : void plans.delete(call)),
    all: () => Object.fromEntries(plans),
    take(call, name) {
      const plan = plans.get(call);
      const left = plan?.[name];
      if (!plan || !left) return false;
      plan[name] = left - 1;
      return true;
    },
    takeFail(call) {
      const fail = plans.get(call)?.fail;
      if (!fail) return undefined;
      if (fail.times === 1) delete plans.get(call)!.fail;
      else if (fail.times > 1) fail.times -= 1;
      return fail;
    },
    takeFailOutcome(call) {
      const failOutcome = plans.get(call)?.failOutcome;
      if (!failOutcome) return undefined;
      if (failOutcome.times === 1) delete plans.get(call)!.failOutcome;
      else if (failOutcome.times > 1) failOutcome.times -= 1;
      return { details: failOutcome.details };
    },
  };
}
