import { describe, expect, it } from 'vitest';
import { parseWorkstation, type Workstation } from './workstation.ts';
import { workstationState } from './workstation-state.ts';

const workstation = (raw: object) =>
  parseWorkstation({
    id: 'ws',
    antennas: [{ id: 'a1', reader: { code: 'R1', deviceType: 'impinj-speedway-octane' } }],
    deviceManagerUrl: 'http://dm',
    deviceManagerWebsocket: 'ws://dm',
    ...raw,
  }) as Workstation;

describe('workstationState() (000 §2.20)', () => {
  it.each([
    ['no antennas', workstation({ antennas: [] }), true, 'notReady'],
    ['no device-manager URL', workstation({ deviceManagerUrl: '' }), true, 'notReady'],
    ['no device-manager socket', workstation({ deviceManagerWebsocket: '' }), true, 'notReady'],
    ['a silent device manager', workstation({}), false, 'offline'],
    ['an answering device manager', workstation({}), true, 'ready'],
    ['a device manager not asked yet', workstation({}), undefined, undefined],
  ])('should give %s the state %s', (_, given, answers, state) => {
    expect(workstationState(given, answers)).toBe(state);
  });
});
