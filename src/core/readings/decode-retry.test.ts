import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDecodeRetry, retryDelay } from './decode-retry.ts';

/** A retry whose sends answer from a switch: the server is down until `up` is set. */
function retryOver({ requestSize = 3 } = {}) {
  const server = { up: false };
  const sent: string[][] = [];
  const onChange = vi.fn();
  const retry = createDecodeRetry({
    requestSize,
    onChange,
    send: async (codes) => {
      sent.push(codes);
      return server.up;
    },
  });
  return { retry, server, sent, onChange };
}

describe('retryDelay()', () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 15_000],
    [12, 15_000],
  ])('should wait %i failures in a row → %i ms', (attempts, ms) => {
    expect(retryDelay(attempts)).toBe(ms);
  });
});

describe('createDecodeRetry()', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => void vi.useRealTimers());

  it('should say nothing while no request failed', () => {
    const { retry } = retryOver();
    expect(retry.unreachable()).toBe(false);
    expect(retry.state()).toEqual({ state: 'ok', waiting: 0, attempts: 0, retryAt: null });
  });

  it('should keep the codes of a failed request and probe with at most requestSize of them after 1 s, 2 s, 4 s', async () => {
    const { retry, sent } = retryOver();
    retry.failed(['A', 'B', 'C', 'D']);
    expect(retry.unreachable()).toBe(true);
    expect(retry.state()).toEqual({ state: 'unreachable', waiting: 4, attempts: 1, retryAt: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([['A', 'B', 'C']]);
    expect(retry.state()).toMatchObject({ attempts: 2, waiting: 4, retryAt: Date.now() + 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(retry.state()).toMatchObject({ attempts: 4, retryAt: Date.now() + 8000 });
  });

  it('should never wait longer than the cap between probes', async () => {
    const { retry, sent } = retryOver();
    retry.failed(['A']);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 15_000);
    expect(sent).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent).toHaveLength(6);
    expect(retry.state().retryAt).toBe(Date.now() + 15_000);
  });

  it('should merge codes read meanwhile behind those that failed, each code once', async () => {
    const { retry, sent } = retryOver({ requestSize: 10 });
    retry.failed(['A', 'B']);
    retry.hold(['C', 'A']);
    retry.failed(['D']);
    expect(retry.state().waiting).toBe(4);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([['D', 'A', 'B', 'C']]);
  });

  it('should send everything waiting when a probe is answered, in requests of requestSize, and reset the backoff', async () => {
    const { retry, server, sent } = retryOver();
    retry.failed(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(sent).toHaveLength(2);
    server.up = true;
    retry.hold(['H']);
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent.slice(2)).toEqual([
      ['A', 'B', 'C'],
      ['D', 'E', 'F'],
      ['G', 'H'],
    ]);
    expect(retry.unreachable()).toBe(false);
    expect(retry.state()).toEqual({ state: 'recovered', waiting: 0, attempts: 0, retryAt: null });
    await vi.advanceTimersByTimeAsync(5000);
    expect(retry.state().state).toBe('ok');
    // A new outage starts from 1 s again.
    server.up = false;
    retry.failed(['I']);
    expect(retry.state().retryAt).toBe(Date.now() + 1000);
  });

  it('should keep the codes of a request after recovery that finds the server down again', async () => {
    const sent: string[][] = [];
    const retry = createDecodeRetry({
      requestSize: 1,
      onChange: () => undefined,
      // The probe is answered, the request after it is not.
      send: async (codes) => {
        sent.push(codes);
        return sent.length === 1;
      },
    });
    retry.failed(['A', 'B']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([['A'], ['B']]);
    expect(retry.state()).toEqual({ state: 'unreachable', waiting: 1, attempts: 1, retryAt: Date.now() + 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([['A'], ['B'], ['B']]);
  });

  it('should say that a probe is on its way: no retry time, its codes still counted as waiting', async () => {
    let answer: (reached: boolean) => void = () => undefined;
    const retry = createDecodeRetry({
      requestSize: 2,
      onChange: () => undefined,
      send: () => new Promise<boolean>((resolve) => (answer = resolve)),
    });
    retry.failed(['A', 'B', 'C']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(retry.state()).toEqual({ state: 'unreachable', waiting: 3, attempts: 1, retryAt: null });
    answer(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(retry.state()).toMatchObject({ waiting: 3, attempts: 2, retryAt: Date.now() + 2000 });
  });

  it('should stop probing once cancelled (a clear, leaving the screen), ignoring a probe on its way', async () => {
    let answer: (reached: boolean) => void = () => undefined;
    const sent: string[][] = [];
    const retry = createDecodeRetry({
      requestSize: 2,
      onChange: () => undefined,
      send: (codes) => {
        sent.push(codes);
        return new Promise<boolean>((resolve) => (answer = resolve));
      },
    });
    retry.failed(['A', 'B', 'C']);
    await vi.advanceTimersByTimeAsync(1000);
    retry.cancel();
    answer(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([['A', 'B']]);
    expect(retry.state()).toEqual({ state: 'ok', waiting: 0, attempts: 0, retryAt: null });
  });

  it('should tell of each change', async () => {
    const { retry, onChange } = retryOver();
    retry.failed(['A']);
    expect(onChange).toHaveBeenCalledTimes(1);
    retry.hold(['B']);
    expect(onChange).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    // The probe went, then it failed.
    expect(onChange).toHaveBeenCalledTimes(4);
  });
});
