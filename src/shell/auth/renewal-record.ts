import { createStore, del, get, set } from 'idb-keyval';

/**
 * When the last renewal's token expires, kept in IndexedDB for the tab that takes the renewal lock next. localStorage
 * cannot tell it: a tab's copy of localStorage learns another tab's write a few milliseconds later, over a channel
 * that the Web Lock's hand-over does not wait for, so a tab could read the old token just after the lock came to it
 * and spend the rotated refresh token again (the provider then revokes the grant). An IndexedDB transaction that
 * committed before the lock was released is what the next holder reads.
 */
export interface RenewalRecord {
  /** Seconds left on the token the last renewal stored, or undefined when none is recorded. */
  secondsLeft(): Promise<number | undefined>;
  /** Records the renewed token's expiry (epoch seconds). */
  record(expiresAt: number): Promise<void>;
  /** Forgets it (sign-in and sign-out start a new session). */
  forget(): Promise<void>;
}

const key = 'lastRenewal';

export function indexedDbRenewalRecord(now: () => number = Date.now): RenewalRecord {
  const store = typeof indexedDB === 'undefined' ? undefined : createStore('station-auth', 'renewals');
  return {
    async secondsLeft() {
      if (!store) return undefined;
      const expiresAt = await get<number>(key, store).catch(() => undefined);
      return typeof expiresAt === 'number' ? expiresAt - now() / 1000 : undefined;
    },
    async record(expiresAt) {
      if (store) await set(key, expiresAt, store).catch(() => undefined);
    },
    async forget() {
      if (store) await del(key, store).catch(() => undefined);
    },
  };
}
