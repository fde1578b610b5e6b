import type { Workstation } from './workstation.ts';

/** The workstation states of 000 §2.20, in the order an operator would hope for them. */
export const workstationStates = ['ready', 'notReady', 'offline'] as const;
export type WorkstationState = (typeof workstationStates)[number];

/**
 * What the station can say of a workstation (000 §2.20): Not ready when it lacks what reading needs (antennas, the
 * device manager's URL and socket, the same checks that stop a reader from starting, 000 §8.3), Off-line when its
 * device manager does not answer, Ready when it does. `deviceManagerAnswers` is undefined while nobody asked yet:
 * a configured workstation then has no state to show.
 */
export function workstationState(
  workstation: Pick<Workstation, 'antennas' | 'deviceManagerUrl' | 'deviceManagerWebsocket'>,
  deviceManagerAnswers: boolean | undefined,
): WorkstationState | undefined {
  const configured =
    workstation.antennas.length > 0 && workstation.deviceManagerUrl !== '' && workstation.deviceManagerWebsocket !== '';
  if (!configured) return 'notReady';
  if (deviceManagerAnswers === undefined) return undefined;
  return deviceManagerAnswers ? 'ready' : 'offline';
}
