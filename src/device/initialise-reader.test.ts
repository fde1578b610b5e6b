import { describe, expect, it, vi } from 'vitest';
import { parseWorkstation, type Workstation } from '../core/workstation.ts';
import { initialiseReader } from './initialise-reader.ts';

const base = { dialogs: { toast: vi.fn() }, translate: (key: string) => key };
const workstation = (extra: object = {}) =>
  parseWorkstation({
    id: 'ws',
    code: 'WS',
    antennas: [{ id: 'a1', reader: { code: 'R', deviceType: 'sensormatic' } }],
    deviceManagerUrl: 'http://dm',
    deviceManagerWebsocket: 'ws://dm',
    ...extra,
  }) as Workstation;

describe('initialiseReader() (000 §4.4-22, §8.3)', () => {
  it('gives the emulated reader in emulation, even without a workstation', () => {
    const result = initialiseReader({ ...base, workstation: undefined, emulation: true });
    expect(result.ok && result.reader.emulated).toBe(true);
  });

  it.each([
    ['no workstation', undefined, 'device.errors.workstationNotSet'],
    ['no antennas', workstation({ antennas: [] }), 'device.errors.noAntennas'],
    ['no device manager', workstation({ deviceManagerUrl: '' }), 'device.errors.unableToConnectWorkstation'],
  ])('fails with %s', (_what, given, key) => {
    const result = initialiseReader({ ...base, workstation: given, emulation: false });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatchObject({ detail: { key } });
  });

  it("gives the workstation's reader otherwise", () => {
    const result = initialiseReader({ ...base, workstation: workstation(), emulation: false });
    expect(result.ok && result.reader.emulated).toBe(false);
  });
});
