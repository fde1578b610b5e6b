/** @vitest-environment node */
import { describe, expect, it } from 'vitest';
import { enumOption, openEnumOption } from './enum-option.ts';

const flagsOff = { features: { wam: false } };
const flagsOn = { features: { wam: true } };

describe('enumOption()', () => {
  const removeMode = enumOption(['none', 'sku', 'rfid'], 'none', 'remove mode');

  it.each([
    ['sku', 'sku'],
    ['SKU', 'sku'],
    [' rfid ', 'rfid'],
    ['none', 'none'],
  ])('should convert %j to %j', (raw, expected) => {
    expect(removeMode.parse(raw, flagsOff)).toEqual({ ok: true, value: expected });
  });

  it.each([['barcode'], [''], [' '], [1], [true], [null], [['sku']]])('should refuse %j', (raw) => {
    expect(removeMode.parse(raw, flagsOff)).toEqual({ ok: false });
  });

  it('should list the allowed values in what it expects', () => {
    expect(removeMode.expected).toBe("one of 'none', 'sku' or 'rfid'");
    expect(removeMode.accepts('sku')).toBe(true);
    expect(removeMode.accepts('SKU')).toBe(false);
  });

  describe('a value that needs a feature flag', () => {
    const initialType = enumOption(['product', 'wam', 'order'], 'product', 'start', { requires: { wam: 'wam' } });

    it('[000-9-57] should refuse wam while the wam feature is off', () => {
      expect(initialType.parse('wam', flagsOff)).toEqual({
        ok: false,
        reason: 'is "wam", which needs the wam feature (off)',
      });
      expect(initialType.parse('order', flagsOff)).toEqual({ ok: true, value: 'order' });
    });

    it('should accept wam with the wam feature on', () => {
      expect(initialType.parse('WAM', flagsOn)).toEqual({ ok: true, value: 'wam' });
    });
  });
});

describe('openEnumOption()', () => {
  const postConfirmAction = openEnumOption(
    ['disabled', 'hideSuccessModal', 'keepInput'],
    'disabled',
    'changeInput',
    'after confirm',
  );

  it.each([
    ['keepInput', 'keepInput'],
    ['KEEPINPUT', 'keepInput'],
    ['hideSuccessModal', 'hideSuccessModal'],
    ['changeInput', 'changeInput'],
    ['anything else', 'changeInput'],
  ])('should convert %j to %j', (raw, expected) => {
    expect(postConfirmAction.parse(raw, flagsOff)).toEqual({ ok: true, value: expected });
  });

  it.each([[''], ['   '], [false], [0], [null]])('should refuse %j', (raw) => {
    expect(postConfirmAction.parse(raw, flagsOff)).toEqual({ ok: false });
  });

  it('should accept only named values and the other value as typed values', () => {
    expect(postConfirmAction.accepts('changeInput')).toBe(true);
    expect(postConfirmAction.accepts('anything else')).toBe(false);
  });
});
