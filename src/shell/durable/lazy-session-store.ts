import type { DurableSessionStore } from '../../runtime/durable/durable-session-store.ts';

/**
 * The browser's store of reading sessions, its code loaded on first use: idb and the log's parsers stay out of the
 * JavaScript loaded from sign-in to the dashboard (the bundle row's 170 KB gzip). Undefined without IndexedDB.
 */
export function lazyDurableSessionStore(): Promise<DurableSessionStore> | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return import('../../runtime/durable/durable-session-store.ts').then((module) => {
    const store = module.durableSessionStore();
    if (!store) throw new Error('IndexedDB is not available');
    return store;
  });
}
