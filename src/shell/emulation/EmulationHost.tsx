import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { tinykeys } from 'tinykeys';
import type { DialogService } from '../../core/dialogs.ts';
import { useLocation } from 'wouter';
import { emulationHub as defaultHub, type EmulationHub } from '../../device/emulation-hub.ts';
import { emulationEnabled } from './emulation-storage.ts';

/**
 * The modal's code is fetched when a page first enables emulation (before any key is pressed), not with the entry: few
 * users emulate. A hotkey pressed while it still loads is not lost: the modal opens once its code is there.
 */
const loadEmulationPanel = () => import('./EmulationPanel.tsx');
const EmulationPanel = lazy(() => loadEmulationPanel().then((module) => ({ default: module.EmulationPanel })));

/** 000 §9 emulation hotkeys: Cmd/Ctrl+E; Ctrl/Cmd/Alt+M. */
export const emulationHotkeys = ['Control+KeyE', 'Meta+KeyE', 'Control+KeyM', 'Meta+KeyM', 'Alt+KeyM'] as const;

/**
 * Opens the emulation modal on its hotkeys when emulation is enabled globally (settings) and on the page (the page's
 * reader is registered on the hub); it closes by itself when the page goes. A key pressed while the page's code or
 * reader is still on its way is kept: the modal opens as soon as the page registers its reader, unless the user has
 * gone to another page meanwhile.
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
  const [location] = useLocation();
  // The page a hotkey was pressed on before it had registered its reader.
  const [waitingOn, setWaitingOn] = useState<string>();
  if (waitingOn !== undefined && (waitingOn !== location || target)) {
    setWaitingOn(undefined);
    if (waitingOn === location) setOpen(true);
  }

  useEffect(() => {
    const show = (event: KeyboardEvent) => {
      if (!emulationEnabled(storage)) return;
      event.preventDefault();
      if (hub.target()) setOpen(true);
      else setWaitingOn(window.location.pathname);
    };
    return tinykeys(window, Object.fromEntries(emulationHotkeys.map((keys) => [keys, show])));
  }, [storage, hub]);

  const emulating = Boolean(target) && emulationEnabled(storage);
  useEffect(() => {
    if (emulating) void loadEmulationPanel();
  }, [emulating]);

  if (!open || !target) return null;
  return (
    <Suspense fallback={null}>
      <EmulationPanel
        target={target}
        storage={storage}
        onHide={() => {
          setOpen(false);
          dialogs.toast({ status: 'info', title: t('device.emulation.hint') });
        }}
      />
    </Suspense>
  );
}
