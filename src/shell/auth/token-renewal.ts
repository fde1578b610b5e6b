/**
 * One token renewal at a time across all tabs of the station (issue: no forced logouts with several tabs). Each tab
 * is told its token is about to expire; they queue on a Web Lock, and a tab that gets the lock after another tab
 * renewed finds a different token in the shared store and does not spend the (rotating) refresh token again.
 */
export interface RenewalDeps {
  /** The access token in the shared store now, or undefined when there is none. */
  storedToken(): Promise<string | undefined>;
  /** The token this tab was told is expiring. */
  expiringToken: string | undefined;
  renew(): Promise<void>;
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const renewalLockName = 'station::token-renewal';

export async function renewTokenOnce(deps: RenewalDeps): Promise<'renewed' | 'alreadyFresh'> {
  return deps.lock(renewalLockName, async () => {
    const stored = await deps.storedToken();
    if (stored !== undefined && stored !== deps.expiringToken) return 'alreadyFresh';
    await deps.renew();
    return 'renewed';
  });
}

/** The Web Locks API where the browser has it; elsewhere the task simply runs (one tab). */
export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, task) : task();
}
