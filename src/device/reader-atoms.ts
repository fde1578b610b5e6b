import { atom } from 'jotai';
import type { ReaderStatus } from '../core/readings/reader-contract.ts';
import type { ReaderController } from './reader-controller.ts';

/** What descriptors read under the scope root `reader` (e.g. `{"var": "reader.on"}`). */
export interface ReaderScopeValue {
  status: ReaderStatus;
  /** Antennas started (on or reading). */
  on: boolean;
  /** A socket is open (000 §4.4-03). */
  reading: boolean;
  /** starting, loading or clearing: the control shows its loader. */
  busy: boolean;
  emulated: boolean;
}

export function readerScopeValue(status: ReaderStatus, emulated: boolean): ReaderScopeValue {
  return {
    status,
    on: status === 'on' || status === 'reading',
    reading: status === 'reading',
    busy: status === 'starting' || status === 'loading' || status === 'clearing',
    emulated,
  };
}

/**
 * The reader state machine as jotai atoms (plain TS, no hooks): the status follows the reader while mounted, the scope
 * value is derived from it, and the write-only atoms start, stop and clear it.
 */
export function createReaderAtoms(reader: ReaderController) {
  const statusAtom = atom<ReaderStatus>(reader.status());
  statusAtom.onMount = (set) => {
    set(reader.status());
    return reader.subscribeStatus(set);
  };
  const scopeValueAtom = atom((get) => readerScopeValue(get(statusAtom), reader.emulated));
  const startAtom = atom(null, () => reader.start());
  const stopAtom = atom(null, () => reader.stop());
  const clearAtom = atom(null, () => reader.clear());
  return { statusAtom, scopeValueAtom, startAtom, stopAtom, clearAtom };
}
