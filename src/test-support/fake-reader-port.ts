import type { ReaderPort, ReaderStatus, TagRead } from '../core/readings/reader-contract.ts';

/**
 * A reader without antennas, for stories, tests and benchmarks: start and stop only change its state, and `emit`
 * delivers reads as a socket would. The device layer supplies the real ReaderPort.
 */
export function createFakeReaderPort(initial: ReaderStatus = 'off') {
  let status = initial;
  const statusListeners = new Set<(status: ReaderStatus) => void>();
  const readListeners = new Set<(reads: readonly TagRead[]) => void>();
  const setStatus = (next: ReaderStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };
  const port: ReaderPort & { emit(reads: readonly TagRead[]): void; setStatus(status: ReaderStatus): void } = {
    status: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    async start() {
      setStatus('reading');
      return true;
    },
    async stop() {
      setStatus('on');
      return true;
    },
    onReads(listener) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    emit(reads) {
      for (const listener of readListeners) listener(reads);
    },
    setStatus,
  };
  return port;
}
