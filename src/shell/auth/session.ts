import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { storageKeys } from '../../core/storage-keys.ts';
import type { StationConfig } from '../station-config.ts';
import { indexedDbRenewalRecord } from './renewal-record.ts';
import { expiringNoticeSeconds, renewTokenOnce, webLock } from './token-renewal.ts';
import { createListeners } from '../../core/listeners.ts';
import { checkStillSignedInLater } from './unauthenticated-fallback.ts';

export const callbackPath = '/auth/callback';

/** What the shell needs from sign-in; a fake of it drives stories and component tests. */
export interface Session {
  /** The signed-in user's access token, or undefined. */
  accessToken(): string | undefined;
  /** Restores a still-valid sign-in from storage. */
  restore(): Promise<boolean>;
  /** Starts single sign-on (authorization code + PKCE) by leaving for the provider's page. */
  login(): Promise<void>;
  /** Finishes the provider's redirect back to the station; a second call for the same redirect is harmless. */
  completeLogin(url: string): Promise<void>;
  /** 000 §4.1: clears the local state, signs out of the provider and comes back to the station. */
  logout(): Promise<void>;
  /** Called when sign-in is lost for good (a failed renewal not mended within 5 s, 000 §4.1). */
  onUnauthenticated(listener: () => void): () => void;
}

/** The state of the station kept across a session, cleared at logout (000 §4.1). */
const clearedAtLogout = [
  storageKeys.authToken,
  storageKeys.defaultWorkstation,
  storageKeys.defaultPrinter,
  storageKeys.dailyEncodedItems,
  storageKeys.emulation,
];

export function createOidcSession(config: StationConfig, origin = window.location.origin): Session {
  const manager = new UserManager({
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${callbackPath}`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: new WebStorageStateStore({ store: window.localStorage, prefix: 'station::oidc.' }),
    // Renewal is ours: serialised across tabs (token-renewal.ts) instead of one refresh per tab.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: expiringNoticeSeconds,
    monitorSession: false,
  });
  let user: User | null = null;
  let pendingCallback: Promise<void> | undefined;

  const keep = (next: User | null) => {
    user = next && !next.expired ? next : null;
    if (user) localStorage.setItem(storageKeys.authToken, user.access_token);
  };
  manager.events.addUserLoaded(keep);
  manager.events.addUserUnloaded(() => keep(null));

  const lostListeners = createListeners();
  const renewals = indexedDbRenewalRecord();
  const reloadFromStore = async () => keep(await manager.getUser());
  const checkStillSignedIn = () =>
    checkStillSignedInLater(
      () => manager.getUser(),
      () => lostListeners.emit(),
    );

  // Told the token is expiring (or already expired after a missed renewal): renew it, once across tabs.
  const renewShared = () =>
    renewTokenOnce({
      storedTokenSecondsLeft: async () => (await manager.getUser())?.expires_in,
      renewedTokenSecondsLeft: () => renewals.secondsLeft(),
      renew: async () => (await manager.signinSilent())?.expires_at,
      recordRenewal: (expiresAt) => renewals.record(expiresAt),
      lock: webLock,
    }).then(reloadFromStore);
  const renew = () => void renewShared().catch(checkStillSignedIn);
  manager.events.addAccessTokenExpiring(renew);
  manager.events.addAccessTokenExpired(renew);
  manager.events.addSilentRenewError(checkStillSignedIn);
  // Another tab renewed or signed out: take its token from the shared store.
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith('station::oidc.user')) void reloadFromStore();
  });

  return {
    accessToken: () => user?.access_token,
    async restore() {
      const stored = await manager.getUser();
      keep(stored);
      // An expired access token with a refresh token left is renewed (once across tabs) rather than sending the
      // operator to sign in.
      if (!user && stored?.refresh_token) await renewShared().catch(() => undefined);
      return user !== null;
    },
    login: () => manager.signinRedirect(),
    completeLogin(url) {
      pendingCallback ??= renewals.forget().then(() => manager.signinRedirectCallback(url).then(keep));
      return pendingCallback;
    },
    onUnauthenticated(listener) {
      return lostListeners.add(listener);
    },
    async logout() {
      clearedAtLogout.forEach((key) => localStorage.removeItem(key));
      const idToken = user?.id_token;
      await Promise.all([manager.removeUser(), renewals.forget()]);
      await manager.signoutRedirect({ id_token_hint: idToken });
    },
  };
}
