/**
 * One token renewal at a time across all tabs of the station (issue: no forced logouts with several tabs). Each tab
 * is told its token is about to expire; they queue on a Web Lock, and a tab that gets the lock after another tab
 * renewed finds a token with a full lifetime and does not spend the (rotating) refresh token again. The decision
 * reads the shared stores, never a tab's own copy of the token, which can lag behind them: the token store
 * (localStorage) and the renewal record (IndexedDB, renewal-record.ts), which is up to date when the lock comes.
 */
export interface RenewalDeps {
  /** Seconds left on the token in the shared store, or undefined when there is none. */
  storedTokenSecondsLeft(): Promise<number | undefined>;
  /** Seconds left on the token the last renewal (of any tab) recorded, or undefined when none is recorded. */
  renewedTokenSecondsLeft?(): Promise<number | undefined>;
  /** Renews; answers the new token's expiry (epoch seconds) for the record, when known. */
  renew(): Promise<number | void>;
  /** Records a renewal's expiry before the lock goes to the next tab. */
  recordRenewal?(expiresAt: number): Promise<void>;
  lock<T>(name: string, task: () => Promise<T>): Promise<T>;
}

export const renewalLockName = 'station::token-renewal';

/** Tabs are told this long before their token expires (oidc-client-ts accessTokenExpiringNotificationTimeInSeconds). */
export const expiringNoticeSeconds = 60;

/** A stored token with more left than the notice (and a little slack) was renewed by another tab. */
export const freshTokenSeconds = expiringNoticeSeconds + 2;

export async function renewTokenOnce(deps: RenewalDeps): Promise<'renewed' | 'alreadyFresh'> {
  return deps.lock(renewalLockName, async () => {
    const [stored, renewed] = await Promise.all([deps.storedTokenSecondsLeft(), deps.renewedTokenSecondsLeft?.()]);
    const left = Math.max(stored ?? -Infinity, renewed ?? -Infinity);
    if (left > freshTokenSeconds) return 'alreadyFresh';
    const expiresAt = await deps.renew();
    if (typeof expiresAt === 'number') await deps.recordRenewal?.(expiresAt);
    return 'renewed';
  });
}

/** The Web Locks API where the browser has it; elsewhere the task simply runs (one tab). */
export function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(name, task) : task();
}
