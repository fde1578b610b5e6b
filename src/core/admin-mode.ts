import { storageKeys } from './storage-keys.ts';

/**
 * Admin mode (000 §4.12, §6): off or on, persisted under `station::adminMode`. Turning it on needs the fixed numeric
 * admin password held in the client; turning it off needs nothing.
 *
 * The password is the build setting `VITE_STATION_ADMIN_PASSWORD`; a build without it uses the documented demo
 * password below (spec README decision). The password is never shown in the UI.
 */
export const demoAdminPassword = '2206';

export type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function adminPassword(env: Record<string, string | boolean | undefined> = import.meta.env): string {
  const raw = env.VITE_STATION_ADMIN_PASSWORD;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : demoAdminPassword;
}

/** Compares every character whatever the first difference, so the time taken does not tell how much was right. */
export function matchesAdminPassword(input: string, expected: string): boolean {
  let difference = input.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= (input.charCodeAt(i) || 0) ^ expected.charCodeAt(i);
  }
  return difference === 0 && expected !== '';
}

export function readAdminMode(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(storageKeys.adminMode) === 'true';
}

/** Turns admin mode on when `input` is the password; returns whether it is on now. */
export function unlockAdminMode(storage: FlagStorage, input: string, expected: string): boolean {
  if (!matchesAdminPassword(input, expected)) return readAdminMode(storage);
  storage.setItem(storageKeys.adminMode, 'true');
  return true;
}

/** Turning admin mode off needs no password (000 §2.7). */
export function lockAdminMode(storage: FlagStorage): void {
  storage.setItem(storageKeys.adminMode, 'false');
}

/** 000 §2.7, §6: the emulation toggles show for an admin user, with the development flag, or in admin mode. */
export function emulationTogglesVisible(state: { userAdmin: boolean; development: boolean; adminMode: boolean }) {
  return state.userAdmin || state.development || state.adminMode;
}

/** The development flag of 000 §2.7: a Vite development build. */
export function isDevelopmentBuild(env: Record<string, string | boolean | undefined> = import.meta.env): boolean {
  return env.DEV === true;
}
