/**
 * The async outcome stream of the signed-in user (000 §4.10, §7.6; 001 §7 'Asynchronous outcome stream').
 *
 * The browser's EventSource, behind a small adapter: it is the web standard for server-sent events, and the
 * sandbox and the production server take the token as ?access_token= because EventSource cannot send headers.
 * Its own reconnection is replaced by ours: on error the source is closed and reopened at once the first time,
 * then after a growing delay; a stream silent for longer than the keep-alive timeout is treated as lost. Each
 * reconnection reads the current token, so a renewed token is used.
 *
 * Messages are parsed, never trusted (parseAsyncOutcome); recent outcomes are kept so a confirm that learns its
 * asyncExecutionId after the outcome arrived still finds it.
 */
import type { AsyncOutcome } from '../core/confirmation/async-outcome.ts';
import { parseAsyncOutcome } from '../core/confirmation/async-outcome.ts';
import type { OutcomeSource } from '../core/confirmation/confirm-machine.ts';

/** 000 §4.10: connected or disconnected; 'connecting' is disconnected with an attempt under way. */
export type StreamConnection = 'connecting' | 'connected' | 'disconnected';

/** The part of EventSource the stream uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface AsyncOutcomeStreamOptions {
  /** The API endpoint, read at each connection (000 §7.1: configurable at runtime). */
  baseUrl: () => string;
  accessToken: () => string | undefined;
  userId: string;
  /** A configured stream URL (without credentials) replaces the default one. */
  configuredUrl?: string;
  createEventSource?: EventSourceFactory;
  /** A stream with no event (keep-alive or message) for this long is reconnected; the sandbox sends one every 5 s. */
  keepAliveTimeoutMs?: number;
  /** The wait before reconnection attempt n (0-based): 0 for the first (000 §4.10), then growing. */
  retryDelayMs?: (attempt: number) => number;
  /** How many recent outcomes are kept for late waiters. */
  recentLimit?: number;
  onWarning?: (message: string) => void;
}

export const defaultKeepAliveTimeoutMs = 15_000;

/** 0, 1 s, 2 s, 4 s, 8 s, then 15 s. */
export function defaultRetryDelayMs(attempt: number): number {
  return attempt === 0 ? 0 : Math.min(1000 * 2 ** (attempt - 1), 15_000);
}

/** 000 §7.6: {endpoint}/api/v1/sse/getData/asyncExecutionOutcome/{loggedUserId}?access_token={token}. */
export function asyncOutcomeStreamUrl(
  baseUrl: string,
  userId: string,
  token: string | undefined,
  configuredUrl?: string,
): string {
  if (configuredUrl) return configuredUrl;
  const endpoint = baseUrl.replace(/\/+$/, '');
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return `${endpoint}/api/v1/sse/getData/asyncExecutionOutcome/${encodeURIComponent(userId)}${query}`;
}

export interface AsyncOutcomeStream extends OutcomeSource {
  whenConnected(signal: AbortSignal): Promise<void>;
  start(): void;
  stop(): void;
  connection(): StreamConnection;
  /** For the header indicator and the 'connection in progress' notice (useSyncExternalStore-friendly). */
  subscribeConnection(listener: () => void): () => void;
  onOutcome(listener: (outcome: AsyncOutcome) => void): () => void;
}

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);

export function createAsyncOutcomeStream(options: AsyncOutcomeStreamOptions): AsyncOutcomeStream {
  const createSource = options.createEventSource ?? browserEventSource;
  const keepAliveTimeoutMs = options.keepAliveTimeoutMs ?? defaultKeepAliveTimeoutMs;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const recentLimit = options.recentLimit ?? 100;

  const connectionListeners = new Set<() => void>();
  const outcomeListeners = new Set<(outcome: AsyncOutcome) => void>();
  const waiters = new Map<string, Set<(outcome: AsyncOutcome) => void>>();
  const recent = new Map<string, AsyncOutcome>();
  let state: StreamConnection = 'disconnected';
  let running = false;
  let source: EventSourceLike | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: StreamConnection) => {
    if (next === state) return;
    state = next;
    for (const listener of [...connectionListeners]) listener();
  };

  const clearTimers = () => {
    clearTimeout(retryTimer);
    clearTimeout(watchdog);
    retryTimer = watchdog = undefined;
  };

  function closeSource() {
    const current = source;
    source = undefined;
    current?.close();
  }

  function lost() {
    if (!running) return;
    closeSource();
    clearTimers();
    setState('disconnected');
    const delay = retryDelayMs(attempt);
    attempt += 1;
    retryTimer = setTimeout(open, delay);
  }

  function armWatchdog() {
    clearTimeout(watchdog);
    watchdog = setTimeout(lost, keepAliveTimeoutMs);
  }

  /** The source is open, or sent an event; an event also proves it works, so the next loss retries at once. */
  function alive(opened: EventSourceLike, sentEvent: boolean) {
    if (opened !== source) return;
    if (sentEvent) attempt = 0;
    setState('connected');
    armWatchdog();
  }

  function deliver(outcome: AsyncOutcome) {
    if (recent.has(outcome.asyncExecutionId)) return;
    recent.set(outcome.asyncExecutionId, outcome);
    if (recent.size > recentLimit) recent.delete(recent.keys().next().value as string);
    const waiting = waiters.get(outcome.asyncExecutionId);
    waiters.delete(outcome.asyncExecutionId);
    for (const resolve of waiting ?? []) resolve(outcome);
    for (const listener of [...outcomeListeners]) listener(outcome);
  }

  function open() {
    if (!running) return;
    retryTimer = undefined;
    setState('connecting');
    const url = asyncOutcomeStreamUrl(options.baseUrl(), options.userId, options.accessToken(), options.configuredUrl);
    let opened: EventSourceLike;
    try {
      opened = createSource(url);
    } catch (error) {
      options.onWarning?.(`Outcome stream could not open: ${String(error)}`);
      return lost();
    }
    source = opened;
    armWatchdog();
    opened.addEventListener('open', () => alive(opened, false));
    opened.addEventListener('keep-alive', () => alive(opened, true));
    opened.addEventListener('message', (event) => {
      alive(opened, true);
      const outcome = parseAsyncOutcome(event.data);
      if (outcome) deliver(outcome);
      else options.onWarning?.(`Outcome stream: ignored a message that is not an async execution event`);
    });
    opened.addEventListener('error', () => {
      if (opened === source) lost();
    });
  }

  function subscribeConnection(listener: () => void): () => void {
    connectionListeners.add(listener);
    return () => connectionListeners.delete(listener);
  }

  return {
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      open();
    },
    stop() {
      running = false;
      clearTimers();
      closeSource();
      setState('disconnected');
    },
    connection: () => state,
    subscribeConnection,
    onOutcome(listener) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
    whenConnected(signal) {
      if (state === 'connected') return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const stop = () => {
          unsubscribe();
          reject(new Error('aborted'));
        };
        const unsubscribe = subscribeConnection(() => {
          if (state !== 'connected') return;
          unsubscribe();
          signal.removeEventListener('abort', stop);
          resolve();
        });
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      });
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
