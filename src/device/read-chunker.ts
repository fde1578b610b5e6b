import type { TagRead } from '../core/readings/reader-contract.ts';
import { deviceTiming } from './device-constants.ts';

export interface ReadChunker {
  push(read: TagRead): void;
  /** Reads that came together (a batch of socket messages): handed on at once, with what is buffered, as one chunk. */
  pushAll(reads: readonly TagRead[]): void;
  /** Hands on what is buffered now. */
  flush(): void;
  dispose(): void;
}

/**
 * Gathers reads that arrive one per socket message and hands them on together, about every `intervalMs`, so
 * listeners (and the React work behind them) run per chunk, never per tag. A read that comes when the interval has
 * passed flushes at once: in a throttled background tab the timer may fire a minute late, the reads do not wait for it.
 */
export function createReadChunker(
  deliver: (reads: readonly TagRead[]) => void,
  intervalMs: number = deviceTiming.readChunkMs,
  now: () => number = () => Date.now(),
): ReadChunker {
  let buffer: TagRead[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastFlushAt = now();
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    lastFlushAt = now();
    if (buffer.length === 0) return;
    const chunk = buffer;
    buffer = [];
    deliver(chunk);
  };
  return {
    push(read) {
      buffer.push(read);
      if (now() - lastFlushAt >= intervalMs) flush();
      else if (timer === undefined) timer = setTimeout(flush, intervalMs);
    },
    pushAll(reads) {
      for (const read of reads) buffer.push(read);
      flush();
    },
    flush,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      buffer = [];
    },
  };
}
