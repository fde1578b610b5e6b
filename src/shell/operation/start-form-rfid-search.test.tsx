import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ApiClient } from '../../api/http-client.ts';
import { ApiError } from '../../core/api-error.ts';
import { initFormDataKey } from '../../core/forms/start-form-rules.ts';
import type { StartSearchResult } from '../../core/forms/start-search.ts';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { parseOperation } from '../../core/operation-config/parse-operation.ts';
import { createFakeReaderPort } from '../../test-support/fake-reader-port.ts';
import type { ReaderPort, TagRead } from '../../core/readings/reader-contract.ts';
import { emulationHub } from '../../device/emulation-hub.ts';
import { createI18n } from '../../i18n/index.ts';
import { definePlugin } from '../../plugins/define-plugin.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { ReaderPortContext } from '../../runtime/render/reader-port-context.ts';
import { StartFormScreen } from './StartFormScreen.tsx';

const user = parseLoggedUser({ id: 'u1', username: 'operator', capabilities: ['Operation.Inbound.perform'] });
const readingPath = '/shipping/cartonization/INBOUND/reading';

type OnReads = (reads: readonly TagRead[]) => Promise<StartSearchResult>;

function searchingPlugin(onReads: OnReads) {
  return definePlugin({
    kind: 'shipping',
    screens: ['shipping/cartonization-form'],
    handlers: {},
    startForm: { onReads: (_context, reads) => onReads(reads) },
  });
}

interface SetupOptions {
  plugin?: ReturnType<typeof searchingPlugin>;
  emulation?: boolean;
  language?: 'en' | 'it';
  /** A reader given by the page, as stories and benchmarks give one. */
  reader?: ReaderPort;
}

function setup(options: SetupOptions) {
  const { operation } = parseOperation({
    id: 3,
    code: 'INBOUND',
    type: 'INBOUND',
    description: 'Inbound',
    formSchema: [{ name: 'parcelCode', type: 'text', label: 'Parcel' }],
    options: { startWithRfidSearch: 'true' },
  });
  const location = memoryLocation({ path: '/shipping/cartonization/INBOUND/form', record: true });
  const dialogs = createDialogService();
  render(
    <I18nextProvider i18n={createI18n(options.language ?? 'en')}>
      <Router hook={location.hook}>
        <ReaderPortContext.Provider value={options.reader}>
          <StartFormScreen
            screen="shipping/cartonization-form"
            operation={operation}
            plugin={options.plugin}
            user={user}
            emulation={options.emulation ?? true}
            api={{} as ApiClient}
            dialogs={dialogs}
            storage={window.localStorage}
          />
        </ReaderPortContext.Provider>
        <DialogHost service={dialogs} />
      </Router>
    </I18nextProvider>,
  );
  return { location };
}

/** Reads as the emulation modal hands them to the page's reader (000 §2.19). */
const emulate = (reads: TagRead[]) => act(() => emulationHub.target()?.emulate(reads));

async function startReading() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start reading' }));
  await screen.findByRole('button', { name: 'Stop reading' });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const notFound: StartSearchResult = { type: 'error', title: 'errors.title', message: 'errors.unknown' };

afterEach(() => window.localStorage.clear());

