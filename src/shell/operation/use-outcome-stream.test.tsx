import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AsyncOutcomeStream, StreamConnection } from '../../api/async-outcome-stream.ts';
import { createOutcomeStreamRegistry } from '../../api/outcome-stream-registry.ts';
import { useCurrentStreamConnection, useOutcomeStream, useStreamConnection } from './use-outcome-stream.ts';

function fakeStream() {
  let state: StreamConnection = 'connecting';
  const listeners = new Set<() => void>();
  const stream = {
    start: vi.fn(),
    stop: vi.fn(),
    connection: () => state,
    subscribeConnection: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  };
  const set = (next: StreamConnection) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return { stream: stream as unknown as AsyncOutcomeStream & typeof stream, set };
}

const getters = { baseUrl: () => 'http://api.test', accessToken: () => 'tok' };

describe('useOutcomeStream()', () => {
  it('[000-4.10-01] [001-6-10] holds the user stream only when async and signed in, and releases it on unmount', () => {
    const made = fakeStream();
    const create = vi.fn(() => made.stream);
    const registry = createOutcomeStreamRegistry(create);
    const sync = renderHook(() => useOutcomeStream({ enabled: false, userId: 'u1', ...getters }, registry));
    expect(sync.result.current).toBeUndefined();
    const noUser = renderHook(() => useOutcomeStream({ enabled: true, userId: undefined, ...getters }, registry));
    expect(noUser.result.current).toBeUndefined();
    expect(create).not.toHaveBeenCalled();

    const screen = renderHook(() => useOutcomeStream({ enabled: true, userId: 'u1', ...getters }, registry));
    expect(screen.result.current).toBe(made.stream);
    expect(made.stream.start).toHaveBeenCalledOnce();
    screen.unmount();
    expect(made.stream.stop).toHaveBeenCalledOnce();
  });
});

describe('useStreamConnection() / useCurrentStreamConnection()', () => {
  it('[000-4.10-08] [000-4.10-12] follows the connection, for the notice and the header indicator', () => {
    const made = fakeStream();
    const registry = createOutcomeStreamRegistry(() => made.stream);
    const header = renderHook(() => useCurrentStreamConnection(registry));
    expect(header.result.current).toBeUndefined();
    const screen = renderHook(() => {
      const stream = useOutcomeStream({ enabled: true, userId: 'u1', ...getters }, registry);
      return useStreamConnection(stream);
    });
    expect(screen.result.current).toBe('connecting');
    expect(header.result.current).toBe('connecting');
    act(() => made.set('connected'));
    expect(screen.result.current).toBe('connected');
    expect(header.result.current).toBe('connected');
    screen.unmount();
    expect(header.result.current).toBeUndefined();
  });
});
