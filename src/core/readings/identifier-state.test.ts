import { describe, expect, it } from 'vitest';
import en from '../../i18n/readings.en.json';
import it_ from '../../i18n/readings.it.json';
import { identifierStateOf, identifierStates, type IdentifierState } from './identifier-state.ts';

describe('identifierStateOf() (000 §4.6 identifier display states)', () => {
  it.each([
    ['valid', 'itemFound', 'valid'],
    ['valid', 'productFound', 'unknown'],
    ['valid', 'unknownDecoded', 'unknown'],
    ['valid', 'unknown', 'invalid'],
    ['error', 'itemFound', 'error'],
    ['warning', 'itemFound', 'warning'],
    ['ignored', 'unknown', 'ignored'],
    ['ignoredWithReason', 'itemFound', 'ignoredWithReason'],
  ] as const)('should give a %s read decoded as %s the state %s', (status, decodeResult, state) => {
    expect(identifierStateOf({ status, decodeResult })).toBe(state);
  });

  it('should have an English and an Italian label for every state', () => {
    const states = Object.keys(identifierStates) as IdentifierState[];
    expect(states).toHaveLength(10);
    for (const state of states) {
      expect(en.identifierStates[state]).toBeTruthy();
      expect(it_.identifierStates[state]).toBeTruthy();
    }
  });
});
