import type { Antenna } from '../core/workstation.ts';
import { deviceTiming } from './device-constants.ts';
import type { DeviceManagerRest } from './device-manager-rest.ts';

export interface StartFailure {
  antennas: Antenna[];
  error: unknown;
}

type AntennaRest = Pick<DeviceManagerRest, 'startAntenna' | 'stopAntenna'>;

/** Waits `ms`: the gaps between antenna requests and sockets (000 §4.4). */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The start requests of 000 §4.4: one per antenna, 100 ms apart; in sequential mode (useSequentialAntennasTurn) one
 * after the other, where a failed antenna clears the list so that none of them reads.
 */
export async function startAntennas(
  rest: AntennaRest,
  antennas: readonly Antenna[],
  sequential: boolean,
): Promise<{ started: Antenna[]; failure?: StartFailure }> {
  if (sequential) {
    const started: Antenna[] = [];
    for (const antenna of antennas) {
      try {
        await rest.startAntenna(antenna, antennas);
        started.push(antenna);
      } catch (error) {
        return { started: [], failure: { antennas: [antenna], error } };
      }
    }
    return { started };
  }
  const results = await Promise.all(
    antennas.map(async (antenna, index) => {
      if (index > 0) await delay(index * deviceTiming.antennaGapMs);
      try {
        await rest.startAntenna(antenna, antennas);
        return { antenna, ok: true as const };
      } catch (error) {
        return { antenna, ok: false as const, error };
      }
    }),
  );
  const failed = results.filter((result) => !result.ok);
  return {
    started: results.filter((result) => result.ok).map((result) => result.antenna),
    failure: failed.length
      ? {
          antennas: failed.map((result) => result.antenna),
          error: failed[0] && 'error' in failed[0] ? failed[0].error : undefined,
        }
      : undefined,
  };
}

/** The stop requests of 000 §4.4, 100 ms apart: true when every antenna reported stopped. */
export async function stopAntennas(rest: AntennaRest, antennas: readonly Antenna[]): Promise<boolean> {
  const results = await Promise.all(
    antennas.map(async (antenna, index) => {
      if (index > 0) await delay(index * deviceTiming.antennaGapMs);
      try {
        await rest.stopAntenna(antenna, antennas);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return results.every(Boolean);
}
