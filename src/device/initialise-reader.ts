import type { DialogService } from '../core/dialogs.ts';
import type { Workstation } from '../core/workstation.ts';
import type { DeviceClientOptions } from './device-manager-client.ts';
import { deviceError } from './device-error.ts';
import { createEmulatedReader } from './emulated-reader.ts';
import type { ReaderController } from './reader-controller.ts';
import { createWorkstationReader, type WorkstationReaderDeps } from './workstation-reader.ts';

export interface InitialiseReaderInput {
  workstation: Workstation | undefined;
  /** The global emulation switch (000 §2.19): the emulated reader, and no device-manager checks. */
  emulation: boolean;
  options?: DeviceClientOptions;
  dialogs: Pick<DialogService, 'toast'>;
  translate: WorkstationReaderDeps['translate'];
  openSocket?: WorkstationReaderDeps['openSocket'];
}

export type ReaderInitialisation = { ok: true; reader: ReaderController } | { ok: false; error: unknown };

/**
 * A screen's reader (000 §4.4): the emulated one in emulation, else the workstation's antennas through its device
 * manager. A workstation that cannot read is an initialisation failure, named by its 000 §8.3 device message.
 */
export function initialiseReader(input: InitialiseReaderInput): ReaderInitialisation {
  if (input.emulation) return { ok: true, reader: createEmulatedReader() };
  const { workstation } = input;
  if (!workstation) return { ok: false, error: deviceError('device.errors.workstationNotSet') };
  if (workstation.antennas.length === 0) return { ok: false, error: deviceError('device.errors.noAntennas') };
  if (!workstation.deviceManagerUrl || !workstation.deviceManagerWebsocket)
    return { ok: false, error: deviceError('device.errors.unableToConnectWorkstation') };
  return {
    ok: true,
    reader: createWorkstationReader({
      workstation,
      options: input.options,
      dialogs: input.dialogs,
      translate: input.translate,
      openSocket: input.openSocket,
    }),
  };
}
