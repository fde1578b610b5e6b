import { describe, expect, it, vi } from 'vitest';
import { renewTokenOnce, type RenewalDeps } from './token-renewal.ts';

/** Two tabs: one shared token store, one shared lock queue, like localStorage and navigator.locks. */
function twoTabs() {
  let secondsLeft = 55;
  let queue = Promise.resolve();
  const renew = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    secondsLeft = 600;
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
  return { tabs: [tab(), tab()], renew };
}

describe('renewTokenOnce() (000 §4.1 token refresh; one refresh per cycle across tabs)', () => {
  it('[000-4.1-03] should renew once when two tabs are told at the same moment', async () => {
    const { tabs, renew } = twoTabs();
    const results = await Promise.all(tabs.map((deps) => renewTokenOnce(deps)));
    expect(results.sort()).toEqual(['alreadyFresh', 'renewed']);
    expect(renew).toHaveBeenCalledOnce();
  });

  it('should renew when the stored token is missing', async () => {
    const renew = vi.fn(async () => {});
    await renewTokenOnce({ storedTokenSecondsLeft: async () => undefined, renew, lock: (_n, task) => task() });
    expect(renew).toHaveBeenCalledOnce();
  });

  it('should let a failed renewal reach the caller and free the lock for the next tab', async () => {
    const { tabs, renew } = twoTabs();
    renew.mockRejectedValueOnce(new Error('refresh refused'));
    await expect(renewTokenOnce(tabs[0]!)).rejects.toThrow('refresh refused');
    await expect(renewTokenOnce(tabs[1]!)).resolves.toBe('renewed');
  });
});
