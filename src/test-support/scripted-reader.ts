import type { TagRead } from '../core/readings/reader-contract.ts';
import { createReaderStatus, runClear, type ReaderController } from '../device/reader-controller.ts';

/**
 * A reader whose start and stop take the time given, with nothing behind it: for stories, component tests and the
 * benchmark pages, where the loader states must be seen. Reads come only from `emulate()`.
 */
export function createScriptedReader({
  startMs = 0,
  stopMs = 0,
  startSucceeds = true,
  startGate,
}: {
  startMs?: number;
  stopMs?: number;
  startSucceeds?: boolean;
  /** A start also waits for this (a test that asserts what shows while starting, whatever the machine's speed). */
  startGate?: Promise<void>;
} = {}): ReaderController {
  const status = createReaderStatus();
  const readListeners = new Set<(reads: readonly TagRead[]) => void>();
  const clearListeners = new Set<() => void | Promise<void>>();
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    emulated: false,
    status: status.get,
    subscribeStatus: status.subscribe,
    async start() {
      status.setBase('starting');
      await wait(startMs);
      await startGate;
      status.setBase(startSucceeds ? 'reading' : 'off');
      return startSucceeds;
    },
    async stop() {
      await wait(stopMs);
      status.setBase('off');
      return true;
    },
    onReads(listener) {
      readListeners.add(listener);
      return () => readListeners.delete(listener);
    },
    emulate(reads) {
      for (const listener of readListeners) listener(reads);
    },
    clear: () => runClear(status, clearListeners),
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    setLoading: status.setLoading,
    dispose() {
      status.clearListeners();
      readListeners.clear();
      clearListeners.clear();
    },
  };
}
