import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  asyncOutcomeStreamUrl,
  createAsyncOutcomeStream,
  defaultRetryDelayMs,
  type AsyncOutcomeStreamOptions,
  type EventSourceLike,
} from './async-outcome-stream.ts';

class FakeEventSource implements EventSourceLike {
  readonly listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

let sources: FakeEventSource[];
let token: string;
const latest = () => sources[sources.length - 1]!;

function stream(extra: Partial<AsyncOutcomeStreamOptions> = {}) {
  return createAsyncOutcomeStream({
    baseUrl: () => 'http://api.test/',
    accessToken: () => token,
    userId: 'user-1',
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    keepAliveTimeoutMs: 15_000,
    ...extra,
  });
}

const outcome = (id: string, status = 'OK') =>
  JSON.stringify({ asyncExecutionId: id, executionStatus: status, details: {} });
const signal = () => new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  token = 'tok-1';
});
afterEach(() => vi.useRealTimers());

describe('asyncOutcomeStreamUrl()', () => {
  it('[000-7.6-01] [000-7.6-02] [001-7-async-01] [001-7-async-02] builds the user stream URL with the token, trimming the slash', () => {
    expect(asyncOutcomeStreamUrl('http://api.test//', 'u 1', 't&k')).toBe(
      'http://api.test/api/v1/sse/getData/asyncExecutionOutcome/u%201?access_token=t%26k',
    );
  });

  it('[001-7-async-01] a configured URL replaces it, without credentials', () => {
    expect(asyncOutcomeStreamUrl('http://api.test', 'u', 'tok', 'https://events.example/outcomes')).toBe(
      'https://events.example/outcomes',
    );
  });
});

describe('createAsyncOutcomeStream() connection', () => {
  it('[000-4.10-01] [000-4.10-08] opens one source and is connected once it opens', () => {
    const s = stream();
    const states: string[] = [];
    s.subscribeConnection(() => states.push(s.connection()));
    s.start();
    s.start();
    expect(sources).toHaveLength(1);
    expect(s.connection()).toBe('connecting');
    latest().emit('open');
    expect(states).toEqual(['connecting', 'connected']);
    s.stop();
    expect(latest().closed).toBe(true);
    expect(s.connection()).toBe('disconnected');
  });

  it('[000-4.10-09] [000-4.10-10] [001-7-async-04] the first retry is immediate, later ones wait a growing delay', async () => {
    const s = stream();
    s.start();
    latest().emit('error');
    expect(sources[0]!.closed).toBe(true);
    expect(s.connection()).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(2);
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(3);
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sources).toHaveLength(4);
    s.stop();
  });

  it('after an event the next loss retries at once again, with the current token', async () => {
    const s = stream();
    s.start();
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('keep-alive', '1');
    token = 'tok-2';
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(0);
    expect(sources).toHaveLength(3);
    expect(latest().url).toContain('access_token=tok-2');
    s.stop();
  });

  it('[000-4.10-11] a stream without keep-alive for the timeout is closed and reopened', async () => {
    const s = stream();
    s.start();
    latest().emit('open');
    await vi.advanceTimersByTimeAsync(10_000);
    latest().emit('keep-alive', '1');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[0]!.closed).toBe(true);
    // The retry after a timer is at once too (a timer's 0 ms is 1 ms for fake timers when set from a timer).
    await vi.advanceTimersByTimeAsync(1);
    expect(sources).toHaveLength(2);
    expect(s.connection()).toBe('connecting');
    s.stop();
  });

  it('events of a source already replaced are ignored', async () => {
    const s = stream();
    s.start();
    const first = latest();
    first.emit('error');
    await vi.advanceTimersByTimeAsync(0);
    first.emit('error');
    first.emit('open');
    expect(sources).toHaveLength(2);
    expect(s.connection()).toBe('connecting');
    s.stop();
  });

  it('whenConnected resolves at once when connected, else on connection', async () => {
    const s = stream();
    s.start();
    let ready = false;
    void s.whenConnected(signal()).then(() => (ready = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(false);
    latest().emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
    await expect(s.whenConnected(signal())).resolves.toBeUndefined();
    s.stop();
  });
});

describe('createAsyncOutcomeStream() outcomes', () => {
  it('[000-4.10-03] [000-7.6-03] waitFor resolves with the outcome of its id only', async () => {
    const s = stream();
    s.start();
    const waiting = s.waitFor('exec-1', signal());
    latest().emit('message', outcome('exec-2'));
    latest().emit('message', outcome('exec-1', 'KO'));
    await expect(waiting).resolves.toMatchObject({ asyncExecutionId: 'exec-1', executionStatus: 'KO' });
    s.stop();
  });

  it('an outcome received before the wait is found; a repeated one is delivered once', async () => {
    const onWarning = vi.fn();
    const s = stream({ onWarning });
    const seen = vi.fn();
    s.onOutcome(seen);
    s.start();
    latest().emit('message', outcome('exec-3'));
    latest().emit('message', outcome('exec-3'));
    latest().emit('message', 'garbage');
    latest().emit('message', JSON.stringify({ hello: 'world' }));
    await expect(s.waitFor('exec-3', signal())).resolves.toMatchObject({ asyncExecutionId: 'exec-3' });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(onWarning).toHaveBeenCalledTimes(2);
    s.stop();
  });

  it('an outcome that arrives over a reconnected source reaches the waiter', async () => {
    const s = stream();
    s.start();
    const waiting = s.waitFor('exec-4', signal());
    latest().emit('error');
    await vi.advanceTimersByTimeAsync(0);
    latest().emit('message', outcome('exec-4'));
    await expect(waiting).resolves.toMatchObject({ asyncExecutionId: 'exec-4' });
    s.stop();
  });

  it('an aborted wait rejects and is forgotten', async () => {
    const s = stream();
    const controller = new AbortController();
    const waiting = s.waitFor('exec-5', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
  });
});

describe('defaultRetryDelayMs()', () => {
  it('[000-4.10-09] [000-4.10-10] is 0 first, then doubles from 1 s up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(defaultRetryDelayMs)).toEqual([0, 1000, 2000, 4000, 8000, 15_000, 15_000]);
  });
});
