import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRoute } from './build-route.ts';
import { matchRoute } from './match-route.ts';
import type { QueryParams } from './query.ts';

describe('buildRoute()', () => {
  it.each<[string, string, QueryParams, string]>([
    ['[000-2.1-26] [001-2.2-20]', '/shipping/:opCode/reading', { opCode: 'OP1' }, '/shipping/OP1/reading'],
    [
      '[000-2.1-26] [001-2.2-20]',
      '/shipping/:opCode/asn/:asnId/add/:parcelId',
      { opCode: 'OP1', asnId: 7, parcelId: 'P9' },
      '/shipping/OP1/asn/7/add/P9',
    ],
    ['[000-2.1-26]', '/', {}, '/'],
    ['[000-2.1-26]', '/shipping/:opCode', { opCode: 'A/B C?' }, '/shipping/A%2FB%20C%3F'],
    ['[000-2.1-26]', '/shipping/:opCode/asn/:asnId/add', { opCode: 'OP1', asnId: '' }, '/shipping/OP1/asn//add'],
    [
      '[000-2.1-27] [001-2.2-21]',
      '/sorting/:opCode',
      { opCode: 'S', page: 2, open: true },
      '/sorting/S?page=2&open=true',
    ],
    ['[000-2.1-28] [001-2.2-21]', '/inventory/:opCode', { opCode: 'I', zone: ['a', 3] }, '/inventory/I?zone=a&zone=3'],
    ['[000-2.1-27]', '/inventory/:opCode', { opCode: 'I', q: 'a b&c' }, '/inventory/I?q=a+b%26c'],
    ['[000-2.1-27]', '/inventory/:opCode', { opCode: 'I', a: undefined, b: null, c: [] }, '/inventory/I'],
  ])('%s should build %s from %j as %s', (_ids, pattern, params, expected) => {
    expect(buildRoute(pattern, params)).toBe(expected);
  });

  it('should throw an error naming the pattern and the missing param', () => {
    expect(() => buildRoute('/shipping/:opCode/asn/:asnId', { opCode: 'OP1' })).toThrow(
      "buildRoute('/shipping/:opCode/asn/:asnId'): the param 'asnId' is missing",
    );
    expect(() => buildRoute('/shipping/:opCode', { opCode: null })).toThrow("the param 'opCode' is missing");
  });

  it('should refuse a list for a path placeholder', () => {
    expect(() => buildRoute('/shipping/:opCode', { opCode: ['a', 'b'] })).toThrow(
      "the param 'opCode' fills a path segment and cannot be a list",
    );
  });

  it('[000-2.1-26] should build paths that match back to the same params, whatever the characters', () => {
    const pattern = '/shipping/:opCode/asn/:asnId/add/:parcelId';
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ minLength: 1 }), (opCode, asnId, parcelId) => {
        const match = matchRoute(buildRoute(pattern, { opCode, asnId, parcelId }), true);
        expect(match).toEqual({ route: expect.objectContaining({ pattern }), params: { opCode, asnId, parcelId } });
      }),
    );
  });
});
