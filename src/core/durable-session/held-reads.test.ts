import { describe, expect, it } from 'vitest';
import type { DurableRead } from './durable-session.ts';
import { createHeldReads } from './held-reads.ts';

const read = (code: string): DurableRead => ({ code, seq: 1, read: { epc: code } });

describe('createHeldReads()', () => {
  it('should take only the tags held by the given time, oldest first, and keep the younger ones', () => {
    let time = 0;
    const held = createHeldReads(() => time);
    held.add(read('A'));
    time = 100;
    held.add(read('B'));
    time = 300;
    held.add(read('C'));
    expect(held.take(100)).toEqual([read('A'), read('B')]);
    expect(held.size()).toBe(1);
    expect(held.take()).toEqual([read('C')]);
    expect(held.size()).toBe(0);
  });

  it('should not take a tag dropped (decoded, forgotten) or cleared before its time came', () => {
    const held = createHeldReads(() => 0);
    held.add(read('A'));
    held.add(read('B'));
    held.drop('A');
    expect(held.take()).toEqual([read('B')]);
    held.add(read('C'));
    held.clear();
    expect(held.take()).toEqual([]);
  });
});
