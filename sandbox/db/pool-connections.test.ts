import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { trackConnections } from './pool-connections.ts';

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
};

describe("a pool's connections until they have ended", () => {
  it('waits until every connection the pool opened has been removed', async () => {
    const pool = new EventEmitter();
    const tracked = trackConnections(pool);
    const [first, second] = [{}, {}];
    pool.emit('connect', first);
    pool.emit('connect', second);
    const ended = tracked.allEnded();
    pool.emit('remove', first);
    expect(await settledYet(ended)).toBe(false);
    pool.emit('remove', second);
    expect(await settledYet(ended)).toBe(true);
  });

  it('answers at once when no connection is open', async () => {
    const pool = new EventEmitter();
    const tracked = trackConnections(pool);
    expect(await settledYet(tracked.allEnded())).toBe(true);
    pool.emit('connect', {});
    pool.emit('remove', {});
    // Another client's removal does not count for one still open.
    expect(await settledYet(tracked.allEnded())).toBe(false);
  });
});
