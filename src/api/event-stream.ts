import { createListeners } from '../core/listeners.ts';
/**
 * A server-sent event stream that stays connected (000 §4.10, §7.6; 001 §4.10): the browser's EventSource behind a
 * small adapter, its own reconnection replaced by ours. On error the source is closed and reopened at once the first
 * time, then after a growing delay; a stream silent for longer than the keep-alive timeout is treated as lost. Each
 * connection asks for its URL again, so a renewed token or a changed endpoint is used.
 *
 * The async-outcome stream and the conveyor streams are this one stream with their own URL and parser. Messages are
 * parsed, never trusted: a message the parser refuses is reported and dropped.
 */

/** 000 §2.20, §4.10: connected (Ready) or not (Offline); 'connecting' is disconnected with an attempt under way. */
export type StreamConnection = 'connecting' | 'connected' | 'disconnected';

/** The part of EventSource the stream uses. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface EventStreamOptions<T> {
  /** The URL of the next connection (with the current token). */
  url: () => string;
  /** The message's JSON text to a value, or undefined for a message that is not one. */
  parse: (data: unknown) => T | undefined;
  createEventSource?: EventSourceFactory;
  /** A stream with no event (keep-alive or message) for this long is reconnected; the sandbox sends one every 5 s. */
  keepAliveTimeoutMs?: number;
  /** The wait before reconnection attempt n (0-based): 0 for the first (000 §4.10), then growing. */
  retryDelayMs?: (attempt: number) => number;
  onWarning?: (message: string) => void;
}

export interface EventStream<T> {
  start(): void;
  stop(): void;
  connection(): StreamConnection;
  /** useSyncExternalStore-friendly. */
  subscribeConnection(listener: () => void): () => void;
  onMessage(listener: (message: T) => void): () => void;
  whenConnected(signal: AbortSignal): Promise<void>;
}

export const defaultKeepAliveTimeoutMs = 15_000;

/** 0, 1 s, 2 s, 4 s, 8 s, then 15 s. */
export function defaultRetryDelayMs(attempt: number): number {
  return attempt === 0 ? 0 : Math.min(1000 * 2 ** (attempt - 1), 15_000);
}

/** `{endpoint}/{path}?access_token={token}` (000 §7.6), the endpoint's trailing slashes trimmed. */
export function eventStreamUrl(baseUrl: string, path: string, token: string | undefined): string {
  const endpoint = baseUrl.replace(/\/+$/, '');
  const query = token ? `?access_token=${encodeURIComponent(token)}` : '';
  return `${endpoint}/${path.replace(/^\/+/, '')}${query}`;
}

/** JSON text to a value; undefined when it is not JSON. */
export function parseJsonData(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

const browserEventSource: EventSourceFactory = (url) => new EventSource(url);

export function createEventStream<T>(options: EventStreamOptions<T>): EventStream<T> {
  const createSource = options.createEventSource ?? browserEventSource;
  const keepAliveTimeoutMs = options.keepAliveTimeoutMs ?? defaultKeepAliveTimeoutMs;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;

  const connectionListeners = createListeners();
  const messageListeners = createListeners<[T]>();
  let state: StreamConnection = 'disconnected';
  let running = false;
  let source: EventSourceLike | undefined;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: StreamConnection) => {
    if (next === state) return;
    state = next;
    connectionListeners.emit();
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

  function open() {
    if (!running) return;
    retryTimer = undefined;
    setState('connecting');
    let opened: EventSourceLike;
    try {
      opened = createSource(options.url());
    } catch (error) {
      options.onWarning?.(`Event stream could not open: ${String(error)}`);
      return lost();
    }
    source = opened;
    armWatchdog();
    opened.addEventListener('open', () => alive(opened, false));
    opened.addEventListener('keep-alive', () => alive(opened, true));
    opened.addEventListener('message', (event) => {
      alive(opened, true);
      const message = options.parse(event.data);
      if (message === undefined) return options.onWarning?.('Event stream: ignored a message it cannot read');
      messageListeners.emit(message);
    });
    opened.addEventListener('error', () => {
      if (opened === source) lost();
    });
  }

  function subscribeConnection(listener: () => void): () => void {
    return connectionListeners.add(listener);
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
    onMessage(listener) {
      return messageListeners.add(listener);
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
  };
}
