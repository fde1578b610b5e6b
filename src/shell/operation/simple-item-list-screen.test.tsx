import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../api/http-client.ts';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { fakeDialogService } from '../../test-support/fake-dialog-service.ts';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import type { Workstation } from '../../core/workstation.ts';
import { createI18n } from '../../i18n/index.ts';
import { OperationScreen } from './OperationScreen.tsx';
import { ReaderPortContext } from '../../runtime/render/reader-port-context.ts';
import { mapFailedResponse } from '../../core/api-error.ts';
import simpleItemListPlugin from '../../plugins/simple-item-list/index.ts';
import { definePlugin, type AnyOperationPlugin } from '../../plugins/define-plugin.ts';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.SimpleItemList.perform'] });

function operationWith(options: Record<string, string>, saveOnReadActionCode = '') {
  return parseOperation({
    id: 'op-9',
    code: 'ITEM-LIST',
    type: 'SIMPLE_ITEM_LIST',
    description: 'Item list',
    saveOnReadActionCode,
    formSchema: [{ name: 'reason', label: { en: 'Reason' }, type: 'text' }],
    options: {
      autostartAntenna: 'true',
      readingsDisplayMode: 'item',
      postConfirmAction: 'disabled',
      executionModeForSyncConfirmation: 'sync',
      errorStates: 'INVALID_IDENTIFIER',
      warningStates: 'MISSING_SYSTEM_TAG',
      ...options,
    },
  }).operation;
}

const answers: Record<string, unknown> = {
  E1: { identifierCode: 'E1', statuses: [], item: { id: 'i1', product: { code: 'SH305-M' } } },
  E2: { identifierCode: 'E2', statuses: ['INVALID_IDENTIFIER'], item: { id: 'i2', product: { code: 'KN210-L' } } },
};

const workstation = { id: 'ws1', code: 'WS-LOM-PACK', placeId: 'place-1' } as Workstation;

const fakeDialogs = () => fakeDialogService({ postConfirmQuestion: async () => false });

function setup(
  options: {
    operation?: ReturnType<typeof operationWith>;
    workstation?: Workstation;
    startData?: boolean;
    plugin?: AnyOperationPlugin;
    /** The save's failure, as the HTTP client maps it. */
    saveFails?: unknown;
  } = {},
) {
  const post = vi.fn(async (path: string, init?: { body?: unknown }) => {
    if (path.endsWith('/save') && options.saveFails) throw options.saveFails;
    if (path.endsWith('/batchValidate')) {
      const body = init?.body as { identifierCodes: string[] };
      return body.identifierCodes.map((code) => answers[code]);
    }
    return {};
  });
  const api = {
    post,
    get: vi.fn(async () => ({ content: [] })),
    authorizedUrl: (path: string) => `/${path}`,
    baseUrl: () => 'http://api.test',
    accessToken: () => 'token',
  } as unknown as ApiClient;
  const reader = createFakeReaderPort('on');
  const dialogs = fakeDialogs();
  window.history.replaceState(options.startData === false ? null : { formData: { reason: 'VM' } }, '');
  const location = memoryLocation({ path: '/simple-item-list/ITEM-LIST/reading', record: true });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <Router hook={location.hook}>
        <ReaderPortContext.Provider value={reader}>
          <OperationScreen
            screen="simple-item-list/reading"
            operation={options.operation ?? operationWith({})}
            plugin={options.plugin ?? simpleItemListPlugin}
            user={user}
            workstation={'workstation' in options ? options.workstation : workstation}
            api={api}
            dialogs={dialogs}
          />
        </ReaderPortContext.Provider>
      </Router>
    </I18nextProvider>,
  );
  return { post, reader, dialogs, history: location.history };
}

const savesOf = (post: ReturnType<typeof setup>['post']) =>
  post.mock.calls.filter(([path]) => path.endsWith('/save')).map(([, init]) => init?.body);

