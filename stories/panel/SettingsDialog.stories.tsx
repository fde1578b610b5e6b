import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';
import type { LoggedUser } from '../../src/core/logged-user.ts';
import type { Printer } from '../../src/core/printers.ts';
import { SettingsDialog } from '../../src/shell/panel/SettingsDialog.tsx';
import { PanelStory, storyAdmin, storyConfig, storyOperator } from './panel-story.tsx';

const storyPrinters: Printer[] = [
  { id: 'p1', code: 'PRN-LOM-PACK', description: 'Zebra ZT411 packing bench', ip: 'http://10.0.0.5/pstprnt' },
  { id: 'p2', code: 'PRN-LOM-SORT', description: 'Zebra ZD621 sorting line', ip: 'http://10.0.0.6/pstprnt' },
];

function SettingsStory({
  user,
  development,
  stored,
  onReload,
  onNavigate,
}: {
  user: LoggedUser;
  development: boolean;
  stored?: Record<string, string>;
  onReload: () => void;
  onNavigate: (path: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const [printer, setPrinter] = useState<Printer | undefined>(storyPrinters[0]);
  return (
    <PanelStory stored={stored}>
      {({ service, storage }) => (
        <div className="p-6">
          <button type="button" onClick={() => setOpen(true)} className="rounded-xl bg-neutral-800 px-4 py-3">
            Open settings
          </button>
          {open && (
            <SettingsDialog
              user={user}
              config={storyConfig}
              development={development}
              dialogs={service}
              storage={storage}
              adminPassword="2206"
              onReload={onReload}
              onNavigate={onNavigate}
              onClose={() => setOpen(false)}
              printers={{ printers: storyPrinters, selected: printer, onSelect: setPrinter }}
            />
          )}
        </div>
      )}
    </PanelStory>
  );
}

const meta = {
  title: 'Shell/Settings dialog',
  component: SettingsStory,
  args: { user: storyOperator, development: false, onReload: fn(), onNavigate: fn() },
} satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdminModeOff: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Settings' });
    await expect(screen.getByLabelText('Backend endpoint')).toHaveAttribute('readonly');
    await expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'DISABLED ADMIN MODE' }));
    await userEvent.type(screen.getByLabelText('Insert admin password'), '2206{Enter}');
    await expect(screen.getByRole('button', { name: 'ADMIN MODE' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Utilities' })).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'DISABLED ADMIN MODE' }));
    await userEvent.type(screen.getByLabelText('Insert admin password'), '1111{Enter}');
    await expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Wrong admin password');
  },
};

export const AdminModeOn: Story = {
  args: { stored: { 'station::adminMode': 'true' } },
  play: async ({ args }) => {
    const endpoint = await screen.findByLabelText('Backend endpoint');
    await expect(endpoint).not.toHaveAttribute('readonly');
    await expect(screen.getByRole('switch', { name: 'enable workstation emulation' })).toBeInTheDocument();
    await userEvent.clear(endpoint);
    await userEvent.type(endpoint, 'https://api.aurelia-test.example{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Utilities' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/utilities');
  },
};

export const AdminUser: Story = {
  args: { user: storyAdmin },
  play: async () => {
    const print = await screen.findByRole('switch', { name: 'enable browser print emulation' });
    await userEvent.click(print);
    await expect(print).toBeChecked();
    await expect(screen.queryByRole('button', { name: 'Utilities' })).not.toBeInTheDocument();
  },
};

export const Italian: Story = {
  globals: { language: 'it' },
  args: { development: true },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Impostazioni' });
    await expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
    await expect(screen.getByRole('switch', { name: 'abilita emulazione postazione' })).toBeInTheDocument();
  },
};
