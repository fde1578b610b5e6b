import { useCallback, useSyncExternalStore } from 'react';
import type { ReaderPort, ReaderStatus } from '../../core/readings/reader-contract.ts';

/** The reader's state, or undefined on a screen without a reader. */
export function useReaderStatus(reader: ReaderPort | undefined): ReaderStatus | undefined {
  const subscribe = useCallback((listener: () => void) => reader?.subscribeStatus(listener) ?? (() => {}), [reader]);
  return useSyncExternalStore(subscribe, () => reader?.status());
}
