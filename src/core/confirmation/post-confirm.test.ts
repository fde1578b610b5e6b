import { describe, expect, it } from 'vitest';
import { asksPostConfirmQuestion, postConfirmNext } from './post-confirm.ts';

describe('postConfirmNext()', () => {
  it.each([
    ['[001-4.5-03] disabled goes back without asking', 'disabled', undefined, false, 'back'],
    ['[001-4.5-02] hideSuccessModal goes back without asking', 'hideSuccessModal', undefined, false, 'back'],
    ['[001-4.5-05] Yes with keepInput keeps the form', 'keepInput', true, true, 'keepInput'],
    ['[001-4.5-07] Yes with another value goes back', 'changeInput', true, true, 'back'],
    ['[001-4.5-08] No goes to the dashboard (keepInput)', 'keepInput', false, true, 'dashboard'],
    ['[001-4.5-08] No goes to the dashboard (other)', 'changeInput', false, true, 'dashboard'],
  ] as const)('%s', (_title, action, again, asks, next) => {
    expect(asksPostConfirmQuestion(action)).toBe(asks);
    expect(postConfirmNext(action, again)).toBe(next);
  });
});
