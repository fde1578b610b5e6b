import type { Antenna } from '../core/workstation.ts';
import type { DeviceManagerRest } from './device-manager-rest.ts';

type AntennaCalls = Pick<DeviceManagerRest, 'startAntenna' | 'stopAntenna'>;

/**
 * Start and stop calls of one antenna go to the device manager in the order they were made, one after the other.
 * A screen that closes stops its antennas while the next screen (or React's StrictMode remount) already starts them:
 * without this, the late stop could reach the device manager after the new start and leave the antenna silent.
 */
export function createAntennaCallQueue() {
  const tails = new Map<string, Promise<unknown>>();
  const serialise = <T>(key: string, call: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(call);
    tails.set(key, next);
    void next
      .finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      })
      .catch(() => undefined);
    return next;
  };
  return {
    wrap(baseUrl: string, rest: AntennaCalls): AntennaCalls {
      const key = (antenna: Antenna) => `${baseUrl}|${antenna.id}`;
      return {
        startAntenna: (antenna, antennas) => serialise(key(antenna), () => rest.startAntenna(antenna, antennas)),
        stopAntenna: (antenna, antennas) => serialise(key(antenna), () => rest.stopAntenna(antenna, antennas)),
      };
    },
  };
}

/** The station's one queue: every reader of the tab shares it. */
export const antennaCallQueue = createAntennaCallQueue();
