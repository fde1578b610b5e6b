import type { TagRead } from '../core/readings/reader-contract.ts';
import { deviceTiming } from './device-constants.ts';
import { createReaderStatus, runClear, type ReaderController } from './reader-controller.ts';
import { createListeners } from '../core/listeners.ts';

/**
 * The reader used while emulation is on (000 §2.19, §9): no device manager; `emulate()` hands the reads on at once and
 * the reader stops 1000 ms after the last emulated reads.
 */
export function createEmulatedReader(): ReaderController {
  const status = createReaderStatus();
  const readListeners = createListeners<[readonly TagRead[]]>();
  const clearListeners = new Set<() => void | Promise<void>>();
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const cancelStop = () => {
    if (stopTimer !== undefined) clearTimeout(stopTimer);
    stopTimer = undefined;
  };

  return {
    emulated: true,
    status: status.get,
    subscribeStatus: status.subscribe,
    async start() {
      status.setBase('reading');
      return true;
    },
    async stop() {
      cancelStop();
      status.setBase('off');
      return true;
    },
    onReads(listener) {
      return readListeners.add(listener);
    },
    emulate(reads) {
      status.setBase('reading');
      if (reads.length > 0) readListeners.emit(reads);
      cancelStop();
      stopTimer = setTimeout(() => {
        stopTimer = undefined;
        status.setBase('off');
      }, deviceTiming.emulatedReadsStopMs);
    },
    clear: () => runClear(status, clearListeners),
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    setLoading: status.setLoading,
    dispose() {
      cancelStop();
      status.clearListeners();
      readListeners.clear();
      clearListeners.clear();
    },
  };
}
