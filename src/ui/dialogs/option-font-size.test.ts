import { describe, expect, it } from 'vitest';
import { optionFontSize } from './option-font-size.ts';

describe('optionFontSize()', () => {
  it.each([
    [0, 20],
    [22, 20],
    [23, 19.75],
    [30, 18],
    [38, 16],
    [200, 16],
  ])('should size a label of %i characters at %d px', (length, size) => {
    expect(optionFontSize('a'.repeat(length))).toBe(size);
  });

  it('should count characters, not UTF-16 units', () => {
    expect(optionFontSize('🏷️'.repeat(11))).toBe(20);
  });
});
