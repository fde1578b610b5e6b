import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagRead } from '../core/readings/reader-contract.ts';
import { createDeviceManagerClient, type DeviceClientOptions } from './device-manager-client.ts';
import { fakeRest, fakeSockets, testAntenna } from '../test-support/device-test-support.ts';

const antennas = [testAntenna('a1'), testAntenna('a2')];

function setup(options: DeviceClientOptions = {}, autoOpen = true) {
  const rest = fakeRest();
  const sockets = fakeSockets(autoOpen);
  const onStartFailure = vi.fn();
  const onConnectionLost = vi.fn();
  const client = createDeviceManagerClient({
    antennas,
    deviceManagerWebsocket: 'ws://dm.test/',
    rest,
    openSocket: sockets.openSocket,
    options,
    onStartFailure,
    onConnectionLost,
  });
  const reads: TagRead[][] = [];
  client.onReads((chunk) => reads.push([...chunk]));
  const statuses: string[] = [];
  client.subscribeStatus((status) => statuses.push(status));
  return { client, rest, sockets, reads, statuses, onStartFailure, onConnectionLost };
}

async function started(context: ReturnType<typeof setup>) {
  const result = context.client.start();
  await vi.advanceTimersByTimeAsync(250);
  return result;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createDeviceManagerClient() start (000 §4.4)', () => {
  it('[000-4.4-04] [000-4.4-05] [000-4.4-06] [000-9-21] sends a start request per antenna 100 ms apart, then opens one socket per antenna 100 ms apart', async () => {
    const context = setup();
    const result = context.client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2);
    expect(context.rest.startAntenna.mock.calls.map(([antenna]) => antenna.id)).toEqual(['a1', 'a2']);
    expect(context.sockets.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(99);
    expect(context.sockets.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.sockets.sockets.map((socket) => socket.url)).toEqual([
      'ws://dm.test/rfidAntennas/scannings?antennaId=a1',
      'ws://dm.test/rfidAntennas/scannings?antennaId=a2',
    ]);
    await expect(result).resolves.toBe(true);
  });

  it('[000-4.4-01] [000-4.4-03] goes off → starting → on → reading when a socket opens', async () => {
    const context = setup();
    await started(context);
    expect(context.statuses).toEqual(['starting', 'on', 'reading']);
    expect(context.client.status()).toBe('reading');
  });

  it('reports the antennas that failed to start and resolves false; the others still read', async () => {
    const context = setup();
    context.rest.startAntenna.mockImplementation(async (antenna) => {
      if (antenna.id === 'a2') throw new Error('boom');
    });
    await expect(started(context)).resolves.toBe(false);
    expect(context.onStartFailure).toHaveBeenCalledWith(expect.objectContaining({ antennas: [antennas[1]] }));
    expect(context.sockets.sockets).toHaveLength(1);
    expect(context.client.status()).toBe('reading');
  });

  it('is off again when no antenna started', async () => {
    const context = setup();
    context.rest.startAntenna.mockRejectedValue(new Error('down'));
    await expect(started(context)).resolves.toBe(false);
    expect(context.client.status()).toBe('off');
    expect(context.sockets.sockets).toHaveLength(0);
  });

  it('[000-4.4-07] in sequential mode starts antennas one by one, each after the previous answered', async () => {
    const context = setup({ useSequentialAntennasTurn: true });
    let release!: () => void;
    context.rest.startAntenna.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const result = context.client.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(true);
  });

  it('[000-4.4-08] in sequential mode a failed antenna clears the list: no antenna reads', async () => {
    const context = setup({ useSequentialAntennasTurn: true });
    context.rest.startAntenna.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('a2 down'));
    await expect(started(context)).resolves.toBe(false);
    expect(context.sockets.sockets).toHaveLength(0);
    expect(context.client.status()).toBe('off');
    expect(context.onStartFailure).toHaveBeenCalledWith(expect.objectContaining({ antennas: [antennas[1]] }));
  });
});

