import { describe, expect, it, vi } from 'vitest';
import type { AsyncOutcomeStream, AsyncOutcomeStreamOptions } from './async-outcome-stream.ts';
import { createOutcomeStreamRegistry } from './outcome-stream-registry.ts';

function fakeStreams() {
  const made: { userId: string; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }[] = [];
  const create = (options: AsyncOutcomeStreamOptions) => {
    const stream = { userId: options.userId, start: vi.fn(), stop: vi.fn() };
    made.push(stream);
    return stream as unknown as AsyncOutcomeStream;
  };
  return { made, create };
}

const options = (userId: string): AsyncOutcomeStreamOptions => ({ baseUrl: () => '', accessToken: () => '', userId });

describe('createOutcomeStreamRegistry()', () => {
  it('[000-4.10-01] [001-6-10] one stream per user, shared by its holders, stopped with the last release', () => {
    const { made, create } = fakeStreams();
    const registry = createOutcomeStreamRegistry(create);
    const a = registry.acquire(options('u1'));
    const b = registry.acquire(options('u1'));
    expect(made).toHaveLength(1);
    expect(a.stream).toBe(b.stream);
    expect(made[0]!.start).toHaveBeenCalledOnce();
    a.release();
    a.release();
    expect(made[0]!.stop).not.toHaveBeenCalled();
    b.release();
    expect(made[0]!.stop).toHaveBeenCalledOnce();
    expect(registry.current()).toBeUndefined();
  });

  it('another user replaces the stream', () => {
    const { made, create } = fakeStreams();
    const registry = createOutcomeStreamRegistry(create);
    const listener = vi.fn();
    registry.subscribe(listener);
    const first = registry.acquire(options('u1'));
    registry.acquire(options('u2'));
    expect(made[0]!.stop).toHaveBeenCalledOnce();
    expect(made).toHaveLength(2);
    first.release();
    expect(made[1]!.stop).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
