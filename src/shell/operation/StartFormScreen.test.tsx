import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../api/http-client.ts';
import { fieldStorageKey, formStorageKey, initFormDataKey } from '../../core/forms/start-form-rules.ts';
import { parseLoggedUser, type LoggedUser } from '../../core/logged-user.ts';
import { parseWorkstation, type Workstation } from '../../core/workstation.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { createI18n } from '../../i18n/index.ts';
import { definePlugin } from '../../plugins/define-plugin.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { preloadFormEngine } from '../../ui/form/OperationForm.tsx';
import { OperationPage } from './OperationPage.tsx';

await preloadFormEngine();

const admin = parseLoggedUser({ id: 'u2', username: 'admin', capabilities: ['System.Administration.perform'] });

function renderStartForm(
  raw: Record<string, unknown>,
  pluginLoaders = {},
  who: { user?: LoggedUser; workstation?: Workstation } = {},
) {
  const { operation } = parseOperation({
    id: 7,
    code: 'SIL',
    type: 'SIMPLE_ITEM_LIST',
    description: 'Item list',
    ...raw,
  });
  const location = memoryLocation({ path: '/simple-item-list/SIL', record: true });
  const dialogs = createDialogService();
  window.localStorage.clear();
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>
        <OperationPage
          kind="simple-item-list"
          screen="simple-item-list/form"
          opCode="SIL"
          operations={[operation]}
          user={who.user ?? admin}
          workstation={who.workstation}
          api={{} as ApiClient}
          dialogs={dialogs}
          pluginLoaders={pluginLoaders}
        />
        <DialogHost service={dialogs} />
      </Router>
    </I18nextProvider>,
  );
  return { location };
}

const schema = [
  { name: 'code', type: 'text', label: 'Code', storage: true },
  { name: 'note', type: 'text', label: 'Note', required: false },
];

describe('StartFormScreen (000 §2.13)', () => {
  it('[001-2.3-09] [000-2.13-01] [000-2.13-06] [000-2.13-11] [000-2.13-13] [000-3-localstate-09] shows the form and submits to the reading route', async () => {
    const { location } = renderStartForm({ formSchema: schema });
    expect(await screen.findByRole('heading', { name: 'Item list' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'A1');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/simple-item-list/SIL/reading'));
    expect(window.localStorage.getItem(fieldStorageKey('SIMPLE_ITEM_LIST', '7', 'code'))).toBe('"A1"');
    expect(window.localStorage.getItem(fieldStorageKey('SIMPLE_ITEM_LIST', '7', 'note'))).toBeNull();
    expect(window.localStorage.getItem(initFormDataKey('7'))).toBe('{"code":"A1"}');
  });

  it("[000-6-26] [000-6-27] the workstation's place, one of the user's places, sets the default origin", async () => {
    const user = parseLoggedUser({
      id: 'u1',
      username: 'operator',
      capabilities: ['System.Administration.perform'],
      userPlaces: [
        { id: 'p-mil', code: 'ST-MIL', description: 'Store Milano' },
        { id: 'p-lom', code: 'WH-LOM', description: 'Warehouse Lombardia' },
      ],
    });
    const workstation = parseWorkstation({ id: 'ws1', code: 'WS-LOM', placeId: 'p-lom' }) as Workstation;
    const { location } = renderStartForm(
      {
        formSchema: [
          { name: 'origin', type: 'text', label: 'Origin', defaultValue: '{placeId}' },
          { name: 'originName', type: 'text', label: 'Origin name', defaultValue: '{place.description}' },
        ],
      },
      {},
      { user, workstation },
    );
    expect(await screen.findByRole('textbox', { name: /^Origin\b(?! name)/ })).toHaveValue('p-lom');
    expect(screen.getByRole('textbox', { name: /Origin name/ })).toHaveValue('Warehouse Lombardia');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/simple-item-list/SIL/reading'));
  });

  it('[001-2.3-08] [000-2.13-10] with activeStorageForm keeps the whole form', async () => {
    renderStartForm({ formSchema: schema, options: { activeStorageForm: 'true' } });
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'B2');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'n');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(window.localStorage.getItem(formStorageKey('SIMPLE_ITEM_LIST', '7'))).toBe('{"code":"B2","note":"n"}'),
    );
  });

  it('[000-2.13-04] an empty form schema submits at once', async () => {
    const { location } = renderStartForm({ formSchema: [] });
    await waitFor(() => expect(location.history.at(-1)).toBe('/simple-item-list/SIL/reading'));
  });

  it('[001-2.3-03] [000-2.13-04] [000-2.13-12] an empty form schema submits at once to the custom submit of the plugin', async () => {
    const submitted: unknown[] = [];
    const plugin = definePlugin({
      kind: 'simple-item-list',
      screens: [],
      handlers: { submitStartForm: async (_context, args) => void submitted.push(args.formData) },
    });
    const { location } = renderStartForm({ formSchema: [] }, { 'simple-item-list': async () => plugin });
    await waitFor(() => expect(submitted).toEqual([{}]));
    expect(location.history.at(-1)).toBe('/simple-item-list/SIL');
  });

  it('[000-2.13-03] back goes to / without a configured back path', async () => {
    const { location } = renderStartForm({ formSchema: schema });
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
  });

  it('[000-2.13-12] a plugin custom submit replaces the navigation', async () => {
    const submitted: unknown[] = [];
    const plugin = definePlugin({
      kind: 'simple-item-list',
      screens: [],
      handlers: { submitStartForm: async (_context, args) => void submitted.push(args.formData) },
    });
    const { location } = renderStartForm({ formSchema: schema }, { 'simple-item-list': async () => plugin });
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'C3');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(submitted).toEqual([{ code: 'C3' }]));
    expect(location.history.at(-1)).toBe('/simple-item-list/SIL');
  });

  it("[000-3-formfield-09] the plugin's formScripts run on the start form's onChange", async () => {
    const plugin = definePlugin({
      kind: 'simple-item-list',
      screens: [],
      handlers: {},
      formScripts: { noteFromCode: ({ value }) => ({ note: `for ${String(value)}` }) },
    });
    const withScript = [{ ...schema[0], onChange: 'noteFromCode' }, schema[1]];
    renderStartForm({ formSchema: withScript }, { 'simple-item-list': async () => plugin });
    await userEvent.type(await screen.findByRole('textbox', { name: /Code/ }), 'D4');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('for D4');
  });

  it('[001-5-43] a required field left empty keeps the form; filled, it goes on', async () => {
    const { location } = renderStartForm({
      formSchema: [{ name: 'reason', type: 'text', label: 'Reason', required: true }],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location.history.at(-1)).toBe('/simple-item-list/SIL');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'VM');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/simple-item-list/SIL/reading'));
  });

  it('[000-5-schema-02] a broken schema shows its error panel, not a crash', async () => {
    renderStartForm({ formSchema: [{ name: 'kind', type: 'select' }] });
    expect(await screen.findByText(/Missing option options/)).toBeInTheDocument();
  });
});
