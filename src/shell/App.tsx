import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch } from 'wouter';
import type { ApiClient } from '../api/http-client.ts';
import type { Session } from './auth/session.ts';
import { ConnectionErrorPage } from './ConnectionErrorPage.tsx';
import { HomePage } from './HomePage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { StartupFailure } from './StartupFailure.tsx';
import { useStartup } from './use-startup.ts';

export interface StationServices {
  session: Session;
  api: ApiClient;
}

const reloadAtRoot = () => window.location.assign('/');

/** Routes by sign-in state (000 §2.1 access rules): public-only routes when signed out, private ones when signed in. */
export function App({ services }: { services: StationServices }) {
  const { t } = useTranslation();
  const startup = useStartup(services.session, services.api);
  const signOut = () => void services.session.logout();

  switch (startup.status) {
    case 'starting':
      return (
        <main className="grid min-h-screen place-items-center bg-neutral-950 text-neutral-300" aria-busy="true">
          <p role="status">{t('app.loading')}</p>
        </main>
      );
    case 'connectionError':
      return <ConnectionErrorPage onRetry={reloadAtRoot} />;
    case 'failed':
      return <StartupFailure error={startup.error} onRetry={reloadAtRoot} onSignOut={signOut} />;
    case 'anonymous':
      return (
        <Switch>
          <Route path="/login">
            <LoginPage
              onLogin={() => services.session.login()}
              error={startup.error ? t(`errors.${startup.error}`) : undefined}
            />
          </Route>
          <Route path="/connection-error">
            <ConnectionErrorPage onRetry={reloadAtRoot} />
          </Route>
          <Route>
            <Redirect to="/login" replace />
          </Route>
        </Switch>
      );
    case 'signedIn':
      return (
        <Switch>
          <Route path="/">
            <HomePage user={startup.user} onSignOut={signOut} />
          </Route>
          <Route path="/connection-error">
            <ConnectionErrorPage onRetry={reloadAtRoot} />
          </Route>
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      );
  }
}
