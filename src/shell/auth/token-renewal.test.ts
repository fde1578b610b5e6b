import { describe, expect, it, vi } from 'vitest';
import { renewTokenOnce, type RenewalDeps } from './token-renewal.ts';

/** Tabs sharing one token store and one lock queue, like localStorage and navigator.locks. */
function tabs(count: number) {
  let token = 'token-1';
  let secondsLeft = 58;
  let queue = Promise.resolve();
  const renew = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    token = `token-${Number(token.split('-')[1]) + 1}`;
    secondsLeft = 75;
  });
  const lock: RenewalDeps['lock'] = (_name, task) => {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  };
  const tab = (): RenewalDeps => ({ storedTokenSecondsLeft: async () => secondsLeft, renew, lock });
  return { tabs: Array.from({ length: count }, tab), renew, token: () => token };
}

describe('renewTokenOnce() (000 §4.1 token refresh; one refresh per cycle across tabs)', () => {
  it('[000-4.1-03] should renew once when three tabs are told at the same moment', async () => {
    const { tabs: three, renew, token } = tabs(3);
    const results = await Promise.all(three.map((deps) => renewTokenOnce(deps)));
    expect(results.sort()).toEqual(['alreadyFresh', 'alreadyFresh', 'renewed']);
    expect(renew).toHaveBeenCalledOnce();
    expect(token()).toBe('token-2');
  });

  it('should renew a short-lived token once per cycle: a 75 s token counts as fresh right after renewal', async () => {
    const { tabs: two, renew } = tabs(2);
    await renewTokenOnce(two[0]!);
    await expect(renewTokenOnce(two[1]!)).resolves.toBe('alreadyFresh');
    expect(renew).toHaveBeenCalledOnce();
  });

  it('should renew when the store has no token', async () => {
    const renew = vi.fn(async () => {});
    await renewTokenOnce({ storedTokenSecondsLeft: async () => undefined, renew, lock: (_n, task) => task() });
    expect(renew).toHaveBeenCalledOnce();
  });

  it('[000-4.1-03] should not renew again when its copy of the token store still holds the old token but the renewal record has the new one', async () => {
    let recorded: number | undefined;
    const renew = vi.fn(async () => 1_000 + 75);
    const lock: RenewalDeps['lock'] = (_name, task) => task();
    // This tab's localStorage has not heard of the other tab's write yet: 58 s left, as before the renewal.
    const staleTab = (): RenewalDeps => ({
      storedTokenSecondsLeft: async () => 58,
      renewedTokenSecondsLeft: async () => (recorded === undefined ? undefined : recorded - 1_000),
      renew,
      recordRenewal: async (expiresAt) => void (recorded = expiresAt),
      lock,
    });
    await expect(renewTokenOnce(staleTab())).resolves.toBe('renewed');
    expect(recorded).toBe(1_075);
    await expect(renewTokenOnce(staleTab())).resolves.toBe('alreadyFresh');
    expect(renew).toHaveBeenCalledOnce();
  });

  it('should let a failed renewal reach the caller and free the lock for the next tab', async () => {
    const { tabs: two, renew } = tabs(2);
    renew.mockRejectedValueOnce(new Error('refresh refused'));
    await expect(renewTokenOnce(two[0]!)).rejects.toThrow('refresh refused');
    await expect(renewTokenOnce(two[1]!)).resolves.toBe('renewed');
  });
});
