import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import { Dashboard, type DashboardProps } from '../shell/dashboard/Dashboard.tsx';
import { demoOperations, demoWorkstations, memoryStorage, operatorUser } from './dashboard-fixtures.ts';

/** The dashboard with a real dialog service and DialogHost, the app's i18n, spies for every callback. */
export function renderDashboard(overrides: Partial<DashboardProps> = {}, language: 'en' | 'it' = 'en') {
  const dialogs = createDialogService();
  const props: DashboardProps = {
    user: operatorUser,
    operations: demoOperations,
    workstations: demoWorkstations,
    workstation: undefined,
    dialogs,
    storage: memoryStorage(),
    navigate: vi.fn(),
    onOpenUserInfo: vi.fn(),
    onWorkstationChanged: vi.fn(),
    onRefresh: vi.fn(),
    ...overrides,
  };
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <Dashboard {...props} />
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { ...view, props, dialogs, user: userEvent.setup() };
}
