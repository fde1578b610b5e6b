import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { matchRoute } from '../core/routes/match-route.ts';
import type { LoggedUser } from '../core/logged-user.ts';
import type { ApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { DialogStore } from '../runtime/dialog-service.ts';
import { DialogHost } from '../widgets/dialogs/DialogHost.tsx';
import type { Session } from './auth/session.ts';
import { ConnectionErrorPage } from './ConnectionErrorPage.tsx';
import { HomePage } from './HomePage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { StartupFailure } from './StartupFailure.tsx';
import { UtilitiesPage } from './UtilitiesPage.tsx';
import { useStartup } from './use-startup.ts';

export interface StationServices {
  session: Session;
  api: ApiClient;
  dialogs: DialogService & DialogStore;
}

const reloadAtRoot = () => window.location.assign('/');

/** Routes by sign-in state (000 §2.1 access rules): public-only routes when signed out, private ones when signed in. */
export function App({ services }: { services: StationServices }) {
  return (
    <>
      <StationRoutes services={services} />
      <DialogHost service={services.dialogs} />
    </>
  );
}

function StationRoutes({ services }: { services: StationServices }) {
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
    case 'signedIn':
      return (
        <RoutedPage
          services={services}
          user={startup.status === 'signedIn' ? startup.user : undefined}
          loginError={startup.status === 'anonymous' ? startup.error : undefined}
          onSignOut={signOut}
        />
      );
  }
}

/** The page of the current path, by the route table of 000 §2.1 and its access rules. */
function RoutedPage(props: {
  services: StationServices;
  user?: LoggedUser;
  loginError?: 'authenticationFailed';
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = matchRoute(location, props.user !== undefined);
  if ('redirect' in match) return <Redirect to={match.redirect} replace />;
  switch (match.route.screen) {
    case 'shell/login':
      return (
        <LoginPage
          onLogin={() => props.services.session.login()}
          error={props.loginError ? t(`errors.${props.loginError}`) : undefined}
        />
      );
    case 'shell/dashboard':
      return props.user ? <HomePage user={props.user} onSignOut={props.onSignOut} /> : <Redirect to="/login" replace />;
    case 'shell/connection-error':
      return <ConnectionErrorPage onRetry={reloadAtRoot} />;
    case 'shell/utilities':
      return <UtilitiesPage dialogs={props.services.dialogs} user={props.user} />;
    default:
      // Screens whose pages are not part of the station yet lead home rather than to a blank page.
      return <Redirect to={props.user ? '/' : '/login'} replace />;
  }
}
