import { useEffect, useState, type ReactNode } from 'react';
import { parseLoggedUser } from '../../src/core/logged-user.ts';
import { createDialogService } from '../../src/runtime/dialog-service.ts';
import { createMemoryStorage, type PanelStorage } from '../../src/shell/panel/panel-storage.ts';
import type { StationConfig } from '../../src/shell/station-config.ts';
import { DialogHost } from '../../src/ui/dialogs/DialogHost.tsx';

export const storyConfig: StationConfig = {
  defaultApiUrl: 'http://localhost:4000',
  oidcAuthority: 'http://localhost:4001',
  oidcClientId: 'station',
  readOnly: false,
  changePasswordUrl: 'http://localhost:4001/account/password',
  defaultQcUrl: undefined,
};

export const storyOperator = parseLoggedUser({
  id: 'u-operator',
  username: 'operator',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@aurelia-demo.example',
  roles: [{ id: 'role-warehouse-operator', code: 'WAREHOUSE_OPERATOR', description: 'Warehouse operator' }],
  userPlaces: [
    { id: 'p1', code: 'WH-LOM', description: 'Warehouse Lombardia' },
    { id: 'p2', code: 'ST-MIL', description: 'Store Milano' },
  ],
  attributes: { phone: '+39 02 5550 1234', as400Username: 'MROSSI' },
});

export const storyAdmin = parseLoggedUser({
  id: 'u-admin',
  username: 'admin',
  name: 'Giulia',
  surname: 'Bianchi',
  email: 'giulia.bianchi@aurelia-demo.example',
  capabilities: ['System.Administration.perform'],
  roles: [{ id: 'role-supervisor', code: 'SUPERVISOR', description: 'Supervisor' }],
  userPlaces: [{ id: 'p1', code: 'WH-LOM', description: 'Warehouse Lombardia' }],
});

type Service = ReturnType<typeof createDialogService>;

/**
 * A fresh dialog service (with its DialogHost for confirms and toasts) and an in-memory local storage holding
 * `stored`, both made once per mounted story so stories never share state.
 */
export function PanelStory({
  stored = {},
  children,
}: {
  stored?: Record<string, string>;
  children: (ports: { service: Service; storage: PanelStorage }) => ReactNode;
}) {
  const [service] = useState(() => createDialogService());
  const [storage] = useState(() => createMemoryStorage(stored));
  useEffect(() => () => service.dispose(), [service]);
  return (
    <main className="flex min-h-screen bg-neutral-950 text-neutral-100">
      {children({ service, storage })}
      <DialogHost service={service} />
    </main>
  );
}

/** A backdrop for a dialog story: the dialog itself renders in a portal outside the story's canvas. */
export function DialogBackdrop({ children }: { children: ReactNode }) {
  return <main className="min-h-screen bg-neutral-950">{children}</main>;
}
