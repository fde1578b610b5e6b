import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createScriptedReader } from '../../test-support/scripted-reader.ts';
import { createI18n } from '../../i18n/index.ts';
import { loadScreen } from '../../runtime/descriptors/load-screen.ts';
import { createDialogService } from '../../runtime/dialog-service.ts';
import { connectReaderToScope, readerActionPort } from '../../runtime/reader/connect-reader-to-scope.ts';
import { createScreenScope } from '../../runtime/state/screen-scope.ts';
import { lookupWidget } from '../../runtime/render/define-widget.ts';
import { widgetRegistry } from '../registry.ts';
import { ScreenView } from '../../runtime/render/ScreenView.tsx';

function renderPanel(language: 'en' | 'it' = 'en') {
  const reader = createScriptedReader({ startMs: 50 });
  const scope = createScreenScope();
  connectReaderToScope(reader, scope);
  const loaded = loadScreen(
    { screen: 'test/antenna-panel', title: 'x', regions: { main: [{ widget: 'antenna-panel' }] } },
    'test.json',
    lookupWidget(widgetRegistry),
  );
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ScreenView
        registry={widgetRegistry}
        screen={loaded}
        scope={scope}
        ports={{ navigate: vi.fn(), dialogs: createDialogService(), reader: readerActionPort(() => reader) }}
      />
    </I18nextProvider>,
  );
  return { reader };
}

describe('antenna-panel widget (000 §2.11)', () => {
  it("[000-2.11-08] says 'connection to station in progress' while the antenna is off or starting", async () => {
    const { reader } = renderPanel();
    expect(screen.getByText('connection to station in progress')).toBeInTheDocument();
    let started!: Promise<boolean>;
    act(() => void (started = reader.start()));
    expect(reader.status()).toBe('starting');
    expect(screen.getByText('connection to station in progress')).toBeInTheDocument();
    expect(screen.queryByText('bring an item to antenna')).toBeNull();
    await act(async () => void (await started));
    expect(screen.getByText('bring an item to antenna')).toBeInTheDocument();
    await act(async () => void (await reader.stop()));
    expect(screen.getByText('connection to station in progress')).toBeInTheDocument();
  });

  it('[000-1-35] shows the animated radio-frequency waves while the antenna reads, none while it is off', async () => {
    const { reader } = renderPanel();
    const waves = () => document.querySelector('[data-rf-waves]');
    expect(waves()).toBeNull();
    await act(async () => void (await reader.start()));
    expect(waves()).toHaveAttribute('data-rf-waves', 'animated');
    expect([...waves()!.children].every((wave) => wave.getAttribute('class')?.includes('animate-rf-wave'))).toBe(true);
    await act(async () => void (await reader.stop()));
    expect(waves()).toBeNull();
  });

  it('speaks Italian', () => {
    renderPanel('it');
    expect(screen.getByText('connessione alla postazione in corso')).toBeInTheDocument();
  });
});
