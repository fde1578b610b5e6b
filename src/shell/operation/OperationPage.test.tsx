import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../api/http-client.ts';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { createI18n } from '../../i18n/index.ts';
import { definePlugin } from '../../plugins/define-plugin.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { OperationPage, type OperationPageProps } from './OperationPage.tsx';

const operator = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.Inbound.perform'] });
const admin = parseLoggedUser({ id: 'u2', username: 'admin', capabilities: ['System.Administration.perform'] });
const load = (raw: object) => parseOperation(raw);
const tagInfo = load({ id: 1, code: 'TAG-INFO', type: 'TAG_INFO', description: 'Tag info', formSchema: [] });
const outbound = load({ id: 2, code: 'OUTBOUND', type: 'OUTBOUND', description: 'Outbound', formSchema: [] });
const misconfigured = load({
  id: 3,
  code: 'TAG-INFO-2',
  type: 'TAG_INFO',
  description: 'Tag info',
  formSchema: [],
  options: { removeMode: 'barcode' },
});
// The page renders a descriptor of the plugin's screens; the Utilities descriptor stands in for one here.
const tagInfoPlugin = definePlugin({
  kind: 'tag-info',
  screens: ['tag-info/reading', 'shell/utilities' as 'tag-info/reading'],
  handlers: {},
});

function renderPage(props: Partial<OperationPageProps>) {
  const location = memoryLocation({ path: '/tag-info/TAG-INFO', record: true });
  const dialogs = createDialogService();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>
        <OperationPage
          kind="tag-info"
          screen="shell/utilities"
          opCode="TAG-INFO"
          operations={[tagInfo, outbound, misconfigured].map((entry) => entry.operation)}
          diagnostics={[tagInfo, outbound, misconfigured].flatMap((entry) => entry.diagnostics)}
          user={operator}
          api={{} as ApiClient}
          dialogs={dialogs}
          pluginLoaders={{ 'tag-info': async () => tagInfoPlugin }}
          {...props}
        />
        <DialogHost service={dialogs} />
      </Router>
    </I18nextProvider>,
  );
  return { location, dialogs };
}

describe('OperationPage', () => {
  it('[000-2.4-21] [000-2.4-22] [000-8.3-04] should say an unknown operation code is not found and go home', async () => {
    const { location } = renderPage({ opCode: 'NOPE' });
    expect(await screen.findByText('Operation NOPE not found.')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/');
  });

  it('[001-2.3-11] [001-2.3-12] [000-2.13-14] [000-2.13-15] [000-6-10] [000-6-17] [000-6-18] [000-8.3-33] should stop a user without the capability with the not-allowed modal and Back to /', async () => {
    const { location } = renderPage({ kind: 'shipping', opCode: 'OUTBOUND' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "You don't have the capability to perform this operation. Please check your configuration",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('should load the kind plugin and render the screen from its descriptor', async () => {
    const loader = vi.fn(async () => tagInfoPlugin);
    renderPage({ pluginLoaders: { 'tag-info': loader } });
    expect(await screen.findByRole('heading', { name: 'Utilities' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });

  it("should say when the kind's plugin has no such screen yet", async () => {
    const partial = definePlugin({ kind: 'tag-info', screens: ['tag-info/reading'], handlers: {} });
    renderPage({ pluginLoaders: { 'tag-info': async () => partial } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen of TAG_INFO operations is not in this version of the station yet.',
    );
  });

  it('should say when the kind has no screens in this station', async () => {
    renderPage({ pluginLoaders: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Operations of type TAG_INFO have no screens in this version of the station.',
    );
  });

  it('should show admins, and only admins, what the configuration got wrong', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage({ opCode: 'TAG-INFO-2', user: admin });
    expect(await screen.findByText(/has 1 problem \(shown to admins\)/)).toBeInTheDocument();
    expect(screen.getByText(/removeMode is "barcode"/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/removeMode/));
    warn.mockRestore();
  });

  it('should not show the configuration problems to an operator', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage({ opCode: 'TAG-INFO-2' });
    await screen.findByRole('heading', { name: 'Utilities' });
    expect(screen.queryByText(/shown to admins/)).toBeNull();
    vi.restoreAllMocks();
  });
});
