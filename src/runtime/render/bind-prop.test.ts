import { describe, expect, it } from 'vitest';
import { asJson, bindProp, samePropValue } from './bind-prop.ts';

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

describe('asJson()', () => {
  it('should leave out undefined members and make undefined list items null, at any depth', () => {
    const props = { tiles: [{ label: 'x', value: undefined }, undefined], link: undefined, refresh: 'r' };
    expect(asJson(props)).toStrictEqual({ tiles: [{ label: 'x' }, null], refresh: 'r' });
    expect(props.tiles[0]).toHaveProperty('value');
  });

  it('should give back the same objects when nothing is undefined', () => {
    const props = { tiles: [{ label: 'x', value: 1 }], rows: [{ id: 'a' }] };
    expect(asJson(props)).toBe(props);
  });

  it('should keep a member named __proto__ an own member', () => {
    const props = JSON.parse('{"__proto__": {"polluted": true}, "gone": null}') as Record<string, unknown>;
    props.gone = undefined;
    const json = asJson(props) as Record<string, unknown>;
    expect(Object.hasOwn(json, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
