import { vi } from 'vitest';
import { parseAntenna, type Antenna } from '../core/workstation.ts';
import type { AntennaSocket } from '../device/device-manager-client.ts';

/** A socket the test drives: open it, deliver messages, drop it. */
export class FakeSocket implements AntennaSocket {
  onopen: AntennaSocket['onopen'] = null;
  onmessage: AntennaSocket['onmessage'] = null;
  onerror: AntennaSocket['onerror'] = null;
  onclose: AntennaSocket['onclose'] = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.({});
  }
  message(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop() {
    this.onclose?.({ code: 1006 });
  }
}

export function fakeSockets(autoOpen = true) {
  const sockets: FakeSocket[] = [];
  const openSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    if (autoOpen) queueMicrotask(() => socket.open());
    return socket;
  };
  return { sockets, openSocket, last: () => sockets[sockets.length - 1]! };
}

export const testAntenna = (id: string, deviceType = 'impinj-speedway-octane', extra: object = {}): Antenna =>
  parseAntenna({
    id,
    code: `ANT-${id}`,
    description: `antenna ${id}`,
    zoneId: 'zone-1',
    reader: { code: 'RDR-1', deviceType, settings: {} },
    readerPort: 1,
    txPower: 30,
    writeTxPower: 20,
    rxSensitivity: -70,
    ...extra,
  });

export function fakeRest() {
  return {
    startAntenna: vi.fn(async (_antenna: Antenna, _antennas: readonly Antenna[]) => {}),
    stopAntenna: vi.fn(async (_antenna: Antenna, _antennas: readonly Antenna[]) => {}),
  };
}
