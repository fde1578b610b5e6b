import type { Antenna, Workstation } from '../core/workstation.ts';
import { emulatedWeightKg } from './device-constants.ts';
import {
  createDeviceManagerRest,
  type BalanceWeight,
  type DeviceManagerRest,
  type KillTagRequest,
  type WriteTagRequest,
} from './device-manager-rest.ts';

/** The one-shot device calls a screen makes besides reading: write, kill, the scale, custom operations (000 §7.5). */
export interface DeviceOperations {
  write(request: WriteTagRequest): Promise<void>;
  kill(request: KillTagRequest): Promise<void>;
  /** The scale's weight; 8.24 kg in emulation (000 §9). */
  balanceWeight(): Promise<BalanceWeight>;
  startCustomOperation(antenna: Antenna, operationType: string): Promise<'started' | 'unsupported'>;
}

export function createDeviceOperations(input: {
  workstation: Pick<Workstation, 'antennas' | 'deviceManagerUrl' | 'balance'>;
  emulation: boolean;
  rest?: DeviceManagerRest;
}): DeviceOperations {
  const { workstation } = input;
  const rest = input.rest ?? createDeviceManagerRest({ baseUrl: workstation.deviceManagerUrl });
  return {
    write: (request) => rest.write(workstation.antennas, request),
    kill: (request) => rest.kill(workstation.antennas, request),
    balanceWeight: async () =>
      input.emulation
        ? { weight: emulatedWeightKg, response: `${emulatedWeightKg} kg` }
        : rest.balanceWeight(workstation.balance),
    startCustomOperation: (antenna, operationType) => rest.startCustomOperation(antenna, operationType),
  };
}
