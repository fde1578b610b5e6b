import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDisposer, useDisposeOnLeave } from './use-dispose-on-leave.ts';

describe('createDisposer()', () => {
  it('runs each registered cleanup once', () => {
    const cleanup = vi.fn();
    const disposer = createDisposer();
    disposer.add(cleanup);
    disposer.dispose();
    disposer.dispose();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});

describe('useDisposeOnLeave() (PluginContext.onDispose: a confirm still waiting stops when the screen goes)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps the disposer through a StrictMode remount and disposes it on unmount', () => {
    const cleanup = vi.fn();
    const disposer = createDisposer();
    disposer.add(cleanup);
    const view = renderHook(() => useDisposeOnLeave(disposer), { wrapper: StrictMode });
    vi.runAllTimers();
    expect(cleanup).not.toHaveBeenCalled();
    view.unmount();
    vi.runAllTimers();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('disposes the previous disposer when it is replaced', () => {
    const first = createDisposer();
    const cleanup = vi.fn();
    first.add(cleanup);
    const view = renderHook(({ disposer }) => useDisposeOnLeave(disposer), { initialProps: { disposer: first } });
    view.rerender({ disposer: createDisposer() });
    vi.runAllTimers();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });
});
