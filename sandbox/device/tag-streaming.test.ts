import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDeviceEmulator, type DeviceEmulator } from './device-emulator.ts';
import {
  type CollectingSocket,
  epcs,
  makeTags,
  openSocket,
  readerBody,
  request,
  sleep,
  waitFor,
} from './emulator-test-client.ts';

const startQuery = 'sessionId=client1&memoryBank=TID&address=0&numBlocks=6';

describe('device emulator: scannings stream', () => {
  let emulator: DeviceEmulator;
  const sockets: CollectingSocket[] = [];

  beforeEach(async () => {
    emulator = await startDeviceEmulator({ host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
    await emulator.close();
  });

  async function scannings(antennaId: string): Promise<CollectingSocket> {
    const socket = await openSocket(`${emulator.websocketUrl}/rfidAntennas/scannings?antennaId=${antennaId}`);
    sockets.push(socket);
    return socket;
  }

  const antennaUrl = (antennaId: string, action: string, query: string): string =>
    `${emulator.url}/api/v1/readers/antenna/${antennaId}/${action}?${query}`;

  it('000 §7.5: port 0 picks a free port and the urls report it', () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(emulator.websocketUrl).toBe(emulator.url.replace('http:', 'ws:'));
  });

  it('000 §7.5, 000 §4.4: a started antenna streams a field of 2,000 tags to its scannings socket at the configured rate, and stop stops it', async () => {
    const tagsPerSecond = 5000;
    const field = makeTags(2000);
    emulator.setField('ant-1', field);
    expect((await request('PUT', `${emulator.url}/emulator/antennas/ant-1/rate`, { tagsPerSecond })).status).toBe(200);

    const start = await request('POST', antennaUrl('ant-1', 'start', startQuery), readerBody());
    expect(start).toMatchObject({ status: 200, body: { ok: true } });
    const client = await scannings('ant-1');
    const openedAt = performance.now();
    await waitFor(() => client.messages.length >= 2000, 5000, '2,000 reads');
    const elapsedMs = performance.now() - openedAt;

    // Round robin from the start of the field: the first 2,000 reads are the 2,000 distinct tags, in order.
    expect(epcs(client.messages.slice(0, 2000))).toEqual(field.map((tag) => tag.epc));
    // 2,000 reads at 5,000/s take 400 ms; the rate limiter must not send them much faster, nor much slower.
    expect(elapsedMs).toBeGreaterThanOrEqual(300);
    expect(elapsedMs).toBeLessThan(4000);
    expect(client.messages[0]).toEqual({ epc: field[0]?.epc, tid: field[0]?.tid });

    const stop = await request('POST', antennaUrl('ant-1', 'stop', 'sessionId=client1'), readerBody());
    expect(stop).toMatchObject({ status: 200, body: { ok: true } });
    await sleep(150);
    const afterStop = client.messages.length;
    await sleep(300);
    expect(client.messages.length).toBe(afterStop);
    const state = (await request('GET', `${emulator.url}/emulator/state`)).body as { antennas: { started: boolean }[] };
    expect(state.antennas[0]?.started).toBe(false);
  });

  it('000 §7.5: an antenna that is not started streams nothing', async () => {
    emulator.setField('ant-1', makeTags(5));
    const client = await scannings('ant-1');
    await sleep(200);
    expect(client.messages).toEqual([]);
  });

  it('000 §7.5: reads repeat round robin, and each antenna streams only its own field', async () => {
    emulator.setField('ant-1', makeTags(3, 'AAAA'));
    emulator.setField('ant-2', makeTags(2, 'BBBB'));
    await request('PUT', `${emulator.url}/emulator/antennas/ant-1/rate`, { tagsPerSecond: 1000 });
    await request('PUT', `${emulator.url}/emulator/antennas/ant-2/rate`, { tagsPerSecond: 1000 });
    const first = await scannings('ant-1');
    const second = await scannings('ant-2');
    await request('POST', antennaUrl('ant-1', 'start', startQuery), readerBody());
    await request('POST', antennaUrl('ant-2', 'start', startQuery), readerBody());
    await waitFor(() => first.messages.length >= 9 && second.messages.length >= 6);

    const firstEpcs = epcs(first.messages);
    expect(firstEpcs.slice(0, 9)).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2].map((i) => makeTags(3, 'AAAA')[i]?.epc));
    expect(epcs(second.messages).every((epc) => epc.startsWith('BBBB'))).toBe(true);
    expect(firstEpcs.every((epc) => epc.startsWith('AAAA'))).toBe(true);
  });

  it('000 §3 Tag read, 000 §7.5: an NFC field streams {uid} messages and never a password', async () => {
    emulator.setField('nfc-1', [{ uid: '04A224B2C15E80', password: '12345678' }]);
    const client = await scannings('nfc-1');
    await request('POST', antennaUrl('nfc-1', 'start', startQuery), readerBody());
    await waitFor(() => client.messages.length >= 2);
    expect(client.messages[0]).toEqual({ uid: '04A224B2C15E80' });
  });

  it('000 §4.4: a started antenna with an empty field sends {"type":"keep-alive"} so the line looks alive', async () => {
    const client = await scannings('ant-1');
    await request('POST', antennaUrl('ant-1', 'start', startQuery), readerBody());
    await waitFor(() => client.messages.length >= 1);
    expect(client.messages[0]).toEqual({ type: 'keep-alive' });
  });

  it('000 §9: the station keep-alive sent on the scannings socket is answered', async () => {
    const client = await scannings('ant-1');
    client.socket.send(JSON.stringify({ command: 'keep-alive' }));
    await waitFor(() => client.messages.length >= 1);
    expect(client.messages[0]).toEqual({ type: 'keep-alive' });
  });

  it('000 §7.5: a socket on an unknown path or without antennaId is refused', async () => {
    await expect(openSocket(`${emulator.websocketUrl}/rfidAntennas/other?antennaId=a`)).rejects.toThrow(/404/);
    await expect(openSocket(`${emulator.websocketUrl}/rfidAntennas/scannings`)).rejects.toThrow(/400/);
  });
});