describe('Simple item list reading screen (001 §2.9, §4.6)', () => {
  it("[000-4.4-25] opened without the start form's data, goes back to the form", async () => {
    const { history } = setup({ startData: false });
    await waitFor(() => expect(history?.at(-1)).toBe('/simple-item-list/ITEM-LIST'));
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('[001-3-operation-05] the antenna starts by itself with autostartAntenna, and waits for Start without it', async () => {
    const started = setup();
    await waitFor(() => expect(started.reader.status()).toBe('reading'));
    cleanup();
    const waiting = setup({ operation: operationWith({ autostartAntenna: 'false' }) });
    await screen.findByRole('button', { name: 'Confirm' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(waiting.reader.status()).not.toBe('reading');
  });

  it('[001-4.6-03] Confirm is enabled with an ok item and saves {form, operationId, operationPlaceId, itemIds}', async () => {
    const { post, reader } = setup();
    await waitFor(() => expect(reader.status()).toBe('reading'));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    act(() => reader.emit([{ epc: 'E1' }, { epc: 'E2' }]));
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(confirm);
    await waitFor(() => expect(savesOf(post)).toHaveLength(1));
    expect(savesOf(post)[0]).toEqual({
      form: { reason: 'VM' },
      operationId: 'op-9',
      operationPlaceId: 'place-1',
      itemIds: ['i1'],
    });
  });

  it('[000-2.15-21] Clear forgets every read tag: the list empties and the same tag is read and decoded again', async () => {
    const { post, reader, dialogs } = setup();
    await waitFor(() => expect(reader.status()).toBe('reading'));
    const listed = () => [...document.querySelectorAll('[data-read]')].map((row) => row.getAttribute('data-read'));
    const decodes = () => post.mock.calls.filter(([path]) => path.endsWith('/batchValidate')).length;
    act(() => reader.emit([{ epc: 'E1' }, { epc: 'E2' }]));
    await waitFor(() => expect(listed().sort()).toEqual(['E1', 'E2']), { timeout: 3000 });
    const decodedBefore = decodes();
    await userEvent.click(screen.getByRole('button', { name: 'Clear readings' }));
    expect(dialogs.confirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listed()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    act(() => reader.emit([{ epc: 'E1' }]));
    await waitFor(() => expect(listed()).toEqual(['E1']), { timeout: 3000 });
    expect(decodes()).toBe(decodedBefore + 1);
  });

  it("[001-5-03] a workstation without a place says 'Missing workstation place' and saves nothing", async () => {
    const { post, reader, dialogs } = setup({ workstation: undefined });
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1' }]));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(confirm);
    const shown = vi.mocked(dialogs.feedback).mock.calls.map(([request]) => request.message);
    const toasts = vi.mocked(dialogs.toast).mock.calls.map(([request]) => request.description);
    expect([...shown, ...toasts]).toContain('Missing workstation place');
    expect(savesOf(post)).toHaveLength(0);
  });

  it('[001-3-operation-17] [001-7-sil-03] with saveOnReadActionCode each newly decoded ok item runs the action once (itemsDecoded)', async () => {
    const { post, reader } = setup({ operation: operationWith({}, 'printLabel') });
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1' }, { epc: 'E2' }]));
    await waitFor(() => expect(post.mock.calls.some(([path]) => path.endsWith('/executeAction'))).toBe(true), {
      timeout: 3000,
    });
    act(() => reader.emit([{ epc: 'E1' }]));
    const actions = post.mock.calls.filter(([path]) => path.endsWith('/executeAction'));
    expect(actions.map(([, init]) => init?.body)).toEqual([
      {
        operationId: 'op-9',
        actionCode: 'printLabel',
        attributes: { workstationCode: 'WS-LOM-PACK', itemId: 'i1', identifierCode: 'E1' },
      },
    ]);
  });
});

describe('Simple item list reading screen: a refused save (001 §8, 000 §8.1)', () => {
  it.each([
    [
      '001-8-28 001-8-39',
      { errorCode: 'WRONG_ITEM_SUPPLIER' },
      'Error',
      'Some read articles cannot be taken over by the supplier.',
    ],
    [
      '001-8-29',
      { errorCode: 'QUANTITY_MISMATCH_ERROR' },
      'Error',
      'Quantities entered do not correspond to the quantities detected.',
    ],
    [
      '001-8-30',
      { errorCode: 'ZONE_MISMATCH_ERROR' },
      'Error',
      'Zone entered does not correspond to the zone detected.',
    ],
    [
      '001-8-38',
      { info: { message: 'Stock check', log: ['Item 1000031 is reserved'] } },
      'Stock check',
      'Item 1000031 is reserved',
    ],
  ])('[%s] shows the refusal %o titled %s: %s', async (_ids, body, title, message) => {
    const { post, reader, dialogs } = setup({ saveFails: mapFailedResponse(400, body) });
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1' }]));
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(confirm);
    await waitFor(() => expect(savesOf(post)).toHaveLength(1));
    const shown = () => [
      ...vi.mocked(dialogs.feedback).mock.calls.map(([request]) => [request.title, request.message]),
      ...vi.mocked(dialogs.toast).mock.calls.map(([request]) => [request.title, request.description]),
    ];
    await waitFor(() => expect(shown()).toContainEqual([title, message]));
  });
});

describe('A reading screen of a plugin with readings hooks', () => {
  it("calls onRemove for a row's remove and onClear for the reader control's Clear", async () => {
    const heard: string[] = [];
    const plugin = definePlugin({
      ...simpleItemListPlugin,
      readings: {
        ...simpleItemListPlugin.readings!,
        onRemove: (_context, reads) => void heard.push(`remove ${reads.map((read) => read.identifierCode).join()}`),
        onClear: () => void heard.push('clear'),
      },
    });
    const { reader } = setup({ plugin, operation: operationWith({ removeMode: 'sku' }) });
    await waitFor(() => expect(reader.status()).toBe('reading'));
    act(() => reader.emit([{ epc: 'E1' }, { epc: 'E2' }]));
    await screen.findByRole('button', { name: 'Remove E2' }, { timeout: 3000 });
    await userEvent.click(screen.getByRole('button', { name: 'Remove E2' }));
    await waitFor(() => expect(heard).toEqual(['remove E2']));
    await userEvent.click(screen.getByRole('button', { name: 'Clear readings' }));
    await waitFor(() => expect(heard).toEqual(['remove E2', 'clear']));
  });
});
