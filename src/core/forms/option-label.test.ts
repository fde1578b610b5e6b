import { describe, expect, it } from 'vitest';
import { optionKeyOf, optionLabelOf } from './option-label.ts';

const settings = { optionLabel: 'description', optionSecondaryLabel: 'code', concatSecondaryLabel: false };

describe('optionLabelOf() (000 §3 Displayed values)', () => {
  it('[000-3-formfield-44] shows optionLabel, falling back to code', () => {
    expect(optionLabelOf({ id: 1, code: 'Z1', description: 'Zone 1' }, settings)).toBe('Zone 1');
    expect(optionLabelOf({ id: 1, code: 'Z1' }, settings)).toBe('Z1');
  });
  it("[000-3-formfield-45] appends ' - secondary' when concatenated", () => {
    expect(optionLabelOf({ code: 'Z1', description: 'Zone 1' }, { ...settings, concatSecondaryLabel: true })).toBe(
      'Zone 1 - Z1',
    );
  });
  it('[000-3-formfield-46] with no label: secondary, else description, code or id', () => {
    const other = { optionLabel: 'name', optionSecondaryLabel: 'ref', concatSecondaryLabel: false };
    expect(optionLabelOf({ ref: 'R', description: 'D' }, other)).toBe('R');
    expect(optionLabelOf({ description: 'D' }, other)).toBe('D');
    expect(optionLabelOf({ id: 7 }, other)).toBe('7');
  });
  it('keys by id, else code', () => {
    expect(optionKeyOf({ id: 7, code: 'A' })).toBe('7');
    expect(optionKeyOf({ code: 'A' })).toBe('A');
  });
});
