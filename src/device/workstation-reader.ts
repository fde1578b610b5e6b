import { antennaCallQueue } from './antenna-call-queue.ts';
import type { DialogService } from '../core/dialogs.ts';
import type { TagRead } from '../core/readings/reader-contract.ts';
import type { Workstation } from '../core/workstation.ts';
import { createDeviceManagerClient, type AntennaSocket, type DeviceClientOptions } from './device-manager-client.ts';
import { createDeviceManagerRest, type DeviceManagerRest } from './device-manager-rest.ts';
import { createReaderStatus, runClear, type ReaderController } from './reader-controller.ts';

export interface WorkstationReaderDeps {
  workstation: Pick<Workstation, 'code' | 'antennas' | 'deviceManagerUrl' | 'deviceManagerWebsocket'>;
  options?: DeviceClientOptions;
  dialogs: Pick<DialogService, 'toast'>;
  translate: (key: string, params?: Record<string, string>) => string;
  rest?: Pick<DeviceManagerRest, 'startAntenna' | 'stopAntenna'>;
  openSocket?: (url: string) => AntennaSocket;
}

/**
 * The reader of a workstation's antennas through its device manager (000 §4.4): a `ReaderPort` for the pipeline.
 * Antennas that fail to start show 'Workstation {code} could not be started' as an error toast, which sounds the error
 * cue (000 §4.4-20/21); a lost connection that will not be retried shows 'Unable to connect to RFID Reader'.
 */
export function createWorkstationReader(deps: WorkstationReaderDeps): ReaderController {
  const { workstation, dialogs, translate } = deps;
  const status = createReaderStatus();
  const clearListeners = new Set<() => void | Promise<void>>();
  const client = createDeviceManagerClient({
    antennas: workstation.antennas,
    deviceManagerWebsocket: workstation.deviceManagerWebsocket,
    rest: antennaCallQueue.wrap(
      workstation.deviceManagerUrl,
      deps.rest ??
        createDeviceManagerRest({
          baseUrl: workstation.deviceManagerUrl,
          sequential: deps.options?.useSequentialAntennasTurn,
        }),
    ),
    openSocket: deps.openSocket,
    options: deps.options,
    onStartFailure: () =>
      dialogs.toast({
        status: 'error',
        title: translate('device.startFailed', { code: workstation.code }),
      }),
    onConnectionLost: () => {
      if (deps.options?.automaticRestartAntenna) return;
      dialogs.toast({ status: 'error', title: translate('device.errors.unableToConnect') });
    },
  });
  const unsubscribe = client.subscribeStatus(status.setBase);

  return {
    emulated: false,
    status: status.get,
    subscribeStatus: status.subscribe,
    start: client.start,
    stop: client.stop,
    onReads: (listener: (reads: readonly TagRead[]) => void) => client.onReads(listener),
    emulate() {
      // Emulated reads go to the emulated reader only (emulation is a global switch, 000 §2.19).
    },
    clear: () => runClear(status, clearListeners),
    onClear(listener) {
      clearListeners.add(listener);
      return () => clearListeners.delete(listener);
    },
    setLoading: status.setLoading,
    dispose() {
      unsubscribe();
      // A screen that goes away while reading leaves no antenna started on the device manager.
      if (client.status() === 'off') client.dispose();
      else void client.stop().finally(client.dispose);
      status.clearListeners();
      clearListeners.clear();
    },
  };
}
