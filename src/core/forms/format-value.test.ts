import { describe, expect, it } from 'vitest';
import type { FieldFormat } from './form-field.ts';
import { formatValue } from './format-value.ts';

const format = (partial: Partial<FieldFormat>): FieldFormat => ({
  prefix: true,
  separator: '',
  dynamicField: undefined,
  character: undefined,
  minLength: 10,
  regex: undefined,
  ...partial,
});

describe('formatValue() (000 §5 Forms: format)', () => {
  it('[000-5-forms-13] puts the dynamicField value before or after with the separator', () => {
    expect(formatValue('123', format({ dynamicField: 'zone', separator: '-' }), { zone: 'Z1' })).toBe('Z1-123');
    expect(formatValue('123', format({ dynamicField: 'zone', separator: '-', prefix: false }), { zone: 'Z1' })).toBe(
      '123-Z1',
    );
    expect(formatValue('123', format({ dynamicField: 'zone' }), {})).toBe('123');
  });
  it('[000-5-forms-14] pads with the character to minLength, 10 by default', () => {
    expect(formatValue('123', format({ character: '0' }), {})).toBe('0000000123');
    expect(formatValue(42, format({ character: '0', minLength: 5 }), {})).toBe('00042');
  });
  it('[000-5-forms-15] extracts the first group of regex', () => {
    expect(formatValue('(01)12345(21)X', format({ regex: '\\(01\\)(\\d+)' }), {})).toBe('12345');
    expect(formatValue('nothing', format({ regex: '(\\d+)' }), {})).toBe('nothing');
  });
  it('leaves empty values alone', () => {
    expect(formatValue('', format({ character: '0' }), {})).toBe('');
    expect(formatValue(undefined, format({ character: '0' }), {})).toBeUndefined();
  });
});
