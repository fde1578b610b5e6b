import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TagRead } from '../core/readings/reader-contract.ts';
import { fakeRest, fakeSockets, testAntenna } from '../test-support/device-test-support.ts';
import { createDeviceManagerClient } from './device-manager-client.ts';
import { createSocketRelay, type RelayCommand, type RelayEvent } from './socket-relay.ts';
import { createWorkerSockets } from './worker-sockets.ts';

/** The page's sockets and the worker's relay joined as a worker joins them: messages go across asynchronously. */
function joined() {
  const network = fakeSockets(true);
  const commands: RelayCommand[] = [];
  let relayPost: (event: RelayEvent) => void = () => {};
  const relay = createSocketRelay({
    openSocket: network.openSocket,
    post: (event) => relayPost(event),
    flushMs: 16,
  });
  const page = createWorkerSockets((command) => {
    commands.push(command);
    queueMicrotask(() => relay.handle(command));
  });
  relayPost = (event) => queueMicrotask(() => page.receive(event));
  return { network, page, commands };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createWorkerSockets() with the device client (scanning sockets in a worker)', () => {
  it('[000-7.5-21] reads sent one message per tag reach the client’s listeners as one chunk per batch, parsed', async () => {
    const { network, page } = joined();
    const client = createDeviceManagerClient({
      antennas: [testAntenna('a1')],
      deviceManagerWebsocket: 'ws://dm.test/',
      rest: fakeRest(),
      openSocket: page.open,
    });
    const chunks: TagRead[][] = [];
    client.onReads((reads) => chunks.push([...reads]));
    const started = client.start();
    await vi.advanceTimersByTimeAsync(50);
    expect(await started).toBe(true);
    expect(client.status()).toBe('reading');
    const socket = network.last();
    expect(socket.url).toBe('ws://dm.test/rfidAntennas/scannings?antennaId=a1');
    for (let index = 0; index < 300; index++) socket.message({ epc: `E${index}`, rssi: -50 });
    socket.message('not json');
    await vi.advanceTimersByTimeAsync(16);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toHaveLength(300);
    expect(chunks[0]![0]).toEqual({ epc: 'E0', rssi: -50, antennaCode: 'ANT-a1' });
    client.dispose();
  });

  it('[000-4.4-18] [000-4.4-15] keep-alives go out through the worker and a socket the network drops is a lost connection', async () => {
    const { network, page } = joined();
    const onConnectionLost = vi.fn();
    const client = createDeviceManagerClient({
      antennas: [testAntenna('a1')],
      deviceManagerWebsocket: 'ws://dm.test/',
      rest: fakeRest(),
      openSocket: page.open,
      options: { automaticStop: false },
      onConnectionLost,
    });
    const started = client.start();
    await vi.advanceTimersByTimeAsync(50);
    await started;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(network.last().sent).toEqual([JSON.stringify({ command: 'keep-alive' })]);
    network.last().message({ status: 'alive' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(network.last().sent).toHaveLength(2);
    expect(onConnectionLost).not.toHaveBeenCalled();
    network.last().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(onConnectionLost).toHaveBeenCalledTimes(1);
    expect(client.status()).toBe('off');
    client.dispose();
  });

  it('[000-4.4-19] closes the worker’s socket when the page closes it, and a worker that fails fails every socket it held', async () => {
    const { network, page, commands } = joined();
    const first = page.open('ws://a');
    const second = page.open('ws://b');
    await vi.advanceTimersByTimeAsync(0);
    first.close();
    first.close();
    expect(commands.filter((command) => command.type === 'close')).toEqual([{ type: 'close', id: 1 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(network.sockets[0]!.closed).toBe(true);
    const failed = vi.fn();
    second.onerror = failed;
    second.onclose = failed;
    page.failAll();
    expect(failed).toHaveBeenCalledTimes(2);
  });
});
