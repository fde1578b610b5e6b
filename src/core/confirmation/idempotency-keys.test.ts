import { describe, expect, it } from 'vitest';
import { createIdempotencyKeys } from './idempotency-keys.ts';

const counter = () => {
  let n = 0;
  return () => `key-${(n += 1)}`;
};

describe('createIdempotencyKeys()', () => {
  it('should keep the key of an unsettled attempt for the same content', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.keyFor('items:a,b')).toBe('key-1');
    expect(keys.keyFor('items:a,b')).toBe('key-1');
    expect(keys.pending()).toBe('key-1');
  });

  it('should give a new key once the attempt is settled, or for other content', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor('items:a');
    keys.settle('key-1');
    expect(keys.pending()).toBeUndefined();
    expect(keys.keyFor('items:a')).toBe('key-2');
    expect(keys.keyFor('items:a,b')).toBe('key-3');
  });

  it('should ignore settling a key that is no longer pending', () => {
    const keys = createIdempotencyKeys(counter());
    keys.keyFor('x');
    keys.settle('key-9');
    expect(keys.pending()).toBe('key-1');
  });

  it('should go on with an adopted key (a restored session) for its content, and a new one for other content', () => {
    const keys = createIdempotencyKeys(counter());
    expect(keys.adopt('restored-key', 'items:a')).toBe('restored-key');
    expect(keys.keyFor('items:a')).toBe('restored-key');
    expect(keys.pending()).toBe('restored-key');
    expect(keys.keyFor('items:b')).toBe('key-1');
  });
});