describe('createDeviceManagerClient() reads', () => {
  it('[000-7.5-21] parses socket messages and hands them on in chunks, not one by one', async () => {
    const context = setup({ automaticStop: false });
    await started(context);
    const [first, second] = context.sockets.sockets;
    first!.message({ epc: 'E1', tid: 'T1' }); // the first after a quiet spell goes at once
    first!.message({ type: 'keep-alive' });
    first!.message('not json');
    second!.message({ uid: 'U1' });
    first!.message({ epc: 'E2' });
    expect(context.reads).toEqual([[{ epc: 'E1', tid: 'T1', antennaCode: 'ANT-a1' }]]);
    await vi.advanceTimersByTimeAsync(20);
    expect(context.reads).toEqual([
      [{ epc: 'E1', tid: 'T1', antennaCode: 'ANT-a1' }],
      [
        { uid: 'U1', antennaCode: 'ANT-a2' },
        { epc: 'E2', antennaCode: 'ANT-a1' },
      ],
    ]);
  });
});

describe('createDeviceManagerClient() stop', () => {
  it('[000-4.4-12] [000-4.4-13] [000-4.4-19] stops every antenna, closes the sockets and is true when all stopped', async () => {
    const context = setup();
    await started(context);
    const result = context.client.stop();
    await vi.advanceTimersByTimeAsync(150);
    await expect(result).resolves.toBe(true);
    expect(context.rest.stopAntenna.mock.calls.map(([antenna]) => antenna.id)).toEqual(['a1', 'a2']);
    expect(context.sockets.sockets.every((socket) => socket.closed)).toBe(true);
    expect(context.client.status()).toBe('off');
  });

  it('[000-4.4-13] is false when an antenna does not report stopped', async () => {
    const context = setup();
    await started(context);
    context.rest.stopAntenna.mockRejectedValueOnce(new Error('no'));
    const result = context.client.stop();
    await vi.advanceTimersByTimeAsync(150);
    await expect(result).resolves.toBe(false);
  });

  it('[000-4.4-14] [000-9-23] raises the manual-stop flag and clears it after 300 ms', async () => {
    const context = setup();
    await started(context);
    const result = context.client.stop();
    await vi.advanceTimersByTimeAsync(100); // the second antenna's stop goes 100 ms after the first
    await result;
    expect(context.client.manualStopActive()).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(context.client.manualStopActive()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.client.manualStopActive()).toBe(false);
  });
});

describe('createDeviceManagerClient() lost sockets', () => {
  it('[000-4.4-15] a socket closed without a manual stop stops the client; without auto-restart nothing more', async () => {
    const context = setup();
    await started(context);
    context.sockets.sockets[0]!.drop();
    expect(context.client.status()).toBe('off');
    expect(context.onConnectionLost).toHaveBeenCalledWith(antennas[0]);
    expect(context.sockets.sockets[1]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2);
  });

  it('[000-4.4-16] [000-9-20] with automaticRestartAntenna starts again 1 s later', async () => {
    const context = setup({ automaticRestartAntenna: true, automaticStop: false });
    await started(context);
    context.sockets.sockets[1]!.onerror?.({});
    await vi.advanceTimersByTimeAsync(999);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(250);
    expect(context.client.status()).toBe('reading');
    expect(context.sockets.sockets).toHaveLength(4);
  });

  it('[000-4.4-17] tries at most 4 times while starting keeps failing', async () => {
    const context = setup({ automaticRestartAntenna: true, automaticStop: false });
    await started(context);
    context.rest.startAntenna.mockRejectedValue(new Error('down'));
    context.sockets.sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(20_000);
    // 2 at first, then 4 attempts of 2 antennas each
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2 + 4 * 2);
    expect(context.client.status()).toBe('off');
  });

  it('a socket dropped three times during a read comes back each time (each successful restart resets the tries)', async () => {
    const context = setup({ automaticRestartAntenna: true, automaticStop: false });
    await started(context);
    for (let drop = 0; drop < 3; drop += 1) {
      context.sockets.last().drop();
      await vi.advanceTimersByTimeAsync(1300);
      expect(context.client.status()).toBe('reading');
    }
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(8);
  });

  it('[000-4.4-14] a close right after a manual stop is not a lost connection', async () => {
    const context = setup({ automaticRestartAntenna: true });
    await started(context);
    const socket = context.sockets.sockets[0]!;
    const onclose = socket.onclose;
    const result = context.client.stop();
    onclose?.({});
    await vi.advanceTimersByTimeAsync(2000);
    await result;
    expect(context.onConnectionLost).not.toHaveBeenCalled();
    expect(context.rest.startAntenna).toHaveBeenCalledTimes(2);
  });
});

