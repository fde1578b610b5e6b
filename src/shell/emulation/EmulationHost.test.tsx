import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { createEmulationHub } from '../../device/emulation-hub.ts';
import { createI18n } from '../../i18n/index.ts';
import { EmulationHost } from './EmulationHost.tsx';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

function setup({ global = true, page = true } = {}) {
  const hub = createEmulationHub();
  const target = { emulate: vi.fn() };
  if (page) hub.register(target);
  const storage = memoryStorage(global ? { 'station::emulation': 'true' } : {});
  const dialogs = { toast: vi.fn() };
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <EmulationHost dialogs={dialogs} storage={storage} hub={hub} />
    </I18nextProvider>,
  );
  return { hub, target, storage, dialogs };
}

const panel = () => screen.queryByRole('dialog', { name: 'Emulation' });
/** The modal's code loads on first use: it shows a moment after the key. */
const shownPanel = () => screen.findByRole('dialog', { name: 'Emulation' });

describe('EmulationHost (000 §2.19)', () => {
  it.each(['{Control>}e{/Control}', '{Meta>}e{/Meta}', '{Control>}m{/Control}', '{Meta>}m{/Meta}', '{Alt>}m{/Alt}'])(
    '[000-2.19-01] [000-2.19-02] [000-9-48] opens with %s',
    async (keys) => {
      setup();
      await userEvent.keyboard(keys);
      expect(await shownPanel()).toBeInTheDocument();
    },
  );

  it.each([
    ['not enabled globally', { global: false }],
    ['not enabled on the page', { page: false }],
  ])('[000-2.19-03] stays closed when emulation is %s', async (_what, options) => {
    setup(options);
    await userEvent.keyboard('{Control>}e{/Control}');
    expect(panel()).toBeNull();
  });

  it('[000-2.19-04] [000-2.19-07] [000-2.19-14] [000-2.19-15] [000-2.19-17] emulates the normalised tags as EPCs', async () => {
    const { target } = setup();
    await userEvent.keyboard('{Control>}e{/Control}');
    await shownPanel();
    const textarea = screen.getByLabelText('paste comma separated tags');
    expect(textarea).toHaveFocus();
    await userEvent.type(textarea, '"E1"; E2{Enter}E3');
    await userEvent.click(screen.getByRole('button', { name: 'Emulate' }));
    expect(target.emulate).toHaveBeenCalledWith([{ epc: 'E1' }, { epc: 'E2' }, { epc: 'E3' }]);
  });

  it('[000-2.19-10] [000-2.19-11] the NFC switch emulates UIDs and is remembered', async () => {
    const { target, storage } = setup();
    await userEvent.keyboard('{Control>}e{/Control}');
    await shownPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'NFC' }));
    expect(storage.values.get('station::emulationIdentifierType')).toBe('NFC');
    await userEvent.type(screen.getByLabelText('paste comma separated tags'), '04A1');
    await userEvent.click(screen.getByRole('button', { name: 'Emulate' }));
    expect(target.emulate).toHaveBeenCalledWith([{ uid: '04A1' }]);
  });

  it('[000-2.19-05] [000-2.19-06] [000-2.19-08] [000-2.19-09] [000-3-localstate-06] saves to a named list, emulates a saved entry again and deletes it', async () => {
    const { target, storage } = setup();
    await userEvent.keyboard('{Control>}e{/Control}');
    await shownPanel();
    await userEvent.type(screen.getByLabelText('paste comma separated tags'), 'E1,E2');
    await userEvent.click(screen.getByRole('button', { name: 'Save to list' }));
    await userEvent.type(screen.getByLabelText('Insert emulation name'), 'shelf{Enter}');
    expect(storage.values.get('station::emulationList')).toBe('[{"name":"shelf","value":"E1,E2"}]');
    await userEvent.clear(screen.getByLabelText('paste comma separated tags'));
    await userEvent.click(screen.getByRole('button', { name: 'Emulate shelf' }));
    expect(target.emulate).toHaveBeenCalledWith([{ epc: 'E1' }, { epc: 'E2' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete shelf' }));
    expect(screen.queryByRole('button', { name: 'Emulate shelf' })).toBeNull();
    expect(storage.values.get('station::emulationList')).toBe('[]');
  });

  it('[000-2.19-12] [000-2.19-13] Hide Emulation hides it with the hint to show it again', async () => {
    const { dialogs } = setup();
    await userEvent.keyboard('{Control>}e{/Control}');
    await shownPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Emulation' }));
    expect(panel()).toBeNull();
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'info', title: 'Press [CTRL+E] to show again' });
  });

  it('closes when the page that enabled emulation goes', async () => {
    const { hub } = setup({ page: false });
    const unregister = hub.register({ emulate: vi.fn() });
    await userEvent.keyboard('{Control>}e{/Control}');
    expect(await shownPanel()).toBeInTheDocument();
    act(() => unregister());
    expect(panel()).toBeNull();
  });

  it('[000-9-48] opens once the page registers its reader when the key came while its code was still loading', async () => {
    const { hub } = setup({ page: false });
    await userEvent.keyboard('{Control>}e{/Control}');
    expect(panel()).toBeNull();
    act(() => void hub.register({ emulate: vi.fn() }));
    expect(await shownPanel()).toBeInTheDocument();
  });

  it('forgets a key pressed on a page the user left before its reader came', async () => {
    await import('./EmulationPanel.tsx');
    const { hub } = setup({ page: false });
    await userEvent.keyboard('{Control>}e{/Control}');
    act(() => navigate('/elsewhere'));
    act(() => void hub.register({ emulate: vi.fn() }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(panel()).toBeNull();
    act(() => navigate('/'));
  });
});
