import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLeadingDebounce } from './use-leading-debounce.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useLeadingDebounce() (000 §7.4 loading debounce 400 ms, leading)', () => {
  it('[000-7.4-08] runs the first call at once and merges the rest into one trailing run', () => {
    const run = vi.fn();
    const { result } = renderHook(() => useLeadingDebounce(run, 400));
    result.current('a');
    expect(run).toHaveBeenCalledWith('a');
    result.current('ab');
    result.current('abc');
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    expect(run).toHaveBeenLastCalledWith('abc');
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(400);
    result.current('x');
    expect(run).toHaveBeenLastCalledWith('x');
  });
});
