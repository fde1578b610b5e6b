import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { createApiClient } from './http-client.ts';
import {
  fetchApplicationSettings,
  parseApplicationSettings,
  parseMonitoringSettings,
  settingValue,
} from './application-settings.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchApplicationSettings()', () => {
  it('[000-7.2-06] [000-3-appsetting-01] should GET applicationSettings/client and read {code, value}', async () => {
    const { api, urls } = stubbedApi(200, [
      { code: 'useSequentialAntennasTurn', value: 'False' },
      { code: 'showProductImage', value: 'yes' },
    ]);
    await expect(fetchApplicationSettings(api)).resolves.toEqual([
      { code: 'useSequentialAntennasTurn', value: 'False' },
      { code: 'showProductImage', value: 'yes' },
    ]);
    expect(urls()).toEqual(['http://api.test/api/v1/applicationSettings/client']);
  });

  it.each([500, 401, 404])(
    '[000-7.2-07] [000-3-appsetting-10] should give an empty list when it fails with %i',
    async (status) => {
      const { api } = stubbedApi(status, { message: 'nope' });
      await expect(fetchApplicationSettings(api)).resolves.toEqual([]);
    },
  );

  it('[000-7.2-07] [000-3-appsetting-10] should give an empty list when there is no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const api = createApiClient({ baseUrl: () => 'http://api.test', accessToken: () => undefined });
    await expect(fetchApplicationSettings(api)).resolves.toEqual([]);
  });
});

describe('parseApplicationSettings()', () => {
  it('should keep readable settings, turning numbers and booleans into text', () => {
    expect(
      parseApplicationSettings([
        { code: 'a', value: 1 },
        { code: 'b', value: true },
        { code: 'c' },
        { value: 'x' },
        'd',
        null,
      ]),
    ).toEqual([
      { code: 'a', value: '1' },
      { code: 'b', value: 'true' },
      { code: 'c', value: '' },
    ]);
    expect(parseApplicationSettings({ content: [] })).toEqual([]);
  });

  it('should find a value by code', () => {
    const settings = [{ code: 'userSelfInitializationPolicy', value: 'all' }];
    expect(settingValue(settings, 'userSelfInitializationPolicy')).toBe('all');
    expect(settingValue(settings, 'showProductImage')).toBeUndefined();
  });
});

describe('parseMonitoringSettings() (000 §3 analytics and error monitoring)', () => {
  it('[000-1-42] [000-3-appsetting-07] should read the analytics enable setting and the error-monitoring settings', () => {
    expect(
      parseMonitoringSettings([
        { code: 'analyticsEnabled', value: 'True' },
        { code: 'errorMonitoringEnabled', value: 'true' },
        { code: 'errorMonitoringUrl', value: ' https://monitor.example/42 ' },
        { code: 'errorMonitoringSessionSampleRate', value: '50' },
        { code: 'errorMonitoringReplaySampleRate', value: '5' },
      ]),
    ).toEqual({
      analyticsEnabled: true,
      errorMonitoring: { enabled: true, url: 'https://monitor.example/42', sessionSampleRate: 50, replaySampleRate: 5 },
    });
  });

  it('[000-3-appsetting-08] [000-3-appsetting-09] should default the session rate to 100 and the replay rate to 20', () => {
    expect(parseMonitoringSettings([])).toEqual({
      analyticsEnabled: false,
      errorMonitoring: { enabled: false, url: '', sessionSampleRate: 100, replaySampleRate: 20 },
    });
  });

  it.each(['', 'lots', '-1', '101'])(
    '[000-3-appsetting-08] [000-3-appsetting-09] should take %j as not a rate',
    (value) => {
      const { errorMonitoring } = parseMonitoringSettings([
        { code: 'errorMonitoringSessionSampleRate', value },
        { code: 'errorMonitoringReplaySampleRate', value },
      ]);
      expect([errorMonitoring.sessionSampleRate, errorMonitoring.replaySampleRate]).toEqual([100, 20]);
    },
  );
});
