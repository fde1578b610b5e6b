import { describe, expect, it } from 'vitest';
import { readingBackGoesToForm } from './reading-back.ts';

describe('readingBackGoesToForm()', () => {
  it.each([
    ['no field', [], false],
    ['one direct-submit field', [{ directSubmit: true }], false],
    ['one field without directSubmit', [{ directSubmit: false }], true],
    ['two fields', [{ directSubmit: true }, { directSubmit: true }], true],
  ])('[001-2.11-05] %s: %s', (_, fields, expected) => {
    expect(readingBackGoesToForm(fields)).toBe(expected);
  });
});
