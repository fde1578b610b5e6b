import { isRecord } from '../guards.ts';

/**
 * The async execution event of 000 §3 (001 §3 'Async execution outcome'), parsed from an outcome stream message
 * (000 §7.6: data.asyncExecutionId, data.executionStatus, data.details). Nothing from the stream is trusted.
 */
export interface AsyncOutcome {
  readonly asyncExecutionId: string;
  /** 'OK' is success; anything else is a failure (000 §4.10). */
  readonly executionStatus: string;
  /** details.operationInstanceId on success, else an error text (or whatever the server sent). */
  readonly details: unknown;
}

/** An outcome from a stream message's data (JSON text or a parsed value); undefined when it is not one. */
export function parseAsyncOutcome(data: unknown): AsyncOutcome | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data) as unknown;
    } catch {
      return undefined;
    }
  }
  // Some servers wrap the event as {data: {...}}: 000 §7.6 names the fields under data.
  if (isRecord(value) && isRecord(value.data) && !('asyncExecutionId' in value)) value = value.data;
  if (!isRecord(value)) return undefined;
  const { asyncExecutionId, executionStatus, details } = value;
  if (typeof asyncExecutionId !== 'string' || asyncExecutionId === '') return undefined;
  if (typeof executionStatus !== 'string') return undefined;
  return { asyncExecutionId, executionStatus, details };
}

/** 000 §4.10: executionStatus OK means success. */
export const isSuccessfulOutcome = (outcome: AsyncOutcome): boolean => outcome.executionStatus === 'OK';

/** The operation instance of a successful outcome (000 §4.10 details.operationInstanceId), when it names one. */
export function operationInstanceIdOf(outcome: AsyncOutcome): string | undefined {
  const id = isRecord(outcome.details) ? outcome.details.operationInstanceId : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** 001 §8 'Async confirm failure: server details': the failure's text, when the details carry one. */
export function failureDetailsText(details: unknown): string | undefined {
  if (typeof details === 'string') return details.trim() === '' ? undefined : details;
  if (!isRecord(details)) return undefined;
  for (const field of ['message', 'error', 'errorMessage', 'details']) {
    const text = details[field];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return undefined;
}
