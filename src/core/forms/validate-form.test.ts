import { describe, expect, it } from 'vitest';
import { evaluateDependencies } from './dependencies.ts';
import { parseFormSchema } from './parse-form-schema.ts';
import { validateForm } from './validate-form.ts';

function check(schema: unknown[], data: Record<string, unknown>, language = 'en', custom?: () => string[]) {
  const { fields } = parseFormSchema(schema);
  const { states } = evaluateDependencies(fields, data);
  return validateForm({ fields, states, data, language, customValidation: custom });
}

describe('validateForm() required (000 §5 Forms)', () => {
  it('[000-5-forms-01] [000-5-forms-04] [000-5-forms-05] stops at the first missing required field', () => {
    const result = check(
      [
        { name: 'a', type: 'text', label: { en: 'Code', it: 'Codice' } },
        { name: 'b', type: 'text' },
      ],
      {},
      'it',
    );
    expect(result).toEqual({ ok: false, problem: { kind: 'required', field: 'a', label: 'Codice' } });
  });
  it('[000-5-forms-02] whitespace-only fails', () => {
    expect(check([{ name: 'a', type: 'text' }], { a: '   ' }).ok).toBe(false);
  });
  it('[000-5-forms-03] reads the value through confirmValuePath', () => {
    const schema = [{ name: 'z', type: 'autocomplete', endpoint: 'api/v1/zones', confirmValuePath: 'id' }];
    expect(check(schema, { z: { code: 'Z1' } }).ok).toBe(false);
    expect(check(schema, { z: { id: '1', code: 'Z1' } }).ok).toBe(true);
  });
  it('skips hidden and optional fields; a required checkbox must be on', () => {
    expect(check([{ name: 'a', type: 'text', hide: true }], {}).ok).toBe(true);
    expect(check([{ name: 'a', type: 'text', required: false }], {}).ok).toBe(true);
    expect(check([{ name: 'c', type: 'checkbox', required: true }], { c: false }).ok).toBe(false);
  });
});

describe('validateForm() patterns (000 §5 Forms)', () => {
  const schema = (extra: Record<string, unknown>) => [{ name: 'a', type: 'text', ...extra }];
  it('[000-5-forms-06] [000-5-forms-07] the message in the current language', () => {
    const result = check(
      schema({ validation: { regexp: '^\\d+$', errors: { en: 'Digits', it: 'Cifre' } } }),
      { a: 'x' },
      'it',
    );
    expect(result).toMatchObject({ ok: false, problem: { kind: 'pattern', message: 'Cifre' } });
  });
  it('[000-5-forms-08] else regExpError', () => {
    expect(check(schema({ regExp: '^\\d+$', regExpError: 'Only digits' }), { a: 'x' })).toMatchObject({
      problem: { message: 'Only digits' },
    });
  });
  it('[000-5-forms-09] else the default message', () => {
    expect(check(schema({ regExp: '^\\d+$' }), { a: 'x' })).toMatchObject({
      problem: { kind: 'pattern', message: undefined },
    });
    expect(check(schema({ regExp: '^\\d+$' }), { a: '12' }).ok).toBe(true);
  });
});

describe('validateForm() limits (000 §5 Forms)', () => {
  it('[000-5-forms-16] number min, max and step', () => {
    const schema = [{ name: 'n', type: 'number', min: 1, max: 10, step: 0.5 }];
    expect(check(schema, { n: 0 })).toMatchObject({ problem: { rule: 'min' } });
    expect(check(schema, { n: 11 })).toMatchObject({ problem: { rule: 'max' } });
    expect(check(schema, { n: 1.2 })).toMatchObject({ problem: { rule: 'step' } });
    expect(check(schema, { n: 1.5 }).ok).toBe(true);
  });
  it('[000-5-forms-17] text minlength and maxlength', () => {
    const schema = [{ name: 't', type: 'text', minlength: 2, maxlength: 3 }];
    expect(check(schema, { t: 'a' })).toMatchObject({ problem: { rule: 'minlength', limit: '2' } });
    expect(check(schema, { t: 'abcd' })).toMatchObject({ problem: { rule: 'maxlength' } });
  });
  it('[000-5-forms-19] date mindate and maxdate', () => {
    const schema = [{ name: 'd', type: 'date', mindate: '2026-01-10T00:00:00Z', maxdate: '2026-01-20T00:00:00Z' }];
    expect(check(schema, { d: Date.UTC(2026, 0, 5, 1) })).toMatchObject({ problem: { rule: 'mindate' } });
    expect(check(schema, { d: Date.UTC(2026, 0, 25, 1) })).toMatchObject({ problem: { rule: 'maxdate' } });
    expect(check(schema, { d: Date.UTC(2026, 0, 15, 1) }).ok).toBe(true);
  });
  it('[000-5-forms-20] a range end cannot precede its start', () => {
    const schema = [{ name: 'r', type: 'date', range: true }];
    expect(check(schema, { r: { from: 10, to: 5 } })).toMatchObject({ problem: { rule: 'rangeOrder' } });
    expect(check(schema, { r: { from: 5 } })).toMatchObject({ problem: { kind: 'required' } });
  });
  it('[000-5-forms-20] with time, an end earlier on the same day as its start is refused', () => {
    const schema = [{ name: 'r', type: 'date', range: true, time: true }];
    const from = new Date(2026, 4, 20, 14, 30).getTime();
    const earlier = new Date(2026, 4, 20, 14, 0).getTime();
    expect(check(schema, { r: { from, to: earlier } })).toMatchObject({ problem: { rule: 'rangeOrder' } });
    expect(check(schema, { r: { from, to: from } }).ok).toBe(true);
  });
});

describe('validateForm() custom validation and success (000 §5 Forms)', () => {
  it('[000-5-forms-10] [000-5-forms-11] custom messages come after the field checks', () => {
    expect(check([{ name: 'a', type: 'text' }], { a: 'x' }, 'en', () => ['Bad', 'Worse'])).toEqual({
      ok: false,
      problem: { kind: 'custom', messages: ['Bad', 'Worse'] },
    });
    expect(check([{ name: 'a', type: 'text' }], {}, 'en', () => ['Bad'])).toMatchObject({
      problem: { kind: 'required' },
    });
  });
  it('[000-5-forms-12] [000-5-forms-14] [000-5-forms-18] copies, formats and upper-cases on success', () => {
    const result = check(
      [
        { name: 'a', type: 'text', upperCase: true },
        { name: 'b', type: 'hidden', copyValueFrom: 'a', required: false },
        { name: 'c', type: 'text', format: { character: '0', minLength: 6 } },
      ],
      { a: 'ab', c: '42' },
    );
    expect(result).toEqual({ ok: true, data: { a: 'AB', b: 'ab', c: '000042' } });
  });
  it('writes a range to its startDatePath and endDatePath', () => {
    const result = check([{ name: 'r', type: 'date', range: true, startDatePath: 'dateFrom', endDatePath: 'dateTo' }], {
      r: { from: 1, to: 2 },
    });
    expect(result).toMatchObject({ ok: true, data: { dateFrom: 1, dateTo: 2 } });
  });
});
