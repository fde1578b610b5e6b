/** What the panel and its dialogs need of local storage; tests and stories pass an in-memory one. */
export type PanelStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** An in-memory PanelStorage, for a station whose local storage is unavailable, for stories and for tests. */
export function createMemoryStorage(initial: Record<string, string> = {}): PanelStorage & {
  entries(): Record<string, string>;
} {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  };
}