describe('Start form starting with an RFID search (000 §2.13, 001 §2.3, §4.3)', () => {
  it("[000-2.13-05] [001-2.3-04] shows the 'press start to read' panel with the reader control instead of the form", async () => {
    setup({ plugin: searchingPlugin(async () => notFound) });
    expect(await screen.findByText('Press start to read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start reading' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Parcel/ })).toBeNull();
  });

  it('[000-2.13-05] [000-2.15-18] the start control starts the screen reader, which takes emulated reads', async () => {
    setup({ plugin: searchingPlugin(async () => notFound) });
    expect(await screen.findByText('Press start to read')).toBeInTheDocument();
    expect(emulationHub.target()).toBeDefined();
    await startReading();
    await userEvent.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(await screen.findByRole('button', { name: 'Start reading' })).toBeInTheDocument();
  });

  it('[001-4.3-04] [000-2.15-19] reads reach the start search once, one search at a time, with the reader loading', async () => {
    const answer = deferred<StartSearchResult>();
    const onReads = vi.fn<OnReads>(() => answer.promise);
    const { location } = setup({ plugin: searchingPlugin(onReads) });
    await startReading();
    emulate([{ epc: 'E1' }, { epc: 'E1' }]);
    expect(await screen.findByRole('button', { name: 'Loading the readings' })).toBeDisabled();
    emulate([{ epc: 'E2' }]);
    expect(onReads).toHaveBeenCalledTimes(1);
    expect(onReads).toHaveBeenCalledWith([{ epc: 'E1' }]);
    await act(async () => answer.resolve({ type: 'navigate', formData: {} }));
    await waitFor(() => expect(location.history?.at(-1)).toBe(readingPath));
  });

  it('[001-4.3-04] [000-2.13-13] a found search goes to the submit path with its navigation state and formData', async () => {
    const found: StartSearchResult = {
      type: 'navigate',
      formData: { parcelCode: 'P-1' },
      state: { parcel: { code: 'P-1' }, tags: [{ epc: 'E1' }] },
    };
    const { location } = setup({ plugin: searchingPlugin(async () => found) });
    await startReading();
    emulate([{ epc: 'E1' }]);
    await waitFor(() => expect(location.history?.at(-1)).toBe(readingPath));
    expect(location.state).toEqual({
      parcel: { code: 'P-1' },
      tags: [{ epc: 'E1' }],
      formData: { parcelCode: 'P-1' },
    });
    expect(window.localStorage.getItem(initFormDataKey('3'))).toBe('{"parcelCode":"P-1"}');
  });

  it('[001-4.3-08] not found shows the error and removes the read tags, so the same tag is searched again', async () => {
    const onReads = vi.fn<OnReads>(async () => notFound);
    const { location } = setup({ plugin: searchingPlugin(onReads) });
    await startReading();
    emulate([{ epc: 'E1' }]);
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop reading' })).toBeEnabled());
    emulate([{ epc: 'E1' }]);
    await waitFor(() => expect(onReads).toHaveBeenCalledTimes(2));
    expect(location.history).toEqual(['/shipping/cartonization/INBOUND/form']);
  });

  it('[001-4.3-08] a failed search call shows its error (000 §8) and clears the read tags too', async () => {
    const onReads = vi.fn<OnReads>(async () => {
      throw new ApiError('server', 500, { text: 'Search error' }, { text: 'Server down' });
    });
    setup({ plugin: searchingPlugin(onReads) });
    await startReading();
    emulate([{ epc: 'E1' }]);
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop reading' })).toBeEnabled());
    emulate([{ epc: 'E1' }]);
    await waitFor(() => expect(onReads).toHaveBeenCalledTimes(2));
  });

  it('[001-4.3-08] a reader given by the page serves the search the same way, its clear included', async () => {
    const reader = createFakeReaderPort('off');
    const onReads = vi.fn<OnReads>(async () => notFound);
    setup({ plugin: searchingPlugin(onReads), reader });
    await startReading();
    expect(reader.status()).toBe('reading');
    act(() => reader.emit([{ epc: 'E1' }]));
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    await waitFor(() => expect(onReads).toHaveBeenCalledTimes(1));
    act(() => reader.emit([{ epc: 'E1' }]));
    await waitFor(() => expect(onReads).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['a plugin without a start search', definePlugin({ kind: 'shipping', screens: [], handlers: {} })],
    ['no plugin', undefined],
  ])('[000-2.13-05] with %s says the operation cannot start by reading, with no reader control', async (_, plugin) => {
    setup({ plugin: plugin as ReturnType<typeof searchingPlugin> | undefined });
    expect(await screen.findByText(/cannot start by reading a tag/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start reading' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(emulationHub.target()).toBeUndefined();
  });

  it('[000-4.4-22] [000-4.4-24] a reader that cannot initialise shows the error and goes back', async () => {
    const { location } = setup({ plugin: searchingPlugin(async () => notFound), emulation: false });
    expect(await screen.findByText('Workstation not set')).toBeInTheDocument();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
  });

  it('speaks Italian', async () => {
    setup({ plugin: searchingPlugin(async () => notFound), language: 'it' });
    expect(await screen.findByText('Premi start per leggere')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avvia lettura' })).toBeInTheDocument();
  });
});
