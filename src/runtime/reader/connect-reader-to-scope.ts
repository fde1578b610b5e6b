import { createReaderAtoms } from '../../device/reader-atoms.ts';
import type { ReaderController } from '../../device/reader-controller.ts';
import type { ActionPorts } from '../actions/action-ports.ts';
import type { ScreenScope } from '../state/screen-scope.ts';

/** Keeps the scope root `reader` equal to the reader's state (`{status, on, reading, busy, emulated}`). */
export function connectReaderToScope(reader: ReaderController, scope: ScreenScope): () => void {
  const atoms = createReaderAtoms(reader);
  const publish = () => scope.set('reader', scope.store.get(atoms.scopeValueAtom));
  const unsubscribe = scope.store.sub(atoms.scopeValueAtom, publish);
  publish();
  return unsubscribe;
}

/** The dispatcher's `reader` port (start, stop, clear) on a reader that may come later or change. */
export function readerActionPort(current: () => ReaderController | undefined): NonNullable<ActionPorts['reader']> {
  const reader = () => {
    const value = current();
    if (!value) throw new Error('The reader is not ready yet');
    return value;
  };
  return {
    start: async () => {
      await reader().start();
    },
    stop: async () => {
      await reader().stop();
    },
    clear: () => reader().clear(),
  };
}
