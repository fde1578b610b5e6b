/**
 * The listeners of one event. `add` answers the listener's removal; `emit` calls each on a copy of the set, so a
 * listener may remove itself (or another) while it is called.
 */
export function createListeners<Args extends unknown[] = []>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(...args: Args): void {
      for (const listener of [...listeners]) listener(...args);
    },
    clear(): void {
      listeners.clear();
    },
    get size(): number {
      return listeners.size;
    },
  };
}

export type Listeners<Args extends unknown[] = []> = ReturnType<typeof createListeners<Args>>;
