import { changePasswordLink, currentQcEndpoint, readStationConfig } from './station-config.ts';
import { createMemoryStorage } from './panel/panel-storage.ts';

describe('changePasswordLink() (000 §2.8)', () => {
  it('[000-2.8-06] should lead to the configured password page with a way back to this station', () => {
    const config = readStationConfig({ VITE_STATION_CHANGE_PASSWORD_URL: 'http://idp.test/account/password' });
    expect(changePasswordLink(config, 'http://station.test')).toBe(
      'http://idp.test/account/password?return_to=http%3A%2F%2Fstation.test',
    );
  });

  it('should keep a return address the configuration already names', () => {
    const config = { changePasswordUrl: 'https://sso.example/account?return_to=https%3A%2F%2Fstation.example' };
    expect(changePasswordLink(config, 'http://other')).toBe(config.changePasswordUrl);
  });

  it('should give none without a configured page, or with one that is not a URL', () => {
    expect(changePasswordLink(readStationConfig({}), 'http://station.test')).toBeUndefined();
    expect(changePasswordLink({ changePasswordUrl: 'not a url' }, 'http://station.test')).toBeUndefined();
  });
});

describe('currentQcEndpoint() (002 §7 {brand-prefix})', () => {
  it('should be the stored QC endpoint, else the build one, else the endpoint in use', () => {
    const built = readStationConfig({ VITE_STATION_QC_URL: 'https://qc.build.example' });
    const plain = readStationConfig({});
    expect(currentQcEndpoint(built, createMemoryStorage({ 'station::qcEndpoint': 'https://qc.set.example' }))).toBe(
      'https://qc.set.example',
    );
    expect(currentQcEndpoint(built, createMemoryStorage({}))).toBe('https://qc.build.example');
    expect(currentQcEndpoint(plain, createMemoryStorage({ 'station::endpoint': 'https://api.set.example' }))).toBe(
      'https://api.set.example',
    );
    expect(currentQcEndpoint(plain, createMemoryStorage({}))).toBe('http://localhost:4000');
  });
});

describe('readStationConfig() (000 §1, §7.1)', () => {
  it('[000-1-39] switches read-only mode on from the build setting only', () => {
    expect(readStationConfig({}).readOnly).toBe(false);
    expect(readStationConfig({ VITE_STATION_READ_ONLY: 'false' }).readOnly).toBe(false);
    expect(readStationConfig({ VITE_STATION_READ_ONLY: 'true' }).readOnly).toBe(true);
  });
});
