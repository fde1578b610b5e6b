/** @vitest-environment node */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quotedList, wordLookup, wordsPattern } from './word-pattern.ts';

const words = ['groupedByProduct', 'item', 'no', 'with-dash.x', 'keep'] as const;

describe('wordsPattern() and wordLookup()', () => {
  it.each([
    ['item', 'item'],
    ['ITEM', 'item'],
    ['  GroupedByProduct\t', 'groupedByProduct'],
    ['with-dash.x', 'with-dash.x'],
    ['withXdash.x', undefined],
    ['\u212Aeep', undefined],
    ['ıtem', undefined],
    ['items', undefined],
    ['', undefined],
  ])('should match %j as %j', (raw, expected) => {
    expect(wordLookup(words)(raw)).toBe(expected);
    expect(new RegExp(wordsPattern(words)).test(raw)).toBe(expected !== undefined);
  });

  it('should agree with each other on any text (the schema pattern is the parser rule)', () => {
    const pattern = new RegExp(wordsPattern(words), 'u');
    const lookup = wordLookup(words);
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom(...words).map((word) => ` ${word.toUpperCase()} `),
    );
    fc.assert(
      fc.property(text, (raw) => {
        expect(pattern.test(raw)).toBe(lookup(raw) !== undefined);
      }),
    );
  });
});

describe('quotedList()', () => {
  it.each([
    [[], ''],
    [['a'], "'a'"],
    [['a', 'b'], "'a' or 'b'"],
    [['a', 'b', 'c'], "'a', 'b' or 'c'"],
  ])('should quote %j as %s', (list, expected) => {
    expect(quotedList(list)).toBe(expected);
  });
});
