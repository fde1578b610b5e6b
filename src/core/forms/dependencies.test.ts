import { describe, expect, it } from 'vitest';
import { conditionHolds, evaluateDependencies } from './dependencies.ts';
import type { FieldDependency } from './form-field.ts';
import { parseFormSchema } from './parse-form-schema.ts';

const dependency = (partial: Partial<FieldDependency>): FieldDependency => ({
  whenField: 'a',
  is: 'hidden',
  condition: 'hasValue',
  conditionValue: undefined,
  filledWithValue: undefined,
  endpointReplaced: undefined,
  ...partial,
});

describe('conditionHolds() (000 §4.11)', () => {
  it('[000-4.11-01] hasValue compares with conditionValue (one or a list)', () => {
    expect(conditionHolds(dependency({ conditionValue: 'X' }), 'X')).toBe(true);
    expect(conditionHolds(dependency({ conditionValue: 'X' }), 'Y')).toBe(false);
    expect(conditionHolds(dependency({ conditionValue: ['X', 'Y'] }), 'Y')).toBe(true);
    expect(conditionHolds(dependency({ conditionValue: 3 }), '3')).toBe(true);
    expect(conditionHolds(dependency({ conditionValue: 'X' }), ['A', 'X'])).toBe(true);
  });
  it('[000-4.11-01] isEmpty and isFilled', () => {
    expect(conditionHolds(dependency({ condition: 'isEmpty' }), '  ')).toBe(true);
    expect(conditionHolds(dependency({ condition: 'isEmpty' }), 'x')).toBe(false);
    expect(conditionHolds(dependency({ condition: 'isFilled' }), 'x')).toBe(true);
    expect(conditionHolds(dependency({ condition: 'isFilled' }), undefined)).toBe(false);
  });
});

const schema = (is: string, extra: Record<string, unknown> = {}) =>
  parseFormSchema([
    { name: 'a', type: 'text' },
    {
      name: 'b',
      type: 'autocomplete',
      endpoint: 'api/v1/zones',
      dependencies: [{ whenField: 'a', is, condition: 'isFilled', ...extra }],
    },
  ]).fields;

describe('evaluateDependencies() (000 §4.11)', () => {
  it('[000-4.11-02] [000-4.11-08] disabled while the condition holds, enabled otherwise', () => {
    const fields = schema('disabled');
    expect(evaluateDependencies(fields, { a: 'x' }).states.b?.disabled).toBe(true);
    expect(evaluateDependencies(fields, {}).states.b?.disabled).toBe(false);
    expect(evaluateDependencies(schema('enabled'), {}).states.b?.disabled).toBe(true);
  });
  it('[000-4.11-03] hidden / visible', () => {
    expect(evaluateDependencies(schema('hidden'), { a: 'x' }).states.b?.hidden).toBe(true);
    expect(evaluateDependencies(schema('visible'), {}).states.b?.hidden).toBe(true);
    expect(evaluateDependencies(schema('visible'), { a: 'x' }).states.b?.hidden).toBe(false);
  });
  it('[000-4.11-04] required / optional', () => {
    expect(evaluateDependencies(schema('optional'), { a: 'x' }).states.b?.required).toBe(false);
    expect(evaluateDependencies(schema('optional'), {}).states.b?.required).toBe(true);
    expect(evaluateDependencies(schema('required'), {}).states.b?.required).toBe(false);
  });
  it('[000-4.11-05] emptied when the condition starts to hold, not afterwards', () => {
    const fields = schema('emptied');
    const first = evaluateDependencies(fields, { a: 'x', b: '7' });
    expect(first.data.b).toBeUndefined();
    const again = evaluateDependencies(fields, { a: 'xy', b: '8' }, first.held);
    expect(again.data.b).toBe('8');
  });
  it('[000-4.11-06] filled with filledWithValue', () => {
    const result = evaluateDependencies(schema('filled', { filledWithValue: 'Z1' }), { a: 'x' });
    expect(result.data.b).toBe('Z1');
  });
  it('[000-4.11-07] [000-4.11-08] endpoint replaced while the condition holds, restored otherwise', () => {
    const fields = schema('endpointReplaced', { endpointReplaced: 'api/v1/places' });
    expect(evaluateDependencies(fields, { a: 'x' }).states.b?.endpoint).toBe('api/v1/places');
    expect(evaluateDependencies(fields, {}).states.b?.endpoint).toBe('api/v1/zones');
  });
  it('propagates a filled value to the fields that depend on it', () => {
    const { fields } = parseFormSchema([
      { name: 'c', type: 'text', dependencies: [{ whenField: 'b', is: 'hidden', condition: 'isFilled' }] },
      {
        name: 'b',
        type: 'text',
        dependencies: [{ whenField: 'a', is: 'filled', condition: 'isFilled', filledWithValue: 'v' }],
      },
      { name: 'a', type: 'text' },
    ]);
    const result = evaluateDependencies(fields, { a: 'x' });
    expect(result.data.b).toBe('v');
    expect(result.states.c?.hidden).toBe(true);
  });
});
