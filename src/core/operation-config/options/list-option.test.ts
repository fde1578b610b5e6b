/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../feature-flags.ts';
import { listOption } from './list-option.ts';

const context = { features: defaultFeatureFlags };

describe('listOption() (000 §3: comma-separated options)', () => {
  const list = listOption('prefixes');

  it.each([
    ['', []],
    ['A', ['A']],
    ['A,B', ['A', 'B']],
    [' A , B ,, ', ['A', 'B']],
    ['A,A,B', ['A', 'B']],
    [',,,', []],
    [
      ['A', ' B ', ''],
      ['A', 'B'],
    ],
    [[], []],
  ])('[000-3-operation-25] should convert %j to %j', (raw, expected) => {
    expect(list.parse(raw, context)).toEqual({ ok: true, value: expected });
  });

  it.each([[1], [true], [null], [{}], [['A', 1]]])('should refuse %j', (raw) => {
    expect(list.parse(raw, context)).toEqual({ ok: false });
  });

  it('should default to an empty list and accept only normalised lists', () => {
    expect(list.default).toEqual([]);
    expect(list.accepts(['A', 'B'])).toBe(true);
    expect(list.accepts([' A'])).toBe(false);
    expect(list.accepts(['A', 'A'])).toBe(false);
  });
});
