import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmulatedReader } from './emulated-reader.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createEmulatedReader() (000 §2.19, §9)', () => {
  it('[000-2.19-07] [000-9-24] hands emulated reads on at once and stops 1000 ms after the last ones', () => {
    const reader = createEmulatedReader();
    const reads = vi.fn();
    reader.onReads(reads);
    reader.emulate([{ epc: 'E1' }, { epc: 'E2' }]);
    expect(reads).toHaveBeenCalledWith([{ epc: 'E1' }, { epc: 'E2' }]);
    expect(reader.status()).toBe('reading');
    vi.advanceTimersByTime(600);
    reader.emulate([{ uid: 'U1' }]);
    vi.advanceTimersByTime(999);
    expect(reader.status()).toBe('reading');
    vi.advanceTimersByTime(1);
    expect(reader.status()).toBe('off');
  });

  it('starts and stops without a device manager', async () => {
    const reader = createEmulatedReader();
    const statuses: string[] = [];
    reader.subscribeStatus((status) => statuses.push(status));
    await expect(reader.start()).resolves.toBe(true);
    await expect(reader.stop()).resolves.toBe(true);
    expect(statuses).toEqual(['reading', 'off']);
    expect(reader.emulated).toBe(true);
  });

  it('[000-4.4-02] is clearing while its clear listeners run, and loading while the screen decodes', async () => {
    const reader = createEmulatedReader();
    let release!: () => void;
    reader.onClear(() => new Promise<void>((resolve) => (release = resolve)));
    const clearing = reader.clear();
    expect(reader.status()).toBe('clearing');
    release();
    await clearing;
    expect(reader.status()).toBe('off');
    reader.setLoading(true);
    expect(reader.status()).toBe('loading');
    reader.setLoading(false);
    expect(reader.status()).toBe('off');
  });
});
