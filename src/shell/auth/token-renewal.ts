/**
 * One token renewal at a time across all tabs of the station (issue: no forced logouts with several tabs). Each tab
 * is told its token is about to expire; they queue on a Web Lock, and a tab that gets the lock after another tab
 * renewed finds a fresh token in the shared store and does not spend the (rotating) refresh token a second time.
 */
export interface RenewalDeps {
  /** Seconds left on the token in the shared store, or undefined when there is none. */
  storedTokenSecondsLeft(): Promise<number | undefined>;
  renew(): Promise<void>;
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const renewalLockName = 'station::token-renewal';

/** A token with more than this left was renewed by another tab (the expiring notice comes 60 s before expiry). */
export const freshTokenSeconds = 90;

export async function renewTokenOnce(deps: RenewalDeps): Promise<'renewed' | 'alreadyFresh'> {
  return deps.lock(renewalLockName, async () => {
    const left = await deps.storedTokenSecondsLeft();
    if (left !== undefined && left > freshTokenSeconds) return 'alreadyFresh';
    await deps.renew();
    return 'renewed';
  });
}

/** The Web Locks API where the browser has it; elsewhere the task simply runs (one tab). */
export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, task) : task();
}
