import { useTranslation } from 'react-i18next';
import { forgetSessionsOf } from './durable/use-unfinished-sessions.ts';
import { Redirect, useLocation } from 'wouter';
import type { ApiClient } from '../api/http-client.ts';
import type { DialogService } from '../core/dialogs.ts';
import { matchRoute } from '../core/routes/match-route.ts';
import type { DialogStore } from '../runtime/dialog-service.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import type { Session } from './auth/session.ts';
import { ConnectionErrorPage } from './ConnectionErrorPage.tsx';
import { EmulationHost } from './emulation/EmulationHost.tsx';
import { ConfirmProductDetail, PageSuspense, UtilitiesPage } from './lazy-pages.tsx';
import { LoginPage } from './LoginPage.tsx';
import { SignedInStation } from './SignedInStation.tsx';
import type { StationConfig } from './station-config.ts';
import { StartupFailure } from './StartupFailure.tsx';
import { useStartup } from './use-startup.ts';

export interface StationServices {
  session: Session;
  api: ApiClient;
  dialogs: DialogService & DialogStore;
}

const reloadAtRoot = () => window.location.assign('/');

export function App({ services, config }: { services: StationServices; config: StationConfig }) {
  return (
    <>
      <StationRoutes services={services} config={config} />
      <DialogHost
        service={services.dialogs}
        renderProductDetail={(detail) => <ConfirmProductDetail api={services.api} detail={detail} />}
      />
    </>
  );
}

/** Routes by sign-in state (000 §2.1 access rules): public-only routes when signed out, private ones when signed in. */
function StationRoutes({ services, config }: { services: StationServices; config: StationConfig }) {
  const { t } = useTranslation();
  const startup = useStartup(services.session, services.api);
  // Logged-out users' unfinished reading sessions go with them (issue 17).
  const signOut = () =>
    void forgetSessionsOf(startup.status === 'signedIn' ? startup.user.id : undefined).finally(() =>
      services.session.logout(),
    );

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
      return <SignedOutStation services={services} loginError={startup.error} />;
    case 'signedIn':
      return (
        <>
          <SignedInStation services={services} config={config} user={startup.user} onSignOut={signOut} />
          <EmulationHost dialogs={services.dialogs} />
        </>
      );
  }
}

function SignedOutStation({
  services,
  loginError,
}: {
  services: StationServices;
  loginError?: 'authenticationFailed';
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const match = matchRoute(location, false);
  if ('redirect' in match) return <Redirect to={match.redirect} replace />;
  switch (match.route.screen) {
    case 'shell/login':
      return (
        <LoginPage
          onLogin={() => services.session.login()}
          error={loginError ? t(`errors.${loginError}`) : undefined}
        />
      );
    case 'shell/connection-error':
      return <ConnectionErrorPage onRetry={reloadAtRoot} />;
    case 'shell/utilities':
      return (
        <PageSuspense>
          <UtilitiesPage dialogs={services.dialogs} />
        </PageSuspense>
      );
    default:
      return <Redirect to="/login" replace />;
  }
}
