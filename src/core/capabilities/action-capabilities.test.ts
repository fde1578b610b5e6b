import { describe, expect, it } from 'vitest';
import { canConfirmSorting, canDisassociate, canKillTag } from './action-capabilities.ts';

const user = (capabilities: string[], admin = false) => ({ capabilities, admin });

describe('canKillTag() and canDisassociate()', () => {
  it.each([
    [['Operation.Encoding.killTag'], true, false],
    [['Operation.Encoding.disassociate'], false, true],
    [['Operation.Encoding.perform'], false, false],
    [['System.Administration.perform'], true, true],
  ])('[000-6-15] [002-6-caps-03] [002-6-caps-05] should answer %j with kill %s, delete %s', (caps, kill, remove) => {
    expect(canKillTag(user(caps))).toBe(kill);
    expect(canDisassociate(user(caps))).toBe(remove);
  });
});

describe('canConfirmSorting()', () => {
  it.each<[string, ReturnType<typeof user> | undefined, boolean, boolean]>([
    ['[000-6-16] [001-6-07]', user(['Resource.Sorting.confirm.perform']), true, true],
    ['[001-6-07]', user(['Zone1.Resource.Sorting.confirm.perform']), true, true],
    ['[001-6-07]', user([], true), true, true],
    ['[001-6-07] [000-6-07]', user(['System.Administration.perform']), true, true],
    ['[000-6-16] [001-6-07]', user(['Resource.Sorting.view']), true, false],
    ['[001-6-07]', undefined, true, false],
    ['[001-6-08]', user(['Resource.Sorting.confirm.perform']), false, false],
    ['[001-6-08]', user([], true), false, false],
  ])('%s should answer %j with showCloseButton %s: %s', (_ids, holder, showCloseButton, expected) => {
    expect(canConfirmSorting(holder, showCloseButton)).toBe(expected);
  });
});
