import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createScriptedReader } from '../../test-support/scripted-reader.ts';
import { createI18n } from '../../i18n/index.ts';
import type { WidgetNode } from '../../runtime/descriptors/descriptor-types.ts';
import { loadScreen } from '../../runtime/descriptors/load-screen.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { connectReaderToScope, readerActionPort } from '../../runtime/reader/connect-reader-to-scope.ts';
import { createScreenScope } from '../../runtime/state/screen-scope.ts';
import { DialogHost } from '../../ui/dialogs/DialogHost.tsx';
import { lookupWidget } from '../../runtime/render/define-widget.ts';
import { widgetRegistry } from '../registry.ts';
import { ScreenView } from '../../runtime/render/ScreenView.tsx';

function renderReaderScreen(
  nodes: WidgetNode[],
  readerOptions = {},
  language: 'en' | 'it' = 'en',
  handlers: Record<string, (args: Record<string, unknown>) => Promise<void>> = {},
) {
  const reader = createScriptedReader(readerOptions);
  const scope = createScreenScope();
  connectReaderToScope(reader, scope);
  const dialogs = createDialogService();
  const loaded = loadScreen(
    { screen: 'test/reader', title: 'x', regions: { sidebar: nodes } },
    'test.json',
    lookupWidget(widgetRegistry),
  );
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ScreenView
        registry={widgetRegistry}
        screen={loaded}
        scope={scope}
        ports={{ navigate: vi.fn(), dialogs, reader: readerActionPort(() => reader), handlers }}
      />
      <DialogHost service={dialogs} />
    </I18nextProvider>,
  );
  return { reader };
}

describe('reader-control widget (000 §2.15, §4.4)', () => {
  it('[000-4.4-01] play shows the loader while starting, then pause; pause stops', async () => {
    let started!: () => void;
    const startGate = new Promise<void>((resolve) => (started = resolve));
    const { reader } = renderReaderScreen([{ widget: 'reader-control' }], { startGate });
    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    expect(screen.getByRole('button', { name: 'Starting the antennas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('reader-loader')).toBeInTheDocument();
    await act(async () => started());
    await userEvent.click(await screen.findByRole('button', { name: 'Stop reading' }));
    await screen.findByRole('button', { name: 'Start reading' });
    expect(reader.status()).toBe('off');
  });

  it('a start that fails comes back to play', async () => {
    renderReaderScreen([{ widget: 'reader-control' }], { startSucceeds: false });
    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start reading' })).toBeEnabled());
  });

  it('[000-4.4-02] [000-2.15-23] clear shows its loader while the readings clear', async () => {
    const { reader } = renderReaderScreen([{ widget: 'reader-control' }]);
    let release!: () => void;
    const cleared = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    reader.onClear(cleared);
    await userEvent.click(screen.getByRole('button', { name: 'Clear readings' }));
    expect(screen.getByRole('button', { name: 'Clearing the readings' })).toBeDisabled();
    await act(async () => release());
    await screen.findByRole('button', { name: 'Clear readings' });
    expect(cleared).toHaveBeenCalledTimes(1);
  });

  it("[000-2.15-22] runs the node's action (the screen's own clear) once the readings are cleared", async () => {
    const order: string[] = [];
    const screenClear = vi.fn(async () => void order.push('screen clear'));
    const { reader } = renderReaderScreen(
      [{ widget: 'reader-control', action: { type: 'handler', name: 'screenClear' } }],
      {},
      'en',
      { screenClear },
    );
    reader.onClear(() => void order.push('readings cleared'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear readings' }));
    await waitFor(() => expect(screenClear).toHaveBeenCalledOnce());
    expect(order).toEqual(['readings cleared', 'screen clear']);
    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    expect(screenClear).toHaveBeenCalledOnce();
  });

  it('asks before clearing when askBeforeClear is set, and does nothing on No', async () => {
    const { reader } = renderReaderScreen([{ widget: 'reader-control', props: { askBeforeClear: true } }]);
    const cleared = vi.fn();
    reader.onClear(cleared);
    await userEvent.click(screen.getByRole('button', { name: 'Clear readings' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel|no/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cleared).not.toHaveBeenCalled();
  });

  it('[000-2.15-19] [000-2.15-20] [000-4.4-02] shows the loader and ignores play/pause while the screen works on reads (loading)', async () => {
    const { reader } = renderReaderScreen([{ widget: 'reader-control' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Start reading' }));
    act(() => reader.setLoading(true));
    const busy = await screen.findByRole('button', { name: 'Loading the readings' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    act(() => reader.setLoading(false));
    expect(await screen.findByRole('button', { name: 'Stop reading' })).toBeEnabled();
  });

  it('speaks Italian', () => {
    renderReaderScreen([{ widget: 'reader-control' }], {}, 'it');
    expect(screen.getByRole('button', { name: 'Avvia lettura' })).toBeInTheDocument();
  });
});
