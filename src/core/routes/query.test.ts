import { describe, expect, it } from 'vitest';
import { mergeQuery, readQuery, type QueryParams } from './query.ts';

describe('readQuery()', () => {
  it.each<[string, Record<string, string | string[]>]>([
    ['?a=1&b=x', { a: '1', b: 'x' }],
    ['a=1', { a: '1' }],
    ['?zone=a&zone=b&page=2', { zone: ['a', 'b'], page: '2' }],
    ['?q=a+b%26c&empty=', { q: 'a b&c', empty: '' }],
    ['', {}],
    ['?', {}],
  ])('should read %j as %j', (search, expected) => {
    expect(readQuery(search)).toEqual(expected);
  });

  it('should keep a __proto__ key as a plain key', () => {
    const query = readQuery('?__proto__=a&__proto__=b');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
  });
});

describe('mergeQuery()', () => {
  it.each<[string, QueryParams, string]>([
    ['?a=1', { b: 2 }, '?a=1&b=2'],
    ['?a=1&b=2', { a: 'x' }, '?b=2&a=x'],
    ['?zone=a&zone=b&page=2', { zone: ['c'] }, '?page=2&zone=c'],
    ['?a=1&b=2', { a: undefined }, '?b=2'],
    ['?a=1', { a: null, b: [] }, ''],
    ['', { open: true, ids: [1, 2] }, '?open=true&ids=1&ids=2'],
  ])('should merge %j with %j into %j', (search, changes, expected) => {
    expect(mergeQuery(search, changes)).toBe(expected);
  });
});
