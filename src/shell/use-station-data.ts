import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ApiClient } from '../api/http-client.ts';
import { parseMonitoringSettings } from '../api/application-settings.ts';
import { withDevicesById } from '../api/workstations.ts';
import { ApiError } from '../core/api-error.ts';
import { describeError } from '../core/describe-error.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { LoggedUser } from '../core/logged-user.ts';
import type { Workstation } from '../core/workstation.ts';
import { loadStartupData, restoreLocalStation, type StartupData } from './startup/index.ts';

/** What the station goes on with after a failed start-up: nothing from the server, its own local state. */
const emptyStartupData = (): StartupData => ({
  operations: [],
  diagnostics: [],
  settings: [],
  monitoring: parseMonitoringSettings([]),
  workstations: [],
  defaultWorkstation: undefined,
  notices: [],
  local: restoreLocalStation(window.localStorage, undefined, new Date()),
});

/**
 * Start-up steps 3–5 of 000 §4.2 for a signed-in user. A connection error goes to /connection-error; any other error
 * is a toast, and the station goes on with what it has (no operations).
 */
export function useStationData(api: ApiClient, user: LoggedUser, dialogs: DialogService) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [data, setData] = useState<StartupData>();

  useEffect(() => {
    let cancelled = false;
    loadStartupData({ api, user, storage: window.localStorage }).then(
      (loaded) => {
        if (cancelled) return;
        loaded.diagnostics.forEach((diagnostic) => console.warn(`operation configuration: ${diagnostic.message}`));
        loaded.notices.forEach((key) => dialogs.toast({ status: 'error', title: t(key) }));
        setData(loaded);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.kind === 'connection')
          return navigate('/connection-error', { replace: true });
        const { title, message } = describeError(error, t);
        dialogs.toast({ status: 'error', title, description: message });
        setData(emptyStartupData());
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, user, dialogs, navigate, t]);

  /**
   * The workstation chosen on the dashboard becomes the default of this session, with its antennas and balance
   * fetched by id when it names them only so (000 §7.2); a failed fetch is an error toast and the default stays.
   */
  const changeWorkstation = useCallback(
    (chosen: Workstation) =>
      withDevicesById(api, chosen).then(
        (workstation) => setData((current) => current && { ...current, defaultWorkstation: workstation }),
        (error: unknown) => {
          const { title, message } = describeError(error, t);
          dialogs.toast({ status: 'error', title, description: message });
        },
      ),
    [api, dialogs, t],
  );

  return { data, setData, changeWorkstation };
}
