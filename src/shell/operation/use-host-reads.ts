import { useEffect, useMemo, type RefObject } from 'react';
import type { ReaderPort } from '../../core/readings/reader-contract.ts';
import type { ReaderController } from '../../device/reader-controller.ts';
import type { bindHandlers } from '../../plugins/define-plugin.ts';

/** What a host that reads tags itself gets of the screen's reader. */
export type HostReader = Pick<ReaderController, 'onReads' | 'setLoading' | 'clear' | 'onClear'>;

/** The screen's plugin, bound to the screen's context. */
export type BoundPlugin = ReturnType<typeof bindHandlers>;

/**
 * A screen host that reads tags itself, without a tag pipeline (the start form's RFID search, 000 §2.13): the screen
 * owns a reader for it and attaches it once the reader is there; the returned function detaches it.
 */
export interface HostReads {
  attach(reader: HostReader, plugin: () => BoundPlugin | undefined): () => void;
}

const isController = (reader: ReaderPort): reader is ReaderController =>
  'onClear' in reader && 'setLoading' in reader && 'clear' in reader;

/** A given reader (stories, tests) has no clear or loading of its own: its clear runs the host's listeners. */
export function hostReaderOf(reader: ReaderPort): HostReader {
  if (isController(reader)) return reader;
  const clearListeners = new Set<() => void | Promise<void>>();
  return {
    onReads: (listener) => reader.onReads(listener),
    setLoading: () => undefined,
    clear: async () => void (await Promise.all([...clearListeners].map(async (listener) => listener()))),
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
  };
}

/** Attaches the host to the screen's reader while both are there; gives the host reader (for the Clear action). */
export function useHostReads(
  hostReads: HostReads | undefined,
  reader: ReaderPort | undefined,
  plugin: RefObject<BoundPlugin | undefined>,
): HostReader | undefined {
  const hostReader = useMemo(() => (hostReads && reader ? hostReaderOf(reader) : undefined), [hostReads, reader]);
  useEffect(() => {
    if (!hostReads || !hostReader) return;
    return hostReads.attach(hostReader, () => plugin.current);
  }, [hostReads, hostReader, plugin]);
  return hostReader;
}
