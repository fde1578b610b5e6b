import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryFullscreen, type FullscreenPort } from './fullscreen.ts';
import { createMemoryStorage } from './panel-storage.ts';
import { operator, renderWithService, testConfig } from '../../test-support/panel-test-utils.tsx';
import { StationSidePanel } from './StationSidePanel.tsx';

function renderPanel({
  stored = {} as Record<string, string>,
  origin = 'https://acme-station-prod.example.com',
  fullscreen = createMemoryFullscreen() as FullscreenPort,
} = {}) {
  const storage = createMemoryStorage(stored);
  const onReload = vi.fn();
  const onRefreshOperations = vi.fn();
  const view = renderWithService((service) => (
    <StationSidePanel
      user={operator}
      config={testConfig}
      dialogs={service}
      development={false}
      onReload={onReload}
      onNavigate={() => {}}
      onRefreshOperations={onRefreshOperations}
      printers={{ printers: [], selected: undefined, onSelect: vi.fn() }}
      supportEmail="help@acme.example"
      storage={storage}
      origin={origin}
      fullscreen={fullscreen}
      adminPassword="2206"
    />
  ));
  return { ...view, storage, onReload, onRefreshOperations };
}

describe('StationSidePanel', () => {
  it('[000-2.6-01] [000-2.6-05] [000-2.6-07] [000-1-08] [000-1-30] should show the logo and its buttons', () => {
    renderPanel();
    const panel = screen.getByRole('complementary', { name: 'Station panel' });
    expect(panel).toContainElement(screen.getByRole('img', { name: 'Station' }));
    for (const name of ['Settings', 'Fullscreen', 'Support', 'Refresh operations']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Control panel' })).toHaveAttribute(
      'href',
      'https://acme-controlpanel-prod.example.com',
    );
  });

  it('[000-2.6-06] should hide the control panel on a local development host', () => {
    renderPanel({ origin: 'http://localhost:5173' });
    expect(screen.queryByRole('link', { name: 'Control panel' })).not.toBeInTheDocument();
  });

  it('[000-1-31] [000-2.6-05] should toggle fullscreen, and hide the button where unsupported', async () => {
    const fullscreen = createMemoryFullscreen();
    const { user, unmount } = renderPanel({ fullscreen });
    await user.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(fullscreen.isActive()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Exit fullscreen' }));
    expect(fullscreen.isActive()).toBe(false);
    unmount();
    renderPanel({ fullscreen: createMemoryFullscreen(false) });
    expect(screen.queryByRole('button', { name: 'Fullscreen' })).not.toBeInTheDocument();
  });

  it('[000-1-32] should refresh operations', async () => {
    const { user, onRefreshOperations } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Refresh operations' }));
    expect(onRefreshOperations).toHaveBeenCalledOnce();
  });

  it('[000-2.6-02] should show no custom backend box for the default endpoint', () => {
    renderPanel({ stored: { 'station::endpoint': 'http://localhost:4000' } });
    expect(screen.queryByRole('button', { name: /Custom backend/ })).not.toBeInTheDocument();
  });

  it('[000-2.6-02] [000-2.6-03] [000-2.6-04] should remove a custom endpoint on yes', async () => {
    const { user, storage, onReload } = renderPanel({ stored: { 'station::endpoint': 'https://api.acme.example' } });
    const box = screen.getByRole('button', { name: /^Custom backend/ });
    expect(box).toHaveTextContent('https://api.acme.example');
    await user.click(box);
    const dialog = await screen.findByRole('dialog', { name: 'Remove custom endpoint' });
    expect(dialog).toHaveTextContent('Return to default station endpoint?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(storage.getItem('station::endpoint')).toBeNull();
    expect(onReload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /Custom backend/ })).not.toBeInTheDocument();
  });

  it('[000-2.6-03] should keep the custom endpoint on no', async () => {
    const { user, storage, onReload } = renderPanel({ stored: { 'station::endpoint': 'https://api.acme.example' } });
    await user.click(screen.getByRole('button', { name: /Custom backend/ }));
    await user.click(await screen.findByRole('button', { name: 'No' }));
    expect(storage.getItem('station::endpoint')).toBe('https://api.acme.example');
    expect(onReload).not.toHaveBeenCalled();
  });

  it('[000-2.6-05] [000-2.7-01] [000-2.9-01] [000-1-29] should open the settings and support dialogs', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('dialog', { name: 'Support' })).toHaveTextContent('help@acme.example');
  });
});
