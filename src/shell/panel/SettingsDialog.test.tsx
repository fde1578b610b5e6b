import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './panel-storage.ts';
import { operator, renderWithService, testConfig } from '../../test-support/panel-test-utils.tsx';
import { SettingsDialog } from './SettingsDialog.tsx';

afterEach(() => vi.useRealTimers());

const printers = [
  { id: 'p1', code: 'PRN-LOM-PACK', description: 'Zebra ZT411 packing bench', ip: 'http://10.0.0.5' },
  { id: 'p2', code: 'PRN-LOM-SORT', description: 'PRN-LOM-SORT', ip: undefined },
];

function renderSettings({
  stored = {},
  admin = false,
  development = false,
  language = 'en' as 'en' | 'it',
  printerList = printers,
} = {}) {
  const onSelectPrinter = vi.fn();
  const storage = createMemoryStorage(stored);
  const onReload = vi.fn();
  const onNavigate = vi.fn();
  const onClose = vi.fn();
  const view = renderWithService(
    (service) => (
      <SettingsDialog
        user={{ ...operator, admin }}
        config={testConfig}
        development={development}
        dialogs={service}
        storage={storage}
        adminPassword="2206"
        onReload={onReload}
        onNavigate={onNavigate}
        onClose={onClose}
        printers={{ printers: printerList, selected: printerList[1], onSelect: onSelectPrinter }}
      />
    ),
    language,
  );
  return { ...view, storage, onReload, onNavigate, onClose, onSelectPrinter };
}

const adminOn = { 'station::adminMode': 'true' };

