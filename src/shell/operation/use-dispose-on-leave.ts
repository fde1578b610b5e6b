import { useEffect } from 'react';

/** The cleanups registered for one plugin context (PluginContext.onDispose), run together once. */
export interface Disposer {
  add(cleanup: () => void): void;
  dispose(): void;
}

export function createDisposer(): Disposer {
  let cleanups: (() => void)[] = [];
  return {
    add: (cleanup) => void cleanups.push(cleanup),
    dispose: () => {
      const pending = cleanups;
      cleanups = [];
      for (const cleanup of pending) cleanup();
    },
  };
}

const pendingDisposals = new Map<Disposer, ReturnType<typeof setTimeout>>();

/**
 * Disposes `disposer` when the component lets go of it (it is replaced, or the screen goes away). The disposal waits a
 * task, so React's StrictMode unmount-and-mount of the same screen keeps what was registered.
 */
export function useDisposeOnLeave(disposer: Disposer): void {
  useEffect(() => {
    const pending = pendingDisposals.get(disposer);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingDisposals.delete(disposer);
    }
    return () => {
      const timer = setTimeout(() => {
        pendingDisposals.delete(disposer);
        disposer.dispose();
      }, 0);
      pendingDisposals.set(disposer, timer);
    };
  }, [disposer]);
}
