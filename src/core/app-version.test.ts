import { describe, expect, it } from 'vitest';
import { appVersion, appVersionInfo } from './app-version.ts';

describe('appVersionInfo()', () => {
  it('[000-1-43] [000-1-44] [000-9-56] should give version 5.6.0 with the build hash and date', () => {
    expect(appVersionInfo({ hash: 'a1b2c3d', date: '2025-06-01' })).toEqual({
      version: '5.6.0',
      hash: 'a1b2c3d',
      date: '2025-06-01',
    });
    expect(appVersion).toBe('5.6.0');
  });

  it.each([{}, { hash: '', date: ' ' }, { hash: 42, date: null }])(
    '[000-1-44] should fall back to dev for missing build values %o',
    (defines) => {
      expect(appVersionInfo(defines)).toEqual({ version: '5.6.0', hash: 'dev', date: 'dev' });
    },
  );

  it('[000-2.9-03] should read the Vite defines, or dev in a build without them', () => {
    const info = appVersionInfo();
    expect(info.version).toBe('5.6.0');
    expect(info.hash).not.toBe('');
    expect(info.date).not.toBe('');
  });
});
