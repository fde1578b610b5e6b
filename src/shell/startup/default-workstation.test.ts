import { describe, expect, it } from 'vitest';
import { demoWorkstations, memoryStorage } from '../../test-support/dashboard-fixtures.ts';
import { chooseDefaultWorkstation, readDefaultWorkstationId, saveDefaultWorkstation } from './default-workstation.ts';

const [inbound, pack] = demoWorkstations as [(typeof demoWorkstations)[0], (typeof demoWorkstations)[0]];

describe('readDefaultWorkstationId() and saveDefaultWorkstation()', () => {
  it('[000-3-workstation-06] [000-3-localstate-02] should keep one default per user under station::defaultWorkstation', () => {
    const storage = memoryStorage();
    saveDefaultWorkstation(storage, 'u1', 'ws-in');
    saveDefaultWorkstation(storage, 'u2', 'ws-pack');
    saveDefaultWorkstation(storage, 'u1', 'ws-mil');
    expect(readDefaultWorkstationId(storage, 'u1')).toBe('ws-mil');
    expect(readDefaultWorkstationId(storage, 'u2')).toBe('ws-pack');
    expect(readDefaultWorkstationId(storage, 'u3')).toBeUndefined();
    expect(JSON.parse(storage.data.get('station::defaultWorkstation') ?? '')).toEqual({ u1: 'ws-mil', u2: 'ws-pack' });
  });

  it.each(['not json', '"ws-in"', '["ws-in"]', '{"u1": 3}', 'null'])('should read %j as no default', (stored) => {
    const storage = memoryStorage({ 'station::defaultWorkstation': stored });
    expect(readDefaultWorkstationId(storage, 'u1')).toBeUndefined();
    saveDefaultWorkstation(storage, 'u1', 'ws-in');
    expect(readDefaultWorkstationId(storage, 'u1')).toBe('ws-in');
  });

  it('should not read inherited members as a user', () => {
    expect(readDefaultWorkstationId(memoryStorage(), 'toString')).toBeUndefined();
  });
});

describe('chooseDefaultWorkstation()', () => {
  it('[000-4.2-05] should choose and save the only workstation', () => {
    expect(chooseDefaultWorkstation([inbound], undefined)).toEqual({ workstation: inbound, save: true });
    expect(chooseDefaultWorkstation([inbound], 'ws-pack')).toEqual({ workstation: inbound, save: true });
  });

  it('[000-4.2-06] should restore the saved default among several', () => {
    expect(chooseDefaultWorkstation(demoWorkstations, 'ws-pack')).toEqual({ workstation: pack, save: false });
  });

  it('[000-4.2-06] should choose none when the saved default is gone, or none is saved, or there is none', () => {
    expect(chooseDefaultWorkstation(demoWorkstations, 'ws-gone')).toEqual({ workstation: undefined, save: false });
    expect(chooseDefaultWorkstation(demoWorkstations, undefined)).toEqual({ workstation: undefined, save: false });
    expect(chooseDefaultWorkstation([], 'ws-in')).toEqual({ workstation: undefined, save: false });
  });
});
