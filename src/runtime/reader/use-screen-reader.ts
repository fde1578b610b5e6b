import { useEffect, useMemo, useRef, useState } from 'react';
import { describeError } from '../../core/describe-error.ts';
import type { DialogService } from '../../core/dialogs.ts';
import type { Workstation } from '../../core/workstation.ts';
import type { DeviceClientOptions } from '../../device/device-manager-client.ts';
import { emulationHub, type EmulationHub } from '../../device/emulation-hub.ts';
import { initialiseReader, type InitialiseReaderInput } from '../../device/initialise-reader.ts';
import type { ReaderController } from '../../device/reader-controller.ts';
import type { ScreenScope } from '../state/screen-scope.ts';
import { connectReaderToScope, readerActionPort } from './connect-reader-to-scope.ts';

export interface ScreenReaderInput {
  /** false: the screen does not read (no reader is made); true by default. */
  enabled?: boolean;
  scope: ScreenScope;
  workstation: Workstation | undefined;
  /** The global emulation switch. */
  emulation: boolean;
  /** Emulation enabled on this page: the emulation modal's reads come to this reader. */
  emulationOnPage?: boolean;
  options?: DeviceClientOptions;
  dialogs: Pick<DialogService, 'toast'>;
  translate: (key: string, params?: Record<string, string>) => string;
  /** 000 §4.4-24: where an initialisation failure goes (the screen's back). */
  onInitialisationFailure: () => void;
  /** Start reading as soon as the reader is ready (e.g. 000 §2.11-06). */
  startOnOpen?: boolean;
  hub?: EmulationHub;
  openSocket?: InitialiseReaderInput['openSocket'];
}

/**
 * A screen owns its reader: created when the screen opens, published in the scope root `reader`, registered for
 * emulation when the page allows it, stopped and dropped with the screen. An initialisation failure shows the error
 * titled 'rfid reader initialization' (nothing in emulation) and goes back (000 §4.4-22/23/24).
 */
export function useScreenReader(input: ScreenReaderInput) {
  const [reader, setReader] = useState<ReaderController>();
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });
  const {
    enabled = true,
    scope,
    workstation,
    emulation,
    emulationOnPage,
    options,
    startOnOpen,
    hub = emulationHub,
  } = input;
  const optionsKey = JSON.stringify(options ?? {});
  // A reader that could not start for these inputs is reported once (StrictMode runs the effect twice).
  const failedFor = useRef<string>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const { dialogs, translate, onInitialisationFailure, openSocket } = latest.current;
    const initialised = initialiseReader({
      workstation,
      emulation,
      options: JSON.parse(optionsKey) as DeviceClientOptions,
      dialogs,
      translate,
      openSocket,
    });
    if (!initialised.ok) {
      const attempt = JSON.stringify([workstation?.id, emulation, optionsKey]);
      if (failedFor.current === attempt) return;
      failedFor.current = attempt;
      if (!emulation) {
        // Titled by what failed ('rfid reader initialization', 000 §8.3), described by why (000 §4.4-22).
        const { message } = describeError(initialised.error, translate);
        dialogs.toast({ status: 'error', title: translate('device.initialization'), description: message });
      }
      onInitialisationFailure();
      return;
    }
    const created = initialised.reader;
    const disconnect = connectReaderToScope(created, scope);
    const unregister = emulationOnPage ? hub.register(created) : undefined;
    setReader(created);
    if (startOnOpen) void created.start();
    return () => {
      unregister?.();
      disconnect();
      created.dispose();
      setReader(undefined);
    };
  }, [enabled, scope, workstation, emulation, emulationOnPage, optionsKey, startOnOpen, hub]);

  const port = useMemo(() => readerActionPort(() => reader), [reader]);
  return { reader, port };
}
