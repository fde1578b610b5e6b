import { useSyncExternalStore } from 'react';
import { createListeners } from '../../core/listeners.ts';

/** The Fullscreen API as the side panel uses it (000 §2.6 fullscreen button); a fake drives tests and stories. */
export interface FullscreenPort {
  /** False when the browser cannot go fullscreen: the button is hidden. */
  readonly supported: boolean;
  isActive(): boolean;
  toggle(): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export function createDocumentFullscreen(doc: Document = document): FullscreenPort {
  return {
    supported: doc.fullscreenEnabled === true && typeof doc.documentElement.requestFullscreen === 'function',
    isActive: () => doc.fullscreenElement != null,
    toggle: () => (doc.fullscreenElement ? doc.exitFullscreen() : doc.documentElement.requestFullscreen()),
    subscribe(listener) {
      doc.addEventListener('fullscreenchange', listener);
      return () => doc.removeEventListener('fullscreenchange', listener);
    },
  };
}

export function useFullscreenActive(port: FullscreenPort): boolean {
  return useSyncExternalStore(port.subscribe, port.isActive, () => false);
}

/** A fullscreen state kept in memory (stories and tests, where the document cannot go fullscreen). */
export function createMemoryFullscreen(supported = true, active = false): FullscreenPort {
  const listeners = createListeners();
  return {
    supported,
    isActive: () => active,
    async toggle() {
      active = !active;
      listeners.emit();
    },
    subscribe(listener) {
      return listeners.add(listener);
    },
  };
}
