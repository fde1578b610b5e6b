import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedGroup } from './debounced-group.ts';

describe('createDebouncedGroup() (000 §4.5 path 3, 000 §9 decode debounce)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('[000-4.5-08] [000-9-17] sends the group 300 ms after the last code', () => {
    const sent: string[][] = [];
    const group = createDebouncedGroup((codes) => sent.push(codes));
    group.add('A');
    vi.advanceTimersByTime(200);
    group.add('B');
    vi.advanceTimersByTime(299);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([['A', 'B']]);
  });

  it('[000-4.5-08] [000-9-17] sends at the latest 2000 ms after the first code while codes keep coming', () => {
    const sent: string[][] = [];
    const group = createDebouncedGroup((codes) => sent.push(codes));
    for (let at = 0; at < 2000; at += 100) {
      group.add(`T${at}`);
      vi.advanceTimersByTime(100);
    }
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
  });

  it('cancel drops the waiting codes', () => {
    const sent: string[][] = [];
    const group = createDebouncedGroup((codes) => sent.push(codes));
    group.add('A');
    group.cancel();
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });
});
