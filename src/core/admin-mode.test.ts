import { describe, expect, it } from 'vitest';
import {
  adminPassword,
  demoAdminPassword,
  emulationTogglesVisible,
  isDevelopmentBuild,
  lockAdminMode,
  matchesAdminPassword,
  readAdminMode,
  unlockAdminMode,
} from './admin-mode.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('adminPassword()', () => {
  it('[000-6-21] should use the build setting VITE_STATION_ADMIN_PASSWORD', () => {
    expect(adminPassword({ VITE_STATION_ADMIN_PASSWORD: ' 4711 ' })).toBe('4711');
  });

  it.each([{}, { VITE_STATION_ADMIN_PASSWORD: '' }, { VITE_STATION_ADMIN_PASSWORD: '  ' }])(
    '[000-6-21] should fall back to the numeric demo password for %o',
    (env) => {
      expect(adminPassword(env)).toBe(demoAdminPassword);
      expect(demoAdminPassword).toMatch(/^\d+$/);
    },
  );
});

describe('matchesAdminPassword()', () => {
  it.each([
    ['2206', '2206', true],
    ['2207', '2206', false],
    ['220', '2206', false],
    ['22066', '2206', false],
    ['', '2206', false],
    ['', '', false],
  ])('[000-4.12-02] should compare %j with %j as %s', (input, expected, result) => {
    expect(matchesAdminPassword(input, expected)).toBe(result);
  });
});

describe('unlockAdminMode() / lockAdminMode() / readAdminMode()', () => {
  it('[000-4.12-01] [000-6-25] should be off when nothing is stored', () => {
    expect(readAdminMode(memoryStorage())).toBe(false);
  });

  it('[000-4.12-02] [000-4.12-03] should turn on and persist with the right password', () => {
    const storage = memoryStorage();
    expect(unlockAdminMode(storage, '2206', '2206')).toBe(true);
    expect(storage.values.get('station::adminMode')).toBe('true');
    expect(readAdminMode(storage)).toBe(true);
  });

  it('[000-4.12-02] should stay off with a wrong password', () => {
    const storage = memoryStorage();
    expect(unlockAdminMode(storage, '1111', '2206')).toBe(false);
    expect(storage.values.has('station::adminMode')).toBe(false);
  });

  it('[000-2.7-04] [000-4.12-03] should turn off without a password and persist it', () => {
    const storage = memoryStorage({ 'station::adminMode': 'true' });
    lockAdminMode(storage);
    expect(readAdminMode(storage)).toBe(false);
    expect(storage.values.get('station::adminMode')).toBe('false');
  });
});

describe('emulationTogglesVisible()', () => {
  it.each([
    [{ userAdmin: false, development: false, adminMode: false }, false],
    [{ userAdmin: true, development: false, adminMode: false }, true],
    [{ userAdmin: false, development: true, adminMode: false }, true],
    [{ userAdmin: false, development: false, adminMode: true }, true],
  ])('[000-2.7-18] [000-6-24] should give %o → %s', (state, visible) => {
    expect(emulationTogglesVisible(state)).toBe(visible);
  });
});

describe('isDevelopmentBuild()', () => {
  it('[000-2.7-18] should read the Vite DEV flag', () => {
    expect(isDevelopmentBuild({ DEV: true })).toBe(true);
    expect(isDevelopmentBuild({ DEV: false })).toBe(false);
    expect(isDevelopmentBuild({})).toBe(false);
  });
});
