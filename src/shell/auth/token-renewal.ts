/**
 * One token renewal at a time across all tabs of the station (issue: no forced logouts with several tabs). Each tab
 * is told its token is about to expire; they queue on a Web Lock, and a tab that gets the lock after another tab
 * renewed finds a token with a full lifetime in the shared store and does not spend the (rotating) refresh token
 * again. The decision reads only the shared store: a tab's own copy of the token can lag behind it.
 */
export interface RenewalDeps {
  /** Seconds left on the token in the shared store, or undefined when there is none. */
  storedTokenSecondsLeft(): Promise<number | undefined>;
  renew(): Promise<void>;
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const renewalLockName = 'station::token-renewal';

/** Tabs are told this long before their token expires (oidc-client-ts accessTokenExpiringNotificationTimeInSeconds). */
export const expiringNoticeSeconds = 60;

/** A stored token with more left than the notice (and a little slack) was renewed by another tab. */
export const freshTokenSeconds = expiringNoticeSeconds + 2;

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
