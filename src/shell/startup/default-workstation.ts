/**
 * The default workstation, stored per user (000 §3) under `station::defaultWorkstation` as {userId: workstationId},
 * and the start-up rule that picks it (000 §4.2 step 4).
 */
import { storageKeys } from '../../core/storage-keys.ts';
import type { Workstation } from '../../core/workstation.ts';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readAll(storage: KeyValueStorage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKeys.defaultWorkstation) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function readDefaultWorkstationId(storage: KeyValueStorage, userId: string): string | undefined {
  const all = readAll(storage);
  return Object.hasOwn(all, userId) ? all[userId] : undefined;
}

export function saveDefaultWorkstation(storage: KeyValueStorage, userId: string, workstationId: string): void {
  storage.setItem(storageKeys.defaultWorkstation, JSON.stringify({ ...readAll(storage), [userId]: workstationId }));
}

/**
 * 000 §4.2 step 4: exactly one workstation is the default (and is saved); with more than one, the saved default
 * when it is still among them; otherwise none.
 */
export function chooseDefaultWorkstation(
  workstations: readonly Workstation[],
  savedId: string | undefined,
): { workstation: Workstation | undefined; save: boolean } {
  if (workstations.length === 1) return { workstation: workstations[0], save: true };
  return { workstation: workstations.find((workstation) => workstation.id === savedId), save: false };
}
