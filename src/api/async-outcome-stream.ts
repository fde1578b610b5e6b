/**
 * The async outcome stream of the signed-in user (000 §4.10, §7.6; 001 §7 'Asynchronous outcome stream'): the generic
 * event stream (./event-stream.ts) on the user's outcome URL, whose messages are parsed as async execution events.
 * Recent outcomes are kept so a confirm that learns its asyncExecutionId after the outcome arrived still finds it.
 */
import type { AsyncOutcome } from '../core/confirmation/async-outcome.ts';
import { parseAsyncOutcome } from '../core/confirmation/async-outcome.ts';
import type { OutcomeSource } from '../core/confirmation/confirm-machine.ts';
import { createEventStream, eventStreamUrl, type EventStream, type EventStreamOptions } from './event-stream.ts';
import { createListeners } from '../core/listeners.ts';

export type { EventSourceFactory, EventSourceLike, StreamConnection } from './event-stream.ts';
export { defaultKeepAliveTimeoutMs, defaultRetryDelayMs } from './event-stream.ts';

export interface AsyncOutcomeStreamOptions extends Omit<EventStreamOptions<AsyncOutcome>, 'url' | 'parse'> {
  /** The API endpoint, read at each connection (000 §7.1: configurable at runtime). */
  baseUrl: () => string;
  accessToken: () => string | undefined;
  userId: string;
  /** A configured stream URL (without credentials) replaces the default one. */
  configuredUrl?: string;
  /** How many recent outcomes are kept for late waiters. */
  recentLimit?: number;
}

/** 000 §7.6: {endpoint}/api/v1/sse/getData/asyncExecutionOutcome/{loggedUserId}?access_token={token}. */
export function asyncOutcomeStreamUrl(
  baseUrl: string,
  userId: string,
  token: string | undefined,
  configuredUrl?: string,
): string {
  if (configuredUrl) return configuredUrl;
  return eventStreamUrl(baseUrl, `api/v1/sse/getData/asyncExecutionOutcome/${encodeURIComponent(userId)}`, token);
}

export interface AsyncOutcomeStream
  extends OutcomeSource, Pick<EventStream<AsyncOutcome>, 'start' | 'stop' | 'connection' | 'subscribeConnection'> {
  whenConnected(signal: AbortSignal): Promise<void>;
  onOutcome(listener: (outcome: AsyncOutcome) => void): () => void;
}

export function createAsyncOutcomeStream(options: AsyncOutcomeStreamOptions): AsyncOutcomeStream {
  const { baseUrl, accessToken, userId, configuredUrl, recentLimit = 100, ...streamOptions } = options;
  const stream = createEventStream<AsyncOutcome>({
    ...streamOptions,
    url: () => asyncOutcomeStreamUrl(baseUrl(), userId, accessToken(), configuredUrl),
    parse: parseAsyncOutcome,
  });
  const outcomeListeners = createListeners<[AsyncOutcome]>();
  const waiters = new Map<string, Set<(outcome: AsyncOutcome) => void>>();
  const recent = new Map<string, AsyncOutcome>();

  stream.onMessage((outcome) => {
    if (recent.has(outcome.asyncExecutionId)) return;
    recent.set(outcome.asyncExecutionId, outcome);
    if (recent.size > recentLimit) recent.delete(recent.keys().next().value as string);
    const waiting = waiters.get(outcome.asyncExecutionId);
    waiters.delete(outcome.asyncExecutionId);
    for (const resolve of waiting ?? []) resolve(outcome);
    outcomeListeners.emit(outcome);
  });

  return {
    start: stream.start,
    stop: stream.stop,
    connection: stream.connection,
    subscribeConnection: stream.subscribeConnection,
    whenConnected: stream.whenConnected,
    onOutcome(listener) {
      return outcomeListeners.add(listener);
    },
    waitFor(asyncExecutionId, signal) {
      const known = recent.get(asyncExecutionId);
      if (known) return Promise.resolve(known);
      return new Promise<AsyncOutcome>((resolve, reject) => {
        const set = waiters.get(asyncExecutionId) ?? new Set();
        const settle = (outcome: AsyncOutcome) => {
          signal.removeEventListener('abort', abort);
          resolve(outcome);
        };
        const abort = () => {
          set.delete(settle);
          if (set.size === 0) waiters.delete(asyncExecutionId);
          reject(new Error('aborted'));
        };
        if (signal.aborted) return abort();
        set.add(settle);
        waiters.set(asyncExecutionId, set);
        signal.addEventListener('abort', abort, { once: true });
      });
    },
  };
}
