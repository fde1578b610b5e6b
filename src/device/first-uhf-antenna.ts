import type { Antenna } from '../core/workstation.ts';
import { uhfDeviceTypes } from './device-constants.ts';

/** 000 §7.5-14: write and kill use the first antenna whose reader is a UHF device type. */
export function firstUhfAntenna(antennas: readonly Antenna[]): Antenna | undefined {
  return antennas.find((antenna) => (uhfDeviceTypes as readonly string[]).includes(antenna.reader.deviceType));
}