describe('createDeviceManagerClient() keep-alive', () => {
  it('[000-4.4-18] [000-9-22] sends a keep-alive every 3 s on each socket while reading', async () => {
    const context = setup({ automaticStop: false });
    await started(context);
    const [first] = context.sockets.sockets;
    await vi.advanceTimersByTimeAsync(3000);
    expect(first!.sent).toEqual(['{"command":"keep-alive"}']);
    first!.message({ type: 'keep-alive' });
    context.sockets.sockets[1]!.message({ type: 'keep-alive' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(first!.sent).toHaveLength(2);
    expect(context.client.status()).toBe('reading');
  });

  it('declares a socket lost when nothing at all arrived since the previous keep-alive', async () => {
    const context = setup({ automaticStop: false });
    await started(context);
    await vi.advanceTimersByTimeAsync(3000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(context.client.status()).toBe('off');
    expect(context.onConnectionLost).toHaveBeenCalled();
  });

  it('a late timer (throttled background tab) does not declare a socket lost whose answers arrived', async () => {
    let clock = 0;
    const rest = fakeRest();
    const sockets = fakeSockets();
    const client = createDeviceManagerClient({
      antennas: [antennas[0]!],
      deviceManagerWebsocket: 'ws://dm.test',
      rest,
      openSocket: sockets.openSocket,
      options: { automaticStop: false },
      now: () => clock,
    });
    const result = client.start();
    await vi.advanceTimersByTimeAsync(10);
    await result;
    clock = 3000;
    await vi.advanceTimersByTimeAsync(3000); // first keep-alive at t=3 s
    clock = 3005;
    sockets.sockets[0]!.message({ type: 'keep-alive' }); // answered at once
    clock = 63_000; // the next tick fires a minute late
    await vi.advanceTimersByTimeAsync(3000);
    expect(client.status()).toBe('reading');
    expect(sockets.sockets[0]!.sent).toHaveLength(2);
  });
});

describe('createDeviceManagerClient() auto-stop', () => {
  it('[000-4.4-09] [000-4.4-10] [000-4.4-11] stops 5 s after the last read, the timer restarting on reads', async () => {
    const context = setup();
    const answer = () => context.sockets.sockets.forEach((socket) => socket.message({ type: 'keep-alive' }));
    await started(context); // t = 250
    await vi.advanceTimersByTimeAsync(3000);
    answer();
    await vi.advanceTimersByTimeAsync(1000);
    context.sockets.sockets[0]!.message({ epc: 'E1' }); // t = 4250: the last read
    await vi.advanceTimersByTimeAsync(2000);
    answer();
    await vi.advanceTimersByTimeAsync(3000); // t = 9250, 5 s after the read but for the chunk delay
    expect(context.client.status()).toBe('reading');
    answer();
    await vi.advanceTimersByTimeAsync(200);
    expect(context.rest.stopAntenna).toHaveBeenCalledTimes(2);
    expect(context.client.status()).toBe('off');
  });

  it('does not stop by itself when automaticStop is off (000 §2.11 write tag)', async () => {
    const context = setup({ automaticStop: false });
    await started(context);
    for (let i = 0; i < 5; i += 1) {
      context.sockets.sockets.forEach((socket) => socket.message({ type: 'keep-alive' }));
      await vi.advanceTimersByTimeAsync(3000);
    }
    expect(context.rest.stopAntenna).not.toHaveBeenCalled();
    expect(context.client.status()).toBe('reading');
  });
});
