import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReadChunker } from './read-chunker.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createReadChunker()', () => {
  it('hands reads on together once per interval, never one by one', () => {
    const deliver = vi.fn();
    const chunker = createReadChunker(deliver, 16);
    vi.advanceTimersByTime(5); // within the interval of the chunker's start
    for (let i = 0; i < 1000; i += 1) chunker.push({ epc: `E${i}` });
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0]![0]).toHaveLength(1000);
    vi.advanceTimersByTime(100);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('a read that comes after the interval flushes at once, without waiting for a late (throttled) timer', () => {
    let clock = 0;
    const deliver = vi.fn();
    const chunker = createReadChunker(deliver, 16, () => clock);
    chunker.push({ epc: 'E1' });
    clock = 60_000; // the timer has not fired: the tab is throttled
    chunker.push({ epc: 'E2' });
    expect(deliver).toHaveBeenCalledWith([{ epc: 'E1' }, { epc: 'E2' }]);
  });

  it('flush hands on at once; dispose drops what is buffered', () => {
    const deliver = vi.fn();
    const chunker = createReadChunker(deliver, 16);
    chunker.push({ epc: 'E1' });
    chunker.flush();
    expect(deliver).toHaveBeenCalledWith([{ epc: 'E1' }]);
    chunker.push({ epc: 'E2' });
    chunker.dispose();
    vi.advanceTimersByTime(50);
    expect(deliver).toHaveBeenCalledTimes(1);
  });
});
