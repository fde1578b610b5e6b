import { describe, expect, it } from 'vitest';
import { commandsSocketUrl, scanningsSocketUrl } from './socket-urls.ts';

describe('scanningsSocketUrl() / commandsSocketUrl()', () => {
  it('[000-7.5-21] [000-7.5-22] join the websocket base, with or without a path prefix or a trailing slash', () => {
    expect(scanningsSocketUrl('ws://localhost:4002/', 'a 1')).toBe(
      'ws://localhost:4002/rfidAntennas/scannings?antennaId=a%201',
    );
    expect(commandsSocketUrl('wss://dm.example/device', 'a1')).toBe(
      'wss://dm.example/device/rfidAntennas/commands?antennaId=a1',
    );
  });
});
