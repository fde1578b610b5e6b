import { fetchApplicationSettings, type ApplicationSetting } from '../../api/application-settings.ts';
import type { ApiClient } from '../../api/http-client.ts';
import { searchOperations } from '../../api/operations.ts';
import { searchWorkstations } from '../../api/workstations.ts';
import { canViewWorkstations } from '../../core/capabilities/index.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { ConfigDiagnostic, OperationConfig } from '../../core/operation-config/index.ts';
import type { Workstation } from '../../core/workstation.ts';
import {
  chooseDefaultWorkstation,
  readDefaultWorkstationId,
  saveDefaultWorkstation,
  type KeyValueStorage,
} from './default-workstation.ts';

/** A start-up problem the caller shows as an error toast; the value is its i18n key. */
export type StartupNotice = 'dashboard.noWorkstationsFound';

export interface StartupData {
  operations: OperationConfig[];
  /** What was wrong in the operations answer, for the log. */
  diagnostics: ConfigDiagnostic[];
  settings: ApplicationSetting[];
  /** The user's workstations; [] without Resource.Workstation.view. */
  workstations: Workstation[];
  defaultWorkstation: Workstation | undefined;
  /** Errors to toast (000 §4.2 step 4: 'no workstations found'). */
  notices: StartupNotice[];
}

export interface StartupDeps {
  api: ApiClient;
  user: LoggedUser;
  storage: KeyValueStorage;
}

async function loadWorkstations({ api, user, storage }: StartupDeps) {
  if (!canViewWorkstations(user)) {
    return { workstations: [], defaultWorkstation: undefined, notices: ['dashboard.noWorkstationsFound' as const] };
  }
  const workstations = await searchWorkstations(
    api,
    user.userPlaces.map((place) => place.id),
  );
  const { workstation, save } = chooseDefaultWorkstation(workstations, readDefaultWorkstationId(storage, user.id));
  if (workstation && save) saveDefaultWorkstation(storage, user.id, workstation.id);
  return { workstations, defaultWorkstation: workstation, notices: [] };
}

/**
 * Start-up steps 3 and 4 of 000 §4.2, all at once: operations and application settings, then (with
 * Resource.Workstation.view) the workstations of the user's places and the default one. Settings never fail
 * (000 §3); a failed operations or workstations call rejects with its ApiError, which the caller maps (a connection
 * error goes to /connection-error, anything else is an error toast).
 */
export async function loadStartupData(deps: StartupDeps): Promise<StartupData> {
  const [{ operations, diagnostics }, settings, workstationData] = await Promise.all([
    searchOperations(deps.api),
    fetchApplicationSettings(deps.api),
    loadWorkstations(deps),
  ]);
  return { operations, diagnostics, settings, ...workstationData };
}
