import { storageKeys } from '../../core/storage-keys.ts';
import type { EmulationIdentifierType } from './emulation-reads.ts';

export interface SavedEmulation {
  name: string;
  value: string;
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved emulations (000 §3 emulationList, entries {name, value}); anything malformed is left out. */
export function readEmulationList(storage: Store): SavedEmulation[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.emulationList) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown) => {
      const { name, value } = (entry ?? {}) as Record<string, unknown>;
      return typeof name === 'string' && typeof value === 'string' ? [{ name, value }] : [];
    });
  } catch {
    return [];
  }
}

export function writeEmulationList(storage: Store, list: readonly SavedEmulation[]): void {
  storage.setItem(storageKeys.emulationList, JSON.stringify(list));
}

/** 000 §3 emulationIdentifierType, UHF by default. */
export function readEmulationIdentifierType(storage: Store): EmulationIdentifierType {
  return storage.getItem(storageKeys.emulationIdentifierType) === 'NFC' ? 'NFC' : 'UHF';
}

export function writeEmulationIdentifierType(storage: Store, type: EmulationIdentifierType): void {
  storage.setItem(storageKeys.emulationIdentifierType, type);
}

/** The global emulation switch (settings). */
export const emulationEnabled = (storage: Pick<Storage, 'getItem'>) =>
  storage.getItem(storageKeys.emulation) === 'true';
