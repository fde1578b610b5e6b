import { describe, expect, it } from 'vitest';
import { compilePattern, firstGroup, patternMatches } from './safe-pattern.ts';

describe('patternMatches() (000 §5 Forms)', () => {
  it('[000-5-forms-06] finds a match anywhere, like RegExp.test', () => {
    expect(patternMatches('^[A-Z]{3}\\d+$', 'ABC12')).toBe(true);
    expect(patternMatches('^[A-Z]{3}\\d+$', 'AB12')).toBe(false);
    expect(patternMatches('\\d', 'a1b')).toBe(true);
  });

  it('accepts /body/flags literals', () => {
    expect(patternMatches('/^abc$/i', 'ABC')).toBe(true);
  });

  it('reports an invalid pattern as undefined instead of throwing', () => {
    expect(patternMatches('([a-z', 'x')).toBeUndefined();
    expect(compilePattern('([a-z').ok).toBe(false);
  });

  it('runs a catastrophic-backtracking pattern in linear time', () => {
    const started = performance.now();
    expect(patternMatches('^(a+)+$', `${'a'.repeat(5000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('firstGroup() (000 §5 format regex)', () => {
  it('[000-5-forms-15] extracts the first group', () => {
    expect(firstGroup('^0*(\\d+)$', '000123')).toBe('123');
  });
  it('is undefined without a match or a group', () => {
    expect(firstGroup('^(\\d+)$', 'abc')).toBeUndefined();
    expect(firstGroup('\\d+', '12')).toBeUndefined();
  });
});
