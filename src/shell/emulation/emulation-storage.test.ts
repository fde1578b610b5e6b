import { describe, expect, it } from 'vitest';
import { emulationReads } from './emulation-reads.ts';
import {
  readEmulationIdentifierType,
  readEmulationList,
  writeEmulationIdentifierType,
  writeEmulationList,
} from './emulation-storage.ts';

const memory = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

describe('emulation storage (000 §3 locally persisted state)', () => {
  it('[000-2.19-06] keeps saved emulations as {name, value} under station::emulationList', () => {
    const storage = memory();
    writeEmulationList(storage, [{ name: 'shelf', value: 'E1,E2' }]);
    expect(storage.getItem('station::emulationList')).toBe('[{"name":"shelf","value":"E1,E2"}]');
    expect(readEmulationList(storage)).toEqual([{ name: 'shelf', value: 'E1,E2' }]);
  });

  it.each(['nonsense', '{"a":1}', '[{"name":1,"value":"x"},null]'])('reads %s as no list', (stored) => {
    const storage = memory();
    storage.setItem('station::emulationList', stored);
    expect(readEmulationList(storage)).toEqual([]);
  });

  it('[000-2.19-11] [000-3-localstate-07] [000-9-49] persists the identifier type, UHF by default', () => {
    const storage = memory();
    expect(readEmulationIdentifierType(storage)).toBe('UHF');
    writeEmulationIdentifierType(storage, 'NFC');
    expect(readEmulationIdentifierType(storage)).toBe('NFC');
  });
});

describe('emulationReads()', () => {
  it('[000-2.19-17] gives EPCs for UHF and UIDs for NFC', () => {
    expect(emulationReads(['A', 'B'], 'UHF')).toEqual([{ epc: 'A' }, { epc: 'B' }]);
    expect(emulationReads(['A'], 'NFC')).toEqual([{ uid: 'A' }]);
  });
});
