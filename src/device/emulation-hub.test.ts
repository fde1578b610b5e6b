import { describe, expect, it, vi } from 'vitest';
import { createEmulationHub } from './emulation-hub.ts';

describe('createEmulationHub()', () => {
  it('[000-2.19-03] holds the registered page reader until that page unregisters', () => {
    const hub = createEmulationHub();
    const listener = vi.fn();
    hub.subscribe(listener);
    const first = { emulate: vi.fn() };
    const second = { emulate: vi.fn() };
    const unregisterFirst = hub.register(first);
    const unregisterSecond = hub.register(second);
    unregisterFirst(); // a page that left after the next one registered does not unregister it
    expect(hub.target()).toBe(second);
    unregisterSecond();
    expect(hub.target()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
