import { describe, expect, it } from 'vitest';
import { bindProp, samePropValue } from './bind-prop.ts';

describe('bindProp()', () => {
  it.each([
    ['label', { label: 'a' }, 'b', { label: 'b' }],
    [
      'tiles.1.value',
      { tiles: [{ label: 'x' }, { label: 'y' }] },
      3,
      { tiles: [{ label: 'x' }, { label: 'y', value: 3 }] },
    ],
    ['params.count', { text: 'k' }, 2, { text: 'k', params: { count: 2 } }],
    ['rows.0.value', {}, 'v', { rows: [{ value: 'v' }] }],
  ])('should set %s', (name, props, value, expected) => {
    expect(bindProp(props, name, value)).toEqual(expected);
  });

  it('should copy along the path and leave the literal props untouched', () => {
    const props = { tiles: [{ label: 'x' }] };
    const bound = bindProp(props, 'tiles.0.value', 1);
    expect(props).toEqual({ tiles: [{ label: 'x' }] });
    expect(Array.isArray(bound.tiles)).toBe(true);
  });

  it('should make a name such as constructor an own property, never touching a prototype', () => {
    const bound = bindProp({}, 'params.constructor', 'x');
    expect(Object.hasOwn(bound.params as object, 'constructor')).toBe(true);
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});

describe('samePropValue()', () => {
  it.each([
    [1, 1, true],
    [[{ a: 1 }], [{ a: 1 }], true],
    [[{ a: 1 }], [{ a: 2 }], false],
    [{ count: 1 }, { count: 1 }, true],
    [[{ a: { deep: 1 } }], [{ a: { deep: 1 } }], false],
    [[1, 2], [1], false],
  ])('should compare %j and %j: %s', (a, b, expected) => {
    expect(samePropValue(a, b)).toBe(expected);
  });
});
