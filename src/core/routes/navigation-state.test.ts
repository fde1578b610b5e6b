import { describe, expect, it } from 'vitest';
import { backRouteOf, parseNavigationState } from './navigation-state.ts';

describe('parseNavigationState()', () => {
  it('[001-2.2-22] should keep what the previous screen handed over, as a plain record', () => {
    const state = parseNavigationState({ formData: { zone: 'Z1' }, sortingId: 's-1', originZoneId: 'z-9' });
    expect(state).toEqual({ formData: { zone: 'Z1' }, sortingId: 's-1', originZoneId: 'z-9' });
  });

  it.each([null, undefined, 'text', 42, ['a']])('should read %j as no state', (raw) => {
    expect(parseNavigationState(raw)).toEqual({});
  });

  it('should drop a formData that is not an object and keys that reach prototypes', () => {
    const raw = JSON.parse('{"formData": "x", "__proto__": {"polluted": true}, "asn": {"id": 1}}') as unknown;
    const state = parseNavigationState(raw);
    expect(state).toEqual({ asn: { id: 1 } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('backRouteOf()', () => {
  it('[001-2.2-22] should build backRoute with backRouteParams, leftovers as the query', () => {
    expect(
      backRouteOf({ backRoute: '/shipping/:opCode/asn/:asnId', backRouteParams: { opCode: 'IN', asnId: 7, tab: 'p' } }),
    ).toBe('/shipping/IN/asn/7?tab=p');
  });

  it.each([
    ['no backRoute', {}],
    ['an absolute URL', { backRoute: 'https://idp.example/logout' }],
    ['a protocol-relative URL', { backRoute: '//idp.example' }],
    ['a param left unfilled', { backRoute: '/inventory/:opCode' }],
  ])('should give nothing for %s (back never leaves the station)', (_, state) => {
    expect(backRouteOf(state)).toBeUndefined();
  });
});
