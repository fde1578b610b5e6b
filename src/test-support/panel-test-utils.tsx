import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { parseLoggedUser } from '../core/logged-user.ts';
import { createI18n } from '../i18n/index.ts';
import { createDialogService } from '../runtime/dialog-service.ts';
import { DialogHost } from '../ui/dialogs/DialogHost.tsx';
import type { StationConfig } from '../shell/station-config.ts';

export const testConfig: StationConfig = {
  defaultApiUrl: 'http://localhost:4000',
  oidcAuthority: 'http://localhost:4001',
  oidcClientId: 'station',
  readOnly: false,
  changePasswordUrl: 'http://localhost:4001/account/password',
  defaultQcUrl: undefined,
};

export const operator = parseLoggedUser({
  id: 'u-operator',
  username: 'operator',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@example.com',
  roles: [{ id: 'r1', code: 'WAREHOUSE_OPERATOR', description: 'Warehouse operator' }],
  userPlaces: [
    { id: 'p1', code: 'WH-LOM', description: 'Warehouse Lombardia' },
    { id: 'p2', code: 'ST-MIL', description: 'Store Milano' },
  ],
  attributes: { phone: '+39 02 5550 1234', as400Username: 'MROSSI' },
});

/** Renders `ui` (given the dialog service) in the app's i18n, beside a DialogHost for its confirms and toasts. */
export function renderWithService(
  ui: (service: ReturnType<typeof createDialogService>) => ReactNode,
  language: 'en' | 'it' = 'en',
) {
  const service = createDialogService();
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      {ui(service)}
      <DialogHost service={service} />
    </I18nextProvider>,
  );
  return { ...view, service, user };
}
