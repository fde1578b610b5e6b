/**
 * An operation's confirm call, sync or async (000 §4.10, 001 §7): POST the sync path for the instance, or the async
 * path for the asyncExecutionId to wait for, with the attempt's Idempotency-Key either way.
 */
import type { ConfirmAnswer } from '../core/confirmation/confirm-machine.ts';
import type { ApiClient } from './http-client.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface ConfirmCallOptions {
  mode: 'sync' | 'async';
  idempotencyKey: string;
  signal?: AbortSignal;
}

/** The asyncExecutionId of an async answer, as text; undefined when it has none. */
export function asyncExecutionIdOf(answer: unknown): string | undefined {
  const id =
    typeof answer === 'object' && answer !== null
      ? (answer as { asyncExecutionId?: unknown }).asyncExecutionId
      : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export async function postConfirm(
  api: ApiClient,
  paths: { sync: string; async: string },
  body: unknown,
  options: ConfirmCallOptions,
): Promise<ConfirmAnswer> {
  const init = { body, headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }, signal: options.signal };
  if (options.mode === 'async') {
    const answer = await api.post<unknown>(paths.async, { ...init, expectBody: true });
    return { mode: 'async', asyncExecutionId: asyncExecutionIdOf(answer) };
  }
  return { mode: 'sync', result: await api.post<unknown>(paths.sync, init) };
}
