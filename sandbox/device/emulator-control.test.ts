import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorStateSnapshot } from './emulator-context.ts';
import { startDeviceEmulator, type DeviceEmulator } from './device-emulator.ts';
import { type CollectingSocket, makeTags, openSocket, readerBody, request, waitFor } from './emulator-test-client.ts';

const startQuery = 'sessionId=client1&memoryBank=TID&address=0&numBlocks=6';

describe('device emulator: commands socket and control API', () => {
  let emulator: DeviceEmulator;
  const sockets: CollectingSocket[] = [];

  beforeEach(async () => {
    emulator = await startDeviceEmulator({ host: '127.0.0.1', port: 0, initialFields: { 'ant-1': makeTags(4) } });
  });

  afterEach(async () => {
    for (const { socket } of sockets.splice(0)) socket.terminate();
    await emulator.close();
  });

  async function socket(kind: 'scannings' | 'commands', antennaId: string): Promise<CollectingSocket> {
    const opened = await openSocket(`${emulator.websocketUrl}/rfidAntennas/${kind}?antennaId=${antennaId}`);
    sockets.push(opened);
    return opened;
  }

  const antennaCall = (antennaId: string, action: string, query: string, body: unknown = readerBody()) =>
    request('POST', `${emulator.url}/api/v1/readers/antenna/${antennaId}/${action}?${query}`, body);

  const state = async (): Promise<EmulatorStateSnapshot> =>
    (await request('GET', `${emulator.url}/emulator/state`)).body as EmulatorStateSnapshot;

  it('000 §7.5: the commands socket replies with success and echoes the request id', async () => {
    const commands = await socket('commands', 'ant-1');
    commands.socket.send(JSON.stringify({ command: 'keep-alive', id: 7 }));
    await waitFor(() => commands.messages.length >= 1);
    expect(commands.messages[0]).toEqual({
      success: true,
      command: 'keep-alive',
      antennaId: 'ant-1',
      started: false,
      id: 7,
    });

    commands.socket.send(JSON.stringify({ command: 'start', requestId: 'r-2' }));
    await waitFor(() => commands.messages.length >= 2);
    expect(commands.messages[1]).toMatchObject({ success: true, command: 'start', started: true, requestId: 'r-2' });

    commands.socket.send('{not json');
    await waitFor(() => commands.messages.length >= 3);
    expect(commands.messages[2]).toMatchObject({ success: false, command: null });
  });

  it('emulator control: drop-sockets closes the antenna sockets abruptly', async () => {
    const scannings = await socket('scannings', 'ant-1');
    const commands = await socket('commands', 'ant-1');
    const other = await socket('scannings', 'ant-2');
    const dropped = await request('POST', `${emulator.url}/emulator/antennas/ant-1/drop-sockets`);
    expect(dropped.body).toEqual({ antennaId: 'ant-1', dropped: 2 });
    expect(await scannings.closed).toBe(1006);
    expect(await commands.closed).toBe(1006);
    expect(other.socket.readyState).toBe(other.socket.OPEN);
    const antenna = (await state()).antennas.find((entry) => entry.antennaId === 'ant-1');
    expect(antenna?.sockets).toEqual({ scannings: 0, commands: 0 });
  });

  it('000 §4.4: an injected failStart fault makes start fail, for that antenna only, until cleared', async () => {
    const faults = await request('POST', `${emulator.url}/emulator/faults`, { failStart: 'ant-1' });
    expect(faults.body).toEqual({ faults: { failStart: 'ant-1' } });
    expect(await antennaCall('ant-1', 'start', startQuery)).toMatchObject({
      status: 500,
      body: { errorCode: 'EMULATOR_FAULT' },
    });
    expect((await antennaCall('ant-2', 'start', startQuery)).status).toBe(200);

    await request('DELETE', `${emulator.url}/emulator/faults`);
    expect((await antennaCall('ant-1', 'start', startQuery)).status).toBe(200);
  });

  it('000 §9: an injected delay holds device-manager answers back, and failWrite fails writes', async () => {
    await request('POST', `${emulator.url}/emulator/faults`, { delayMs: 150, failWrite: '*' });
    const before = performance.now();
    expect((await antennaCall('ant-1', 'stop', 'sessionId=client1')).status).toBe(200);
    expect(performance.now() - before).toBeGreaterThanOrEqual(140);
    const epc = emulator.field('ant-1')[0]?.epc ?? '';
    const write = await antennaCall(
      'ant-1',
      'write',
      `sessionId=client1&memoryBank=EPC&address=2&targetEpc=${epc}&data=ABCD&numBlocks=1`,
    );
    expect(write.status).toBe(500);
    expect((await request('POST', `${emulator.url}/emulator/faults`, { bogus: 1 })).status).toBe(400);
  });

  it('emulator control: field, rate and reset', async () => {
    const tags = [{ epc: 'AAAA' }, { uid: '04A1' }];
    expect((await request('PUT', `${emulator.url}/emulator/antennas/ant-9/field`, { tags })).body).toEqual({
      antennaId: 'ant-9',
      fieldSize: 2,
    });
    expect((await request('GET', `${emulator.url}/emulator/antennas/ant-9/field`)).body).toEqual({
      antennaId: 'ant-9',
      tags,
    });
    expect((await request('PUT', `${emulator.url}/emulator/antennas/ant-9/field`, { tags: [{}] })).status).toBe(400);
    expect((await request('PUT', `${emulator.url}/emulator/antennas/ant-9/rate`, { tagsPerSecond: 0 })).status).toBe(
      400,
    );
    await antennaCall('ant-1', 'start', startQuery);

    expect((await request('POST', `${emulator.url}/emulator/reset`)).body).toEqual({ ok: true });
    const afterReset = await state();
    expect(afterReset.calls).toEqual([]);
    expect(afterReset.antennas).toEqual([
      expect.objectContaining({ antennaId: 'ant-1', started: false, fieldSize: 4 }),
    ]);
    expect(emulator.field('ant-9')).toEqual([]);
  });
});
