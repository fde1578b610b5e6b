/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../feature-flags.ts';
import { numberOption } from './number-option.ts';

const context = { features: defaultFeatureFlags };

describe('numberOption() (000 §3 Operation: numbers arrive as strings)', () => {
  const plain = numberOption(1000, 'ms');
  const count = numberOption(200, 'tags', { integer: true, positive: true });
  const zeroIsDefault = numberOption(700, 'ms', { zeroMeansDefault: true });

  it.each([
    ['1000', 1000],
    ['0', 0],
    [' 250 ', 250],
    ['12.5', 12.5],
    ['007', 7],
    [300, 300],
    [0, 0],
  ])('should convert %j to %s', (raw, expected) => {
    expect(plain.parse(raw, context)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['abc'],
    [''],
    ['  '],
    ['-5'],
    ['+5'],
    ['1e3'],
    ['0x10'],
    ['12.'],
    ['.5'],
    ['NaN'],
    ['Infinity'],
    ['9'.repeat(400)],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-1],
    [true],
    [null],
    [[]],
  ])('should refuse %j', (raw) => {
    expect(plain.parse(raw, context)).toEqual({ ok: false });
  });

  it.each([
    ['1', true],
    ['200', true],
    ['0', false],
    ['000', false],
    ['1.5', false],
    [1.5, false],
    [0, false],
    [3, true],
  ])('should take %j as a whole count greater than 0: %s', (raw, accepted) => {
    expect(count.parse(raw, context).ok).toBe(accepted);
  });

  it('[000-9-47] should read 0 as the default when 0 means the default', () => {
    expect(zeroIsDefault.parse('0', context)).toEqual({ ok: true, value: 700 });
    expect(zeroIsDefault.parse(0, context)).toEqual({ ok: true, value: 700 });
    expect(zeroIsDefault.parse('350', context)).toEqual({ ok: true, value: 350 });
    expect(zeroIsDefault.accepts(0)).toBe(false);
  });

  it.each([
    [plain, 'a number of 0 or more'],
    [count, 'a whole number greater than 0'],
  ])('should say what it expects', (option, expected) => {
    expect(option.expected).toBe(expected);
  });

  it('should publish the same rule as a JSON Schema pattern', () => {
    const pattern = (count.jsonSchema.anyOf as { pattern?: string }[])[0]?.pattern ?? '';
    expect(['1', '010', ' 5 '].every((text) => new RegExp(pattern).test(text))).toBe(true);
    expect(['0', '00', '1.0', '-1'].some((text) => new RegExp(pattern).test(text))).toBe(false);
  });
});
