import type { TagRead } from '../core/readings/reader-contract.ts';
import { deviceTiming } from './device-constants.ts';

export interface ReadChunker {
  push(read: TagRead): void;
  /** Hands on what is buffered now. */
  flush(): void;
  dispose(): void;
}

/**
 * Gathers reads that arrive one per socket message and hands them on together, at most every `intervalMs`, so
 * listeners (and the React work behind them) run per chunk, never per tag.
 */
export function createReadChunker(
  deliver: (reads: readonly TagRead[]) => void,
  intervalMs: number = deviceTiming.readChunkMs,
): ReadChunker {
  let buffer: TagRead[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (buffer.length === 0) return;
    const chunk = buffer;
    buffer = [];
    deliver(chunk);
  };
  return {
    push(read) {
      buffer.push(read);
      if (timer === undefined) timer = setTimeout(flush, intervalMs);
    },
    flush,
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      buffer = [];
    },
  };
}
