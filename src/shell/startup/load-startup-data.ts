import {
  fetchApplicationSettings,
  parseMonitoringSettings,
  type ApplicationSetting,
  type MonitoringSettings,
} from '../../api/application-settings.ts';
import type { ApiClient } from '../../api/http-client.ts';
import { searchOperations } from '../../api/operations.ts';
import { searchPrinters } from '../../api/printers.ts';
import { searchWorkstations, withDevicesById } from '../../api/workstations.ts';
import { ApiError } from '../../core/api-error.ts';
import { canViewWorkstations } from '../../core/capabilities/index.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { ConfigDiagnostic, OperationConfig } from '../../core/operation-config/index.ts';
import { loadEncodedCounters, readDailyCounters } from '../../core/encoded-counters.ts';
import { readDefaultPrinter, restoreDefaultPrinter, type Printer } from '../../core/printers.ts';
import { storageKeys } from '../../core/storage-keys.ts';
import type { Workstation } from '../../core/workstation.ts';
import {
  chooseDefaultWorkstation,
  readDefaultWorkstationId,
  saveDefaultWorkstation,
  type KeyValueStorage,
} from './default-workstation.ts';
import { emulationEnabled } from '../emulation/emulation-storage.ts';

/** A start-up problem the caller shows as an error toast; the value is its i18n key. */
export type StartupNotice =
  'dashboard.noWorkstationsFound' | 'device.errors.noWorkstations' | 'panel.printers.notLoaded';

/** What start-up step 5 restores of this station (000 §4.2 step 5). */
export interface LocalStationState {
  printers: Printer[];
  defaultPrinter: Printer | undefined;
  /** Today's encoded-item counters (000 §4.3). */
  encodedCounters: Record<string, number>;
  dailyCounters: Record<string, number>;
  emulation: { workstation: boolean; browserPrint: boolean };
}

export interface StartupData {
  operations: OperationConfig[];
  /** What was wrong in the operations answer, for the log. */
  diagnostics: ConfigDiagnostic[];
  settings: ApplicationSetting[];
  /** The analytics and error-monitoring settings (000 §3), parsed from `settings`. */
  monitoring: MonitoringSettings;
  /** The user's workstations; [] without Resource.Workstation.view. */
  workstations: Workstation[];
  defaultWorkstation: Workstation | undefined;
  /** Errors to toast (000 §4.2 step 4: 'no workstations found'). */
  notices: StartupNotice[];
  local: LocalStationState;
}

export interface StartupDeps {
  api: ApiClient;
  user: LoggedUser;
  storage: KeyValueStorage;
  now?: () => Date;
  /** Where what is only logged goes ('Cannot find balance', 000 §8.3); the console by default. */
  log?: (message: string) => void;
}

/**
 * 000 §4.2 step 4. A search of the user's places that finds nothing says 'No workstations found!' (000 §8.3), except
 * in emulation, where no workstation is needed; a user without places has not been searched for (self-initialization
 * gives them places first). The default workstation gets its antennas and balance by id when it names them only so.
 */
async function loadWorkstations({ api, user, storage, log }: StartupDeps) {
  if (!canViewWorkstations(user)) {
    return { workstations: [], defaultWorkstation: undefined, notices: ['dashboard.noWorkstationsFound' as const] };
  }
  const workstations = await searchWorkstations(
    api,
    user.userPlaces.map((place) => place.id),
  );
  const notices: StartupNotice[] =
    workstations.length === 0 && user.userPlaces.length > 0 && !emulationEnabled(storage)
      ? ['device.errors.noWorkstations']
      : [];
  const { workstation, save } = chooseDefaultWorkstation(workstations, readDefaultWorkstationId(storage, user.id));
  if (workstation && save) saveDefaultWorkstation(storage, user.id, workstation.id);
  const defaultWorkstation = workstation && (await withDevicesById(api, workstation, log));
  return { workstations, defaultWorkstation, notices };
}

/**
 * What this station keeps between sessions (000 §4.2 step 5), with the printers the server lists now; when they
 * could not be loaded (undefined), the saved printer is kept as it is rather than forgotten.
 */
export function restoreLocalStation(
  storage: KeyValueStorage,
  printers: Printer[] | undefined,
  now: Date,
): LocalStationState {
  return {
    printers: printers ?? [],
    defaultPrinter: printers ? restoreDefaultPrinter(storage, printers) : readDefaultPrinter(storage),
    encodedCounters: loadEncodedCounters(storage, now),
    dailyCounters: readDailyCounters(storage),
    emulation: {
      workstation: emulationEnabled(storage),
      browserPrint: storage.getItem(storageKeys.zbpEmulation) === 'true',
    },
  };
}

/**
 * 000 §4.2 step 5: the printer (the saved default, if the server still lists it among the printers of the user's
 * places), the encoded-item counters (a day's counters reset, 000 §4.3) and the emulation flags. Printers that
 * cannot be loaded are a notice, not a failed start-up: no operation needs them to open.
 */
async function loadLocalStation({ api, user, storage, now = () => new Date() }: StartupDeps) {
  let printers: Printer[] | undefined;
  const notices: StartupNotice[] = [];
  try {
    printers = await searchPrinters(
      api,
      user.userPlaces.map((place) => place.id),
    );
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'connection') throw error;
    notices.push('panel.printers.notLoaded');
  }
  const local = restoreLocalStation(storage, printers, now());
  return { local, notices };
}

/**
 * Start-up steps 3 to 5 of 000 §4.2, all at once: operations and application settings, then (with
 * Resource.Workstation.view) the workstations of the user's places and the default one. Settings never fail
 * (000 §3); a failed operations or workstations call rejects with its ApiError, which the caller maps (a connection
 * error goes to /connection-error, anything else is an error toast).
 */
export async function loadStartupData(deps: StartupDeps): Promise<StartupData> {
  const [{ operations, diagnostics }, settings, workstationData, localData] = await Promise.all([
    searchOperations(deps.api),
    fetchApplicationSettings(deps.api),
    loadWorkstations(deps),
    loadLocalStation(deps),
  ]);
  return {
    operations,
    diagnostics,
    settings,
    monitoring: parseMonitoringSettings(settings),
    ...workstationData,
    notices: [...workstationData.notices, ...localData.notices],
    local: localData.local,
  };
}
