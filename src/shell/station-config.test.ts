import { changePasswordLink, readStationConfig } from './station-config.ts';

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
