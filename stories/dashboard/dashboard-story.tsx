import { useEffect, useState } from 'react';
import type { Workstation } from '../../src/core/workstation.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { Dashboard, type DashboardProps } from '../../src/shell/dashboard/Dashboard.tsx';
import { memoryStorage } from '../../src/test-support/dashboard-fixtures.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';

export type DashboardStoryProps = Omit<DashboardProps, 'dialogs' | 'storage' | 'workstation'> & {
  initialWorkstation?: Workstation;
};

/** The dashboard with a real dialog service and DialogHost; choosing a workstation refreshes the card, as in the app. */
export function DashboardStory({ initialWorkstation, onWorkstationChanged, ...props }: DashboardStoryProps) {
  const [dialogs] = useState(() => createDialogService());
  const [storage] = useState(() => memoryStorage());
  const [workstation, setWorkstation] = useState(initialWorkstation);
  useEffect(() => () => dialogs.dispose(), [dialogs]);
  return (
    <>
      <Dashboard
        {...props}
        dialogs={dialogs}
        storage={storage}
        workstation={workstation}
        onWorkstationChanged={(chosen) => {
          setWorkstation(chosen);
          onWorkstationChanged(chosen);
        }}
      />
      <DialogHost service={dialogs} />
    </>
  );
}
