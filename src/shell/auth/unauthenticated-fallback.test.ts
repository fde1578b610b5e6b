import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkStillSignedInLater } from './unauthenticated-fallback.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('checkStillSignedInLater() (000 §4.1, the session after a failed renewal)', () => {
  it.each([
    ['no stored sign-in', null],
    ['an expired one', { expired: true }],
  ])('[000-4.1-04] [000-9-28] should mark the user unauthenticated 5 s later with %s', async (_, stored) => {
    const onLost = vi.fn();
    const storedUser = vi.fn(async () => stored);
    checkStillSignedInLater(storedUser, onLost);
    await vi.advanceTimersByTimeAsync(4999);
    expect(storedUser).not.toHaveBeenCalled();
    expect(onLost).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onLost).toHaveBeenCalledOnce();
  });

  it('[000-4.1-04] should keep the user signed in when a valid sign-in is back within the 5 s', async () => {
    const onLost = vi.fn();
    checkStillSignedInLater(async () => ({ expired: false }), onLost);
    await vi.advanceTimersByTimeAsync(5000);
    expect(onLost).not.toHaveBeenCalled();
  });
});
