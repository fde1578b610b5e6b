import type { EventEmitter } from 'node:events';

/**
 * A pool's connections until each has ended. pg's Pool.end resolves once it has asked its idle connections to end, not
 * once they have: a database dropped right after would end them itself, and the error the server then sends a
 * connection still ending has no listener left in the pool (an uncaught exception in CI's load test).
 */
export function trackConnections(pool: Pick<EventEmitter, 'on'>) {
  const open = new Set<unknown>();
  const waiting: (() => void)[] = [];
  pool.on('connect', (client: unknown) => open.add(client));
  pool.on('remove', (client: unknown) => {
    open.delete(client);
    if (open.size === 0) for (const resolve of waiting.splice(0)) resolve();
  });
  return {
    /** Resolves once no connection of the pool is open or ending. */
    allEnded: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
