/**
 * The sandbox's memory of confirms, so a retried confirm is never executed twice and tests can check it.
 *
 * Idempotency (IETF draft 'The Idempotency-Key HTTP Header Field'): a confirm carrying an `Idempotency-Key` header
 * runs once per user and key; a later request with the same key gets the first answer (status and body), without
 * running again, even while the first is still running. The same key with a different body is a 422.
 * Every confirm that ran is recorded; a replay is counted on the record it replayed.
 */
import { createHash } from 'node:crypto';
import { ApiError } from './api-errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ConfirmAnswer {
  status: 200 | 201;
  body: unknown;
}

export interface ConfirmRecord {
  /** The call, e.g. 'simpleItemList.save'. */
  call: string;
  mode: 'sync' | 'async';
  userId: string;
  idempotencyKey: string | null;
  operationId: string;
  itemIds: string[];
  /** The saved operation instance, once saved. */
  operationInstanceId: string | null;
  asyncExecutionId: string | null;
  /** Requests answered from this record without running again. */
  replays: number;
  at: number;
}

/** An action run by executeAction (001 §7), kept so tests can count them. */
export interface ActionRecord {
  operationId: string;
  actionCode: string;
  attributes: Record<string, unknown>;
  userId: string;
  at: number;
}

interface Entry {
  fingerprint: string;
  answer: Promise<ConfirmAnswer>;
  record?: ConfirmRecord;
}

export interface ConfirmLedger {
  /**
   * Runs `execute` once per (user, key); without a key it always runs. `execute` receives the record to fill and
   * answers the response.
   */
  run(
    request: { call: string; userId: string; key: string | undefined; body: unknown },
    execute: () => Promise<{
      answer: ConfirmAnswer;
      record: Omit<ConfirmRecord, 'replays' | 'at' | 'call' | 'userId' | 'idempotencyKey'>;
    }>,
  ): Promise<ConfirmAnswer>;
  /** Fills in what an async confirm learns later (its operation instance). */
  update(asyncExecutionId: string, change: Partial<Pick<ConfirmRecord, 'operationInstanceId'>>): void;
  records(): ConfirmRecord[];
  recordAction(action: Omit<ActionRecord, 'at'>): void;
  actions(): ActionRecord[];
  clear(): void;
}

function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

export function createConfirmLedger(now: () => number = Date.now): ConfirmLedger {
  const byKey = new Map<string, Entry>();
  const records: ConfirmRecord[] = [];
  const actions: ActionRecord[] = [];

  return {
    async run(request, execute) {
      const { call, userId, key, body } = request;
      const scopedKey = key === undefined ? undefined : `${userId}\u0000${call}\u0000${key}`;
      const fingerprint = fingerprintOf(body);
      const existing = scopedKey === undefined ? undefined : byKey.get(scopedKey);
      if (existing) {
        if (existing.fingerprint !== fingerprint) {
          throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', `Idempotency-Key ${key} was used for another request`);
        }
        const answer = await existing.answer;
        if (existing.record) existing.record.replays += 1;
        return answer;
      }
      const entry: Entry = { fingerprint, answer: Promise.resolve({ status: 200, body: null }) };
      entry.answer = execute().then(({ answer, record }) => {
        entry.record = { ...record, call, userId, idempotencyKey: key ?? null, replays: 0, at: now() };
        records.push(entry.record);
        return answer;
      });
      if (scopedKey !== undefined) {
        byKey.set(scopedKey, entry);
        // A failed run did not confirm anything: the same key may try again.
        entry.answer.catch(() => byKey.delete(scopedKey));
      }
      return entry.answer;
    },
    update(asyncExecutionId, change) {
      const record = records.find((candidate) => candidate.asyncExecutionId === asyncExecutionId);
      if (record) Object.assign(record, change);
    },
    records: () => records.map((record) => ({ ...record, itemIds: [...record.itemIds] })),
    recordAction: (action) => void actions.push({ ...action, at: now() }),
    actions: () => actions.map((action) => ({ ...action })),
    clear() {
      byKey.clear();
      records.length = 0;
      actions.length = 0;
    },
  };
}
