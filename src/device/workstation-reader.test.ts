import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRest, fakeSockets, testAntenna } from '../test-support/device-test-support.ts';
import { createWorkstationReader } from './workstation-reader.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const workstation = {
  code: 'WS-1',
  antennas: [testAntenna('a1')],
  deviceManagerUrl: 'http://dm',
  deviceManagerWebsocket: 'ws://dm',
};
const translate = (key: string, params?: Record<string, string>) => `${key}${params ? JSON.stringify(params) : ''}`;

function setup(automaticRestartAntenna = false) {
  const rest = fakeRest();
  const sockets = fakeSockets();
  const dialogs = { toast: vi.fn() };
  const reader = createWorkstationReader({
    workstation,
    dialogs,
    translate,
    rest,
    openSocket: sockets.openSocket,
    options: { automaticRestartAntenna },
  });
  return { reader, rest, sockets, dialogs };
}

describe('createWorkstationReader() (000 §4.4)', () => {
  it('[000-4.4-20] [000-4.4-21] antennas that fail to start show an error toast (which sounds the error cue)', async () => {
    const { reader, rest, dialogs } = setup();
    rest.startAntenna.mockRejectedValue(new Error('down'));
    await expect(reader.start()).resolves.toBe(false);
    expect(dialogs.toast).toHaveBeenCalledWith({ status: 'error', title: 'device.startFailed{"code":"WS-1"}' });
    expect(reader.status()).toBe('off');
  });

  it("[000-7.5-01] starts and stops the antennas at the workstation's deviceManagerUrl", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const sockets = fakeSockets();
    const reader = createWorkstationReader({
      workstation: { ...workstation, deviceManagerUrl: 'http://dm.ws-lom:8090' },
      dialogs: { toast: vi.fn() },
      translate,
      openSocket: sockets.openSocket,
    });
    await expect(reader.start()).resolves.toBe(true);
    const stopped = reader.stop();
    await vi.advanceTimersByTimeAsync(10);
    await stopped;
    const urls = fetchMock.mock.calls.map((call) => {
      const [request] = call as unknown as [Request | string];
      return (typeof request === 'string' ? request : request.url).split('?')[0];
    });
    expect(urls).toEqual([
      'http://dm.ws-lom:8090/api/v1/readers/antenna/a1/start',
      'http://dm.ws-lom:8090/api/v1/readers/antenna/a1/stop',
    ]);
    reader.dispose();
  });

  it('follows the device client: starting, reading, then off after stop', async () => {
    const { reader } = setup();
    const statuses: string[] = [];
    reader.subscribeStatus((status) => statuses.push(status));
    await reader.start();
    const stopped = reader.stop();
    await vi.advanceTimersByTimeAsync(10);
    await expect(stopped).resolves.toBe(true);
    expect(statuses).toEqual(['starting', 'on', 'reading', 'off']);
  });

  it("a lost socket without auto-restart says 'Unable to connect to RFID Reader'; with it, nothing", async () => {
    const plain = setup();
    await plain.reader.start();
    plain.sockets.last().drop();
    expect(plain.dialogs.toast).toHaveBeenCalledWith({ status: 'error', title: 'device.errors.unableToConnect' });
    const restarting = setup(true);
    await restarting.reader.start();
    restarting.sockets.last().drop();
    expect(restarting.dialogs.toast).not.toHaveBeenCalled();
    restarting.reader.dispose();
  });

  it('dispose while reading stops the antennas on the device manager', async () => {
    const { reader, rest } = setup();
    await reader.start();
    reader.dispose();
    await vi.advanceTimersByTimeAsync(10);
    expect(rest.stopAntenna).toHaveBeenCalledTimes(1);
  });
});
