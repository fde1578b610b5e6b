import { describe, expect, it } from 'vitest';
import { controlPanelOperationLogUrl, controlPanelUrl, isLocalDevelopmentHost } from './control-panel-url.ts';

describe('isLocalDevelopmentHost()', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['station.local', true],
    ['acme-station-prod.example.com', false],
    ['localhost.example.com', false],
  ])('[000-2.6-06] should tell %s → %s', (host, local) => {
    expect(isLocalDevelopmentHost(host)).toBe(local);
  });
});

describe('controlPanelUrl()', () => {
  it.each([
    ['https://acme-station-prod.example.com', 'https://acme-controlpanel-prod.example.com'],
    ['https://station.example.com:8443', 'https://controlpanel.example.com:8443'],
    ['https://station.example.com/dashboard', 'https://controlpanel.example.com'],
  ])('[000-2.6-07] should turn %s into %s', (origin, url) => {
    expect(controlPanelUrl(origin)).toBe(url);
  });

  it.each(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173', 'http://station.local'])(
    '[000-2.6-06] should hide the link on the local development host %s',
    (origin) => {
      expect(controlPanelUrl(origin)).toBeUndefined();
    },
  );

  it('[000-2.6-07] should hide the link when the origin has no station to replace, or is not a URL', () => {
    expect(controlPanelUrl('https://rfid.example.com')).toBeUndefined();
    expect(controlPanelUrl('not a url')).toBeUndefined();
  });
});

describe('controlPanelOperationLogUrl()', () => {
  it("[001-2.14-11] should give the control-panel host + '/operationlogs/INVENTORY/{operationId}'", () => {
    expect(controlPanelOperationLogUrl('https://station.example.com', 'INVENTORY', 'op 7')).toBe(
      'https://controlpanel.example.com/operationlogs/INVENTORY/op%207',
    );
  });

  it('should give nothing where the control-panel link is hidden, or without an operation', () => {
    expect(controlPanelOperationLogUrl('http://localhost:5173', 'INVENTORY', 'op-7')).toBeUndefined();
    expect(controlPanelOperationLogUrl('https://station.example.com', 'INVENTORY', '')).toBeUndefined();
  });
});
