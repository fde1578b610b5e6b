import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchCollector, type Batch } from './batch-collector.ts';

describe('createBatchCollector() (000 §4.5 path 2)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  function setup(options: { intervalMs?: number; tagCount?: number }) {
    const processed: Batch[] = [];
    const resolvers: (() => void)[] = [];
    const collector = createBatchCollector((batch) => {
      processed.push(batch);
      return new Promise<void>((resolve) => resolvers.push(resolve));
    }, options);
    return { collector, processed, resolvers };
  }

  it('[000-4.5-06] [000-4.5-07] closes a pending batch after batchIntervalTime', async () => {
    const { collector, processed, resolvers } = setup({ intervalMs: 1000, tagCount: 200 });
    collector.add('A');
    collector.add('B');
    expect(collector.counts()).toEqual({ pending: 1, processing: 0, completed: 0 });
    vi.advanceTimersByTime(999);
    expect(processed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(processed.map((batch) => batch.codes)).toEqual([['A', 'B']]);
    expect(collector.counts()).toEqual({ pending: 0, processing: 1, completed: 0 });
    resolvers[0]?.();
    await vi.runAllTimersAsync();
    expect(processed[0]?.state).toBe('completed');
    expect(collector.counts()).toEqual({ pending: 0, processing: 0, completed: 1 });
  });

  it('[000-4.5-07] closes a batch when it holds batchIntervalTagCount codes', () => {
    const { collector, processed } = setup({ intervalMs: 1000, tagCount: 3 });
    ['A', 'B', 'C', 'D'].forEach(collector.add);
    expect(processed.map((batch) => batch.codes)).toEqual([['A', 'B', 'C']]);
    expect(collector.pendingBatch()?.codes).toEqual(['D']);
    vi.advanceTimersByTime(1000);
    expect(processed.map((batch) => batch.codes)).toEqual([['A', 'B', 'C'], ['D']]);
  });
});
