import { describe, expect, it } from 'vitest';
import { hasCapability, type CapabilityHolder } from './has-capability.ts';

const user = (...capabilities: string[]): CapabilityHolder => ({ capabilities });

describe('hasCapability()', () => {
  it.each<[string, CapabilityHolder | undefined, string[], boolean]>([
    ['[000-6-04]', user(), [], true],
    ['[000-6-04]', undefined, [], true],
    ['[000-6-05] [000-6-03]', user('A'), ['A'], true],
    ['[000-6-05]', user('B'), ['A', 'B'], true],
    ['[000-6-05]', user('C'), ['A', 'B'], false],
    ['[000-6-05]', user(), ['A'], false],
    ['[000-6-05]', undefined, ['A'], false],
    ['[000-6-05]', user('Operation.Inbound'), ['Operation.Inbound.perform'], false],
    ['[000-6-07] [001-6-06] [002-6-caps-07]', user('System.Administration.perform'), ['A', 'B'], true],
  ])('%s should pass a user holding %j a check for %j: %s', (_ids, holder, required, expected) => {
    expect(hasCapability(holder, required)).toBe(expected);
  });
});
