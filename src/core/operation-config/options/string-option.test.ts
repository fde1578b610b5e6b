/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags } from '../feature-flags.ts';
import { isRegularExpression, prefixedOption, regexOption, stringOption } from './string-option.ts';

const context = { features: defaultFeatureFlags };

describe('stringOption()', () => {
  const text = stringOption('rfid', 'reading mode');

  it.each([
    ['printItemList', 'printItemList'],
    ['', ''],
    [' spaced ', ' spaced '],
    [42, '42'],
    [true, 'true'],
  ])('should keep %j as %j', (raw, expected) => {
    expect(text.parse(raw, context)).toEqual({ ok: true, value: expected });
  });

  it.each([[null], [{}], [['a']], [Number.NaN]])('should refuse %j', (raw) => {
    expect(text.parse(raw, context)).toEqual({ ok: false });
  });

  it('should keep its default', () => {
    expect(text.default).toBe('rfid');
  });
});

describe('regexOption() (002 §4 Tag writing: uhfTagToWriteRegex)', () => {
  const regex = regexOption('tag to write');

  it.each([
    ['^E280', true],
    ['', true],
    ['(unclosed', false],
    ['[z-a]', false],
  ])('should take %j: %s', (raw, accepted) => {
    expect(regex.parse(raw, context).ok).toBe(accepted);
    expect(isRegularExpression(raw)).toBe(accepted);
  });

  it('should publish the regex format', () => {
    expect(regex.jsonSchema).toMatchObject({ format: 'regex' });
  });
});

describe('prefixedOption() (002 §3: itemTypeConfig_<name>)', () => {
  const configs = prefixedOption('itemTypeConfig_', 'item types');

  it.each([
    ['dual-tag', { ok: true, value: 'dual-tag' }],
    [3, { ok: true, value: '3' }],
    [null, { ok: false }],
    [{}, { ok: false }],
  ])('should read an entry %j', (raw, expected) => {
    expect(configs.parse(raw)).toEqual(expected);
  });
});
