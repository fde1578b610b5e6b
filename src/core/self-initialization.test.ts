import { describe, expect, it } from 'vitest';
import {
  canSelfInitialize,
  confirmEnabled,
  greetingParams,
  initUserInfoBody,
  parseSelfInitializationPolicy,
  saveFailureKey,
  type SelfInitializationInput,
  type SelfInitializationPolicy,
} from './self-initialization.ts';
import { parsePlace } from './place.ts';

const place = parsePlace({ id: 'p0', code: 'OLD', description: 'Old place' });
const input = (overrides: Partial<SelfInitializationInput> = {}): SelfInitializationInput => ({
  placeIds: ['p1'],
  attributes: { department: 'Sales', badgeNumber: '42' },
  attributeCodes: ['department', 'badgeNumber'],
  ...overrides,
});

describe('parseSelfInitializationPolicy()', () => {
  it.each([
    ['all', 'all'],
    ['placesOnly', 'placesOnly'],
    ['attributesOnly', 'attributesOnly'],
    ['none', 'none'],
    [undefined, 'none'],
    ['ALL', 'none'],
    ['', 'none'],
  ] as const)('[000-3-appsetting-05] [000-3-appsetting-06] should read %j as %s (default none)', (value, expected) => {
    expect(parseSelfInitializationPolicy(value)).toBe(expected);
  });
});

describe('canSelfInitialize()', () => {
  it.each([
    [[], 'all', true],
    [[], 'placesOnly', true],
    [[], 'attributesOnly', true],
    [[], 'none', false],
    [[place], 'all', false],
    [[place], 'attributesOnly', false],
  ] as const)('[000-5-selfinit-01] [000-2.4-01] places %j, policy %s → %s', (userPlaces, policy, expected) => {
    expect(canSelfInitialize({ userPlaces: [...userPlaces] }, policy)).toBe(expected);
  });
});

describe('confirmEnabled()', () => {
  const cases: [string, SelfInitializationPolicy, Partial<SelfInitializationInput>, boolean][] = [
    ['[000-5-selfinit-02] all, place and attributes', 'all', {}, true],
    ['[000-5-selfinit-02] all, no place', 'all', { placeIds: [] }, false],
    ['[000-5-selfinit-02] all, a blank attribute', 'all', { attributes: { department: ' ', badgeNumber: '1' } }, false],
    ['[000-5-selfinit-02] all, a missing attribute', 'all', { attributes: { department: 'x' } }, false],
    ['[000-5-selfinit-03] placesOnly, a place', 'placesOnly', { attributes: {} }, true],
    ['[000-5-selfinit-03] placesOnly, no place', 'placesOnly', { placeIds: [] }, false],
    ['[000-5-selfinit-04] attributesOnly, all filled, no place', 'attributesOnly', { placeIds: [] }, true],
    ['[000-5-selfinit-04] attributesOnly, one empty', 'attributesOnly', { attributes: { department: 'x' } }, false],
    ['[000-5-selfinit-04] attributesOnly, no definitions', 'attributesOnly', { attributeCodes: [] }, true],
    ['[000-5-selfinit-05] none, everything filled', 'none', {}, false],
  ];
  it.each(cases)('%s → %s', (_name, policy, overrides, expected) => {
    expect(confirmEnabled(policy, input(overrides))).toBe(expected);
  });
});

describe('initUserInfoBody()', () => {
  const user = { userPlaces: [place], attributes: { pin: '1234', department: 'Old' } };

  it('[000-2.5-12] [000-2.5-13] [000-2.5-14] should send places plus existing ones and merged attributes for all', () => {
    expect(initUserInfoBody(user, 'all', input({ placeIds: ['p1', 'p0'] }))).toEqual({
      userPlaceIds: ['p1', 'p0'],
      attributes: { pin: '1234', department: 'Sales', badgeNumber: '42' },
    });
  });

  it('[000-2.5-12] [000-2.5-14] should send only the place ids for placesOnly', () => {
    expect(initUserInfoBody(user, 'placesOnly', input())).toEqual({ userPlaceIds: ['p1', 'p0'] });
  });

  it('[000-2.5-13] [000-2.5-14] should send only the merged, trimmed attributes for attributesOnly', () => {
    const entered = input({ attributes: { department: '  Sales ', badgeNumber: '42', ignored: 'x' } });
    expect(initUserInfoBody(user, 'attributesOnly', entered)).toEqual({
      attributes: { pin: '1234', department: 'Sales', badgeNumber: '42' },
    });
  });

  it('[000-5-selfinit-05] should send nothing without a policy', () => {
    expect(initUserInfoBody(user, 'none', input())).toBeUndefined();
  });
});

describe('saveFailureKey()', () => {
  it.each([
    ['all', 'selfInit.savePlacesFailed'],
    ['placesOnly', 'selfInit.savePlacesFailed'],
    ['attributesOnly', 'selfInit.saveDataFailed'],
  ] as const)("[000-2.5-16] policy %s → %s ('self user data' error)", (policy, key) => {
    expect(saveFailureKey(policy)).toBe(key);
  });
});

describe('greetingParams()', () => {
  it.each([
    [{ name: 'Luca', surname: 'Verdi', username: 'newcomer' }, 'Luca Verdi'],
    [{ name: '', surname: '', username: 'newcomer' }, 'newcomer'],
    [{ name: '', surname: '', username: '' }, '---'],
  ])('[000-2.5-01] [000-2.5-02] should greet %j as %s', (user, expected) => {
    expect(greetingParams(user)).toEqual({ user: expected });
  });
});
