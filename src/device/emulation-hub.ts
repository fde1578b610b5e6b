import type { TagRead } from '../core/readings/reader-contract.ts';
import { createListeners } from '../core/listeners.ts';

export interface EmulationTarget {
  emulate(reads: readonly TagRead[]): void;
}

export interface EmulationHub {
  /** The page's reader takes emulated reads while registered: emulation is then enabled on the page (000 §2.19). */
  register(target: EmulationTarget): () => void;
  target(): EmulationTarget | undefined;
  subscribe(listener: () => void): () => void;
}

/** Where the emulation modal (in the shell) finds the reader of the page on screen, if that page enables emulation. */
export function createEmulationHub(): EmulationHub {
  let current: EmulationTarget | undefined;
  const listeners = createListeners();
  const notify = () => listeners.emit();
  return {
    register(target) {
      current = target;
      notify();
      return () => {
        if (current !== target) return;
        current = undefined;
        notify();
      };
    },
    target: () => current,
    subscribe(listener) {
      return listeners.add(listener);
    },
  };
}

/** The station's one hub (the modal and the pages of one tab). */
export const emulationHub = createEmulationHub();
