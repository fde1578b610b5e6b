import { describe, expect, it } from 'vitest';
import { saveFingerprint } from './save-fingerprint.ts';

const save = { form: { reason: 'VM', notes: 'x' }, operationId: 'op', operationPlaceId: 'pl', itemIds: ['b', 'a'] };

describe('saveFingerprint()', () => {
  it('is the same for the same content in another order', () => {
    const reordered = {
      operationPlaceId: 'pl',
      itemIds: ['a', 'b'],
      operationId: 'op',
      form: { notes: 'x', reason: 'VM' },
    };
    expect(saveFingerprint(reordered)).toBe(saveFingerprint(save));
  });

  it.each([
    ['another item', { ...save, itemIds: ['a', 'b', 'c'] }],
    ['another form value', { ...save, form: { reason: 'SHOOTING', notes: 'x' } }],
    ['another place', { ...save, operationPlaceId: 'other' }],
  ])('differs with %s', (_what, other) => {
    expect(saveFingerprint(other)).not.toBe(saveFingerprint(save));
  });
});
