import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { tinykeys } from 'tinykeys';
import type { DialogService } from '../../core/dialogs.ts';
import { emulationHub as defaultHub, type EmulationHub } from '../../device/emulation-hub.ts';
import { EmulationPanel } from './EmulationPanel.tsx';
import { emulationEnabled } from './emulation-storage.ts';

/** 000 §9 emulation hotkeys: Cmd/Ctrl+E; Ctrl/Cmd/Alt+M. */
export const emulationHotkeys = ['Control+KeyE', 'Meta+KeyE', 'Control+KeyM', 'Meta+KeyM', 'Alt+KeyM'] as const;

/**
 * Opens the emulation modal on its hotkeys when emulation is enabled globally (settings) and on the page (the page's
 * reader is registered on the hub); it closes by itself when the page goes.
 */
export function EmulationHost({
  dialogs,
  storage = window.localStorage,
  hub = defaultHub,
}: {
  dialogs: Pick<DialogService, 'toast'>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  hub?: EmulationHub;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const target = useSyncExternalStore(hub.subscribe, hub.target);

  useEffect(() => {
    const show = (event: KeyboardEvent) => {
      if (!emulationEnabled(storage) || !hub.target()) return;
      event.preventDefault();
      setOpen(true);
    };
    return tinykeys(window, Object.fromEntries(emulationHotkeys.map((keys) => [keys, show])));
  }, [storage, hub]);

  if (!open || !target) return null;
  return (
    <EmulationPanel
      target={target}
      storage={storage}
      onHide={() => {
        setOpen(false);
        dialogs.toast({ status: 'info', title: t('device.emulation.hint') });
      }}
    />
  );
}
