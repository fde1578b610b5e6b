import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../core/api-error.ts';
import type { LoggedUser } from '../core/logged-user.ts';
import type { ApiClient } from '../api/http-client.ts';
import { fetchLoggedUser } from '../api/users.ts';
import { callbackPath, type Session } from './auth/session.ts';

export type StartupState =
  | { status: 'starting' }
  | { status: 'anonymous'; error?: 'authenticationFailed' }
  | { status: 'signedIn'; user: LoggedUser }
  | { status: 'connectionError' }
  | { status: 'failed'; error: unknown };

/**
 * Start-up of 000 §4.1–§4.2 as far as sign-in and the logged user: finish a provider redirect (taking code and state
 * out of the address bar), restore the session, load the logged user. A 401 there logs out; no answer is a connection
 * error.
 */
export function useStartup(session: Session, api: ApiClient): StartupState {
  const [state, setState] = useState<StartupState>({ status: 'starting' });

  const loadUser = useCallback(async () => {
    try {
      setState({ status: 'signedIn', user: await fetchLoggedUser(api) });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'notAuthorized') return session.logout();
      if (error instanceof ApiError && error.kind === 'connection') return setState({ status: 'connectionError' });
      setState({ status: 'failed', error });
    }
  }, [api, session]);

  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      if (window.location.pathname === callbackPath) {
        try {
          await session.completeLogin(window.location.href);
        } catch {
          window.history.replaceState(null, '', '/login');
          if (!cancelled) setState({ status: 'anonymous', error: 'authenticationFailed' });
          return;
        } finally {
          if (window.location.pathname === callbackPath) window.history.replaceState(null, '', '/');
        }
      }
      const signedIn = await session.restore().catch(() => false);
      if (cancelled) return;
      if (signedIn) await loadUser();
      else setState({ status: 'anonymous' });
    };
    void start();
    const stopListening = session.onUnauthenticated(() => {
      window.history.replaceState(null, '', '/login');
      setState({ status: 'anonymous' });
    });
    return () => {
      cancelled = true;
      stopListening();
    };
  }, [session, loadUser]);

  return state;
}
