import { describe, expect, it } from 'vitest';
import type { FieldState } from './dependencies.ts';
import { reuseUnchangedStates } from './reuse-unchanged-states.ts';

const state = (overrides: Partial<FieldState> = {}): FieldState => ({
  hidden: false,
  disabled: false,
  required: true,
  endpoint: undefined,
  ...overrides,
});

describe('reuseUnchangedStates()', () => {
  it('keeps the previous record when no field state changed', () => {
    const previous = { a: state(), b: state({ disabled: true }) };
    expect(reuseUnchangedStates(previous, { a: state(), b: state({ disabled: true }) })).toBe(previous);
  });

  it("keeps the unchanged fields' objects and takes the changed one", () => {
    const previous = { a: state(), b: state() };
    const next = { a: state(), b: state({ hidden: true }) };
    const merged = reuseUnchangedStates(previous, next);
    expect(merged).not.toBe(previous);
    expect(merged.a).toBe(previous.a);
    expect(merged.b).toBe(next.b);
  });

  it('notices an endpoint replaced and a field that appeared', () => {
    const previous = { a: state({ endpoint: 'api/v1/zones' }) };
    expect(reuseUnchangedStates(previous, { a: state({ endpoint: 'api/v1/places' }) }).a?.endpoint).toBe(
      'api/v1/places',
    );
    expect(Object.keys(reuseUnchangedStates(previous, { a: state({ endpoint: 'api/v1/zones' }), b: state() }))).toEqual(
      ['a', 'b'],
    );
  });
});
