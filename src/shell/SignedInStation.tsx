import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import type { LoggedUser } from '../core/logged-user.ts';
import { matchRoute } from '../core/routes/match-route.ts';
import { isDevelopmentBuild } from '../core/admin-mode.ts';
import { settingValue } from '../api/application-settings.ts';
import type { StationServices } from './App.tsx';
import { ConnectionErrorPage } from './ConnectionErrorPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { StationSidePanel } from './panel/StationSidePanel.tsx';
import { saveDefaultPrinter } from '../core/printers.ts';
import { UserInfoDialog } from './panel/UserInfoDialog.tsx';
import { changePasswordLink, type StationConfig } from './station-config.ts';
import { useStationData } from './use-station-data.ts';
import { canSelfInitialize, parseSelfInitializationPolicy } from '../core/self-initialization.ts';
import { LoadingOverlay } from '../ui/frame/LoadingOverlay.tsx';
import {
  OperationPage,
  PageSuspense,
  preloadOperation,
  SelfInitialization,
  UtilitiesPage,
  WriteTagPage,
} from './lazy-pages.tsx';
import { emulationEnabled } from './emulation/emulation-storage.ts';
import { useWorkstationState } from '../ui/reader/use-workstation-state.ts';
import { AskAgainBeforeOpening, UnfinishedSessionPrompt } from './durable/UnfinishedSessionPrompt.tsx';
import { useUnfinishedSessions } from './durable/use-unfinished-sessions.ts';

const reload = () => window.location.reload();

/** The signed-in station: start-up data, then the page of the current route (000 §2.1 private routes). */
export function SignedInStation(props: {
  services: StationServices;
  config: StationConfig;
  user: LoggedUser;
  onSignOut: () => void;
}) {
  const { services, user } = props;
  const [location, navigate] = useLocation();
  const { data, setData, changeWorkstation } = useStationData(services.api, user, services.dialogs);
  const [userInfoOpen, setUserInfoOpen] = useState(false);
  const workstationState = useWorkstationState(data?.defaultWorkstation);
  const unfinished = useUnfinishedSessions(user.id, data?.defaultWorkstation?.id, data !== undefined);
  const match = matchRoute(location, true);
  // An operation's screens and its kind's plugin are fetched together as its route opens.
  const operationKind = 'route' in match && match.params.opCode !== undefined ? match.route.kind : undefined;
  useEffect(() => {
    if (operationKind) preloadOperation(operationKind);
  }, [operationKind]);
  if ('redirect' in match) return <Redirect to={match.redirect} replace />;
  const { route, params } = match;

  if (route.kind && params.opCode !== undefined) {
    // A reading session left unfinished is offered on the dashboard before any operation screen opens (issue 17): a
    // screen opened first would start a session of its own over it.
    if (unfinished.pending === undefined) return <LoadingOverlay />;
    const putOff = unfinished.putOff(params.opCode);
    if (putOff) return <AskAgainBeforeOpening id={putOff.id} askAgain={unfinished.askAgain} />;
    if (unfinished.pending.length > 0) return <Redirect to="/" replace />;
    return (
      <PageSuspense>
        <OperationPage
          key={`${route.screen}?${new URLSearchParams(params).toString()}`}
          kind={route.kind}
          screen={route.screen}
          opCode={params.opCode}
          params={params}
          operations={data?.operations}
          diagnostics={data?.diagnostics}
          user={user}
          workstation={data?.defaultWorkstation}
          productImageSetting={settingValue(data?.settings ?? [], 'showProductImage')}
          sequentialAntennasSetting={settingValue(data?.settings ?? [], 'useSequentialAntennasTurn')}
          api={services.api}
          dialogs={services.dialogs}
        />
      </PageSuspense>
    );
  }
  switch (route.screen) {
    case 'shell/dashboard': {
      // Until settings arrive the policy is unknown: a user without places waits rather than seeing the dashboard flash.
      if (!data && user.userPlaces.length === 0) return <LoadingOverlay />;
      const policy = parseSelfInitializationPolicy(settingValue(data?.settings ?? [], 'userSelfInitializationPolicy'));
      if (canSelfInitialize(user, policy)) {
        return (
          <PageSuspense>
            <SelfInitialization
              user={user}
              policy={policy}
              api={services.api}
              dialogs={services.dialogs}
              onLogout={props.onSignOut}
              onDone={reload}
            />
          </PageSuspense>
        );
      }
      return (
        <>
          <Dashboard
            user={user}
            operations={data?.operations ?? []}
            loading={!data}
            workstations={data?.workstations ?? []}
            workstation={data?.defaultWorkstation}
            workstationState={workstationState}
            emulation={emulationEnabled(localStorage)}
            dialogs={services.dialogs}
            storage={window.localStorage}
            navigate={navigate}
            onOpenUserInfo={() => setUserInfoOpen(true)}
            onWorkstationChanged={(workstation) => void changeWorkstation(workstation)}
            onRefresh={reload}
          >
            <StationSidePanel
              user={user}
              config={props.config}
              dialogs={services.dialogs}
              development={isDevelopmentBuild()}
              onReload={reload}
              onNavigate={navigate}
              onRefreshOperations={reload}
              supportEmail={settingValue(data?.settings ?? [], 'supportEmail')}
              supportPhone={settingValue(data?.settings ?? [], 'supportPhone')}
              printers={{
                printers: data?.local.printers ?? [],
                selected: data?.local.defaultPrinter,
                onSelect: (printer) => {
                  saveDefaultPrinter(window.localStorage, printer);
                  if (data) setData({ ...data, local: { ...data.local, defaultPrinter: printer } });
                },
              }}
            />
          </Dashboard>
          <UnfinishedSessionPrompt sessions={unfinished} navigate={navigate} />
          {userInfoOpen && (
            <UserInfoDialog
              user={user}
              loggedUserId={user.id}
              onLogout={props.onSignOut}
              onClose={() => setUserInfoOpen(false)}
              changePasswordUrl={changePasswordLink(props.config, window.location.origin)}
            />
          )}
        </>
      );
    }
    case 'shell/connection-error':
      return <ConnectionErrorPage onRetry={() => window.location.assign('/')} />;
    case 'shell/utilities':
      return (
        <PageSuspense>
          <UtilitiesPage dialogs={services.dialogs} user={user} />
        </PageSuspense>
      );
    case 'shell/write-tag':
      // The page needs the default workstation: wait for the start-up data rather than fail for lack of it.
      if (!data) return <LoadingOverlay />;
      return (
        <PageSuspense>
          <WriteTagPage
            dialogs={services.dialogs}
            workstation={data.defaultWorkstation}
            emulation={emulationEnabled(localStorage)}
          />
        </PageSuspense>
      );
    default:
      return <Redirect to="/" replace />;
  }
}