describe('SettingsDialog admin mode', () => {
  it("[000-2.7-01] [000-2.7-02] should be titled 'Settings' with admin mode disabled", async () => {
    renderSettings();
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DISABLED ADMIN MODE' })).toBeInTheDocument();
  });

  it('[000-2.7-03] [000-2.7-05] [000-4.12-02] [000-4.12-03] should ask the password and persist admin mode', async () => {
    const { user, storage } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'DISABLED ADMIN MODE' }));
    const password = screen.getByLabelText('Insert admin password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, '2206{Enter}');
    expect(screen.getByRole('button', { name: 'ADMIN MODE' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Insert admin password')).not.toBeInTheDocument();
    expect(storage.getItem('station::adminMode')).toBe('true');
  });

  it('[000-4.12-02] should refuse a wrong password with an error toast', async () => {
    const { user, storage } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'DISABLED ADMIN MODE' }));
    await user.type(screen.getByLabelText('Insert admin password'), '1111{Enter}');
    expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Wrong admin password');
    expect(screen.getByLabelText('Insert admin password')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'DISABLED ADMIN MODE' })).toBeInTheDocument();
    expect(storage.getItem('station::adminMode')).toBeNull();
  });

  it('[000-2.7-04] should turn admin mode off without a password', async () => {
    const { user, storage } = renderSettings({ stored: adminOn });
    await user.click(await screen.findByRole('button', { name: 'ADMIN MODE' }));
    expect(screen.getByRole('button', { name: 'DISABLED ADMIN MODE' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Insert admin password')).not.toBeInTheDocument();
    expect(storage.getItem('station::adminMode')).toBe('false');
  });
});

describe('SettingsDialog endpoint', () => {
  it('[000-2.7-06] should show the endpoint read-only normally', async () => {
    const { user, onReload } = renderSettings({ stored: { 'station::endpoint': 'https://api.acme.example' } });
    const input = await screen.findByLabelText('Backend endpoint');
    expect(input).toHaveValue('https://api.acme.example');
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'x{Enter}');
    expect(input).toHaveValue('https://api.acme.example');
    expect(onReload).not.toHaveBeenCalled();
  });

  it('[000-2.7-07] [000-2.7-08] [000-2.7-09] [000-2.7-10] [000-6-22] should save an edited endpoint on Enter and reload', async () => {
    const { user, storage, onReload } = renderSettings({ stored: adminOn });
    const input = await screen.findByLabelText('Backend endpoint');
    expect(input).toHaveValue('http://localhost:4000');
    expect(input).not.toHaveAttribute('readonly');
    await user.clear(input);
    await user.type(input, 'https://api.acme.example');
    expect(onReload).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(storage.getItem('station::endpoint')).toBe('https://api.acme.example');
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('SettingsDialog QC status endpoint (002 §7, the QC base a station setting)', () => {
  it('should show the backend endpoint while no QC endpoint is set, and save one in admin mode', async () => {
    const { user, storage, onReload } = renderSettings({ stored: adminOn });
    const input = await screen.findByLabelText('QC status endpoint');
    expect(input).toHaveValue('http://localhost:4000');
    await user.clear(input);
    await user.type(input, 'https://qc.acme.example/brand{Enter}');
    expect(storage.getItem('station::qcEndpoint')).toBe('https://qc.acme.example/brand');
    expect(storage.getItem('station::endpoint')).toBeNull();
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('should clear the override when the default is typed back, and be read-only without admin mode', async () => {
    const { user, storage } = renderSettings({
      stored: { ...adminOn, 'station::qcEndpoint': 'https://qc.acme.example' },
    });
    const input = await screen.findByLabelText('QC status endpoint');
    expect(input).toHaveValue('https://qc.acme.example');
    await user.clear(input);
    await user.type(input, 'http://localhost:4000{Enter}');
    expect(storage.getItem('station::qcEndpoint')).toBeNull();
  });
});

describe('SettingsDialog language', () => {
  it('[000-2.7-11] [000-2.7-12] [000-9-29] should store the language and reload after 100 ms', async () => {
    const { storage, onReload } = renderSettings();
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(screen.getByRole('radio', { name: 'Italiano' }));
    expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    expect(storage.getItem('station::language')).toBe('it');
    act(() => vi.advanceTimersByTime(99));
    expect(onReload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('[000-2.7-11] should show the language in use, Italian', async () => {
    renderSettings({ language: 'it' });
    await screen.findByRole('dialog', { name: 'Impostazioni' });
    expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'MODALITÀ ADMIN DISATTIVATA' })).toBeInTheDocument();
  });
});

describe('SettingsDialog utilities and emulation', () => {
  it('[000-2.7-14] [000-2.7-18] should hide Utilities and the emulation toggles for a plain user', async () => {
    renderSettings();
    await screen.findByRole('dialog', { name: 'Settings' });
    expect(screen.queryByRole('button', { name: 'Utilities' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('[000-2.7-14] [000-2.7-15] [000-6-23] should lead to /utilities in admin mode', async () => {
    const { user, onNavigate, onClose } = renderSettings({ stored: adminOn });
    await user.click(await screen.findByRole('button', { name: 'Utilities' }));
    expect(onNavigate).toHaveBeenCalledWith('/utilities');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['an admin user', { admin: true }],
    ['the development flag', { development: true }],
    ['admin mode', { stored: adminOn }],
  ])(
    '[000-2.7-16] [000-2.7-17] [000-2.7-18] [000-6-24] [000-3-localstate-05] should show the emulation toggles for %s',
    async (_, options) => {
      const { user, storage } = renderSettings(options);
      const emulation = await screen.findByRole('switch', { name: 'enable workstation emulation' });
      const print = screen.getByRole('switch', { name: 'enable browser print emulation' });
      await user.click(emulation);
      expect(emulation).toBeChecked();
      expect(storage.getItem('station::emulation')).toBe('true');
      await user.click(print);
      expect(storage.getItem('station::zbpEmulation')).toBe('true');
      await user.click(print);
      expect(print).not.toBeChecked();
      expect(storage.getItem('station::zbpEmulation')).toBe('false');
    },
  );
});

describe('SettingsDialog contents', () => {
  it('[000-1-27] covers the backend endpoint, language, admin mode, workstation and browser-print emulation, and the printer', async () => {
    renderSettings({ admin: true });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog).toContainElement(screen.getByLabelText('Backend endpoint'));
    expect(dialog).toContainElement(screen.getByRole('radio', { name: 'Italiano' }));
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'DISABLED ADMIN MODE' }));
    expect(dialog).toContainElement(screen.getByRole('switch', { name: 'enable workstation emulation' }));
    expect(dialog).toContainElement(screen.getByRole('switch', { name: 'enable browser print emulation' }));
    expect(dialog).toContainElement(screen.getByLabelText('Select printer'));
  });
});

describe('SettingsDialog printer selection', () => {
  it("[000-2.7-13] should offer the printers under 'Select printer' with the chosen one selected", async () => {
    const { onSelectPrinter } = renderSettings();
    const select = await screen.findByLabelText('Select printer');
    expect(select).toHaveValue('p2');
    expect(screen.getByRole('option', { name: 'Zebra ZT411 packing bench (PRN-LOM-PACK)' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: 'p1' } });
    expect(onSelectPrinter).toHaveBeenCalledWith(printers[0]);
    fireEvent.change(select, { target: { value: '' } });
    expect(onSelectPrinter).toHaveBeenLastCalledWith(undefined);
  });

  it('should say when no printer is set up, in Italian too', async () => {
    renderSettings({ printerList: [], language: 'it' });
    expect(await screen.findByLabelText('Seleziona stampante')).toBeDisabled();
    expect(screen.getByText('Nessuna stampante configurata per i tuoi punti vendita.')).toBeInTheDocument();
  });
});
