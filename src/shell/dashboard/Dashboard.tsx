import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardOperations, decideTileClick, type DashboardOperation } from '../../core/dashboard/index.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { LoggedUser } from '../../core/logged-user.ts';
import type { OperationConfig } from '../../core/operation-config/index.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { WorkstationState } from '../../core/workstation-state.ts';
import { saveDefaultWorkstation, type KeyValueStorage } from '../startup/index.ts';
import { useWindowTitle } from '../use-window-title.ts';
import { OperationGrid } from './OperationGrid.tsx';
import { pickWorkstation } from './pick-workstation.ts';
import { UserCard } from './UserCard.tsx';
import { WorkstationCard } from './WorkstationCard.tsx';

export interface DashboardProps {
  user: LoggedUser;
  /** The operations of start-up, as parsed; the dashboard shows the enabled ones, sorted. */
  operations: readonly OperationConfig[];
  /** True while the operations load: six placeholder tiles show. */
  loading?: boolean;
  /** The user's workstations, listed by the 'select workstation' modal. */
  workstations: readonly Workstation[];
  /** The default workstation, if one is chosen. */
  workstation: Workstation | undefined;
  /** The default workstation's state (000 §2.20), once known. */
  workstationState?: WorkstationState;
  /** Workstation emulation mode (000 §2.19): tiles open without a workstation. */
  emulation?: boolean;
  dialogs: DialogService;
  /** Where the per-user default workstation is saved (local storage in the app). */
  storage: KeyValueStorage;
  navigate: (to: string) => void;
  onOpenUserInfo: () => void;
  /** Called after a workstation was chosen and saved as the default: the caller refreshes with it. */
  onWorkstationChanged: (workstation: Workstation) => void;
  /** The empty state's Refresh button (000 §2.4: reloads the page). */
  onRefresh: () => void;
  /** More of the left panel under the cards (for example the station side panel). */
  children?: ReactNode;
}

/** The dashboard of 000 §2.4: the user and workstation cards on the left, the operation tiles on the right. */
export function Dashboard(props: DashboardProps) {
  const { t } = useTranslation();
  useWindowTitle(t('dashboard.title'));
  const openOperation = (operation: DashboardOperation) => {
    const context = { hasWorkstation: props.workstation !== undefined, emulation: props.emulation ?? false };
    const decision = decideTileClick(operation, context);
    if (decision.kind === 'navigate') props.navigate(decision.to);
    else props.dialogs.toast({ status: 'error', title: t('dashboard.noWorkstationSelected') });
  };
  const chooseWorkstation = async () => {
    const { workstations, workstation: current } = props;
    const chosen = await pickWorkstation(props.dialogs, {
      title: t('dashboard.selectWorkstation'),
      workstations,
      current,
    });
    if (!chosen) return;
    saveDefaultWorkstation(props.storage, props.user.id, chosen.id);
    props.onWorkstationChanged(chosen);
  };
  return (
    <main className="flex min-h-screen flex-col gap-6 bg-neutral-950 p-6 text-neutral-100 lg:flex-row">
      <aside className="flex shrink-0 flex-col gap-4 lg:w-80">
        <UserCard user={props.user} onOpen={props.onOpenUserInfo} />
        <WorkstationCard
          workstation={props.workstation}
          loading={props.loading}
          state={props.workstationState}
          onOpen={() => void chooseWorkstation()}
        />
        {props.children}
      </aside>
      <section aria-labelledby="dashboard-operations" className="min-w-0 flex-1">
        <h1 id="dashboard-operations" className="sr-only">
          {t('dashboard.operations')}
        </h1>
        <OperationGrid
          loading={props.loading ?? false}
          operations={dashboardOperations(props.operations)}
          onOpen={openOperation}
          onRefresh={props.onRefresh}
        />
      </section>
    </main>
  );
}
