import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language.ts';

describe('chooseLanguage() (000 §1, spec README decision on the default language)', () => {
  it.each([
    [null, ['it-IT', 'en'], 'it'],
    [null, ['en-GB'], 'en'],
    [null, ['de-DE', 'fr'], 'en'],
    [null, ['de-DE', 'it'], 'it'],
    [null, [], 'en'],
    ['it', ['en-US'], 'it'],
    ['en', ['it-IT'], 'en'],
    ['xx', ['it-IT'], 'it'],
  ] as const)('[000-1-37] [000-9-52] should pick %s stored, %j browser → %s', (stored, browser, expected) => {
    expect(chooseLanguage(stored, browser)).toBe(expected);
  });
});
