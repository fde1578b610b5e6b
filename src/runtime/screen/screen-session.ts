/**
 * What a plugin keeps between its handler calls on one screen (a confirm machine, idempotency keys, the reads already
 * handled), owned by the runtime: made when the screen opens, dropped when it goes, the same object for the screen's
 * whole life whatever re-renders (a language change keeps it).
 */
export interface ScreenSession {
  /** The value under `key`, made by `create` the first time it is asked for. */
  get<T>(key: string, create: () => T): T;
  /** Forgets every value (the screen went away). */
  clear(): void;
}

export function createScreenSession(): ScreenSession {
  const values = new Map<string, unknown>();
  return {
    get<T>(key: string, create: () => T): T {
      if (!values.has(key)) values.set(key, create());
      return values.get(key) as T;
    },
    clear: () => values.clear(),
  };
}
