import { describe, expect, it } from 'vitest';
import { getPath, isEmptyValue, setPath } from './value-path.ts';

describe('getPath() / setPath() (000 §3 Form field name)', () => {
  it('[000-3-formfield-01] reads and writes dotted paths without mutating', () => {
    const data = { a: { b: 1 } };
    const next = setPath(data, 'a.c', 2);
    expect(next).toEqual({ a: { b: 1, c: 2 } });
    expect(data).toEqual({ a: { b: 1 } });
    expect(getPath(next, 'a.c')).toBe(2);
    expect(getPath(next, 'a.x.y')).toBeUndefined();
  });
  it('never reaches inherited members or writes prototypes', () => {
    expect(getPath({}, 'constructor')).toBeUndefined();
    const next = setPath({}, '__proto__.polluted', 1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(next).toEqual({});
  });
});

describe('isEmptyValue() (000 §5 Forms)', () => {
  it('[000-5-forms-02] whitespace-only text is empty', () => {
    expect(isEmptyValue('  ')).toBe(true);
    expect(isEmptyValue('x')).toBe(false);
    expect(isEmptyValue([])).toBe(true);
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
    expect(isEmptyValue(null)).toBe(true);
  });
});
