import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startDeviceEmulator, type DeviceEmulator } from './device-emulator.ts';
import { type CollectingSocket, epcs, openSocket, readerBody, request, waitFor } from './emulator-test-client.ts';

const oldEpc = 'E28011600000000000000B0B';
const newEpc = '3034257BF400B7800004CB2F';
const field = [
  { epc: 'E28011600000000000000A0A', tid: 'E2003412012F000000000A0A' },
  { epc: oldEpc, tid: 'E2003412012F000000000B0B' },
  { epc: 'E28011600000000000000C0C', tid: 'E2003412012F000000000C0C' },
];

describe('device emulator: write and kill', () => {
  let emulator: DeviceEmulator;
  let client: CollectingSocket | undefined;

  beforeEach(async () => {
    emulator = await startDeviceEmulator({ host: '127.0.0.1', port: 0, initialFields: { 'ant-1': field } });
    await request('PUT', `${emulator.url}/emulator/antennas/ant-1/rate`, { tagsPerSecond: 1000 });
  });

  afterEach(async () => {
    client?.socket.terminate();
    client = undefined;
    await emulator.close();
  });

  const call = (action: string, query: Record<string, string>) =>
    request(
      'POST',
      `${emulator.url}/api/v1/readers/antenna/ant-1/${action}?${new URLSearchParams({ sessionId: 'client1', ...query })}`,
      readerBody(),
    );

  const writeQuery = (targetEpc: string, data: string, extra: Record<string, string> = {}) => ({
    memoryBank: 'EPC',
    address: '2',
    targetEpc,
    data,
    numBlocks: String(Math.ceil(data.length / 4)),
    ...extra,
  });

  async function startStreaming(): Promise<CollectingSocket> {
    const socket = await openSocket(`${emulator.websocketUrl}/rfidAntennas/scannings?antennaId=ant-1`);
    client = socket;
    await call('start', { memoryBank: 'TID', address: '0', numBlocks: '6' });
    return socket;
  }

  it('000 §7.5: write answers ok, replaces the EPC of the target tag, and the stream carries the new EPC and not the old one', async () => {
    const stream = await startStreaming();
    await waitFor(() => epcs(stream.messages).includes(oldEpc), 3000, 'the old EPC');

    const write = await call('write', writeQuery(oldEpc, newEpc));
    expect(write).toMatchObject({ status: 200, body: { ok: true } });
    expect(emulator.field('ant-1')[1]).toEqual({ epc: newEpc, tid: field[1]?.tid });

    // Reads sent before the write may still be in flight; once the new EPC shows, the old one must not.
    await waitFor(() => epcs(stream.messages).includes(newEpc), 3000, 'the new EPC');
    const firstNew = epcs(stream.messages).indexOf(newEpc);
    await waitFor(() => epcs(stream.messages).length >= firstNew + 3 * field.length, 3000, 'three more rounds');
    expect(epcs(stream.messages).slice(firstNew)).not.toContain(oldEpc);
  });

  it('000 §7.5: write refuses numBlocks other than ceil(data length / 4)', async () => {
    const response = await call('write', writeQuery(oldEpc, newEpc, { numBlocks: '5' }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ errorCode: 'NUM_BLOCKS_MISMATCH' });
    expect((response.body as { error: string }).error).toMatch(/numBlocks must be ceil\(data length \/ 4\) = 6/);
    expect(emulator.field('ant-1')[1]?.epc).toBe(oldEpc);
  });

  it('000 §7.5: write with targetType=TID finds the tag by its TID', async () => {
    const tid = field[2]?.tid ?? '';
    expect((await call('write', writeQuery(tid, newEpc, { targetType: 'TID' }))).status).toBe(200);
    expect(emulator.field('ant-1')[2]).toEqual({ epc: newEpc, tid });
  });

  it('000 §7.5: write to a tag that is not in the field is a 404 error', async () => {
    const response = await call('write', writeQuery('E280116000000000000FFFFF', newEpc));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ errorCode: 'TAG_NOT_FOUND' });
  });

  it('000 §7.5: write to a tag with an access password needs the matching password', async () => {
    emulator.setField('ant-1', [{ epc: oldEpc, password: '0A0B0C0D' }]);
    expect((await call('write', writeQuery(oldEpc, newEpc))).status).toBe(403);
    expect((await call('write', writeQuery(oldEpc, newEpc, { password: '11111111' }))).status).toBe(403);
    expect((await call('write', writeQuery(oldEpc, newEpc, { password: '0a0b0c0d' }))).status).toBe(200);
    expect(emulator.field('ant-1')).toEqual([{ epc: newEpc, password: '0A0B0C0D' }]);
  });

  it('000 §7.5: write needs its query parameters and hex data', async () => {
    const withoutTarget = { memoryBank: 'EPC', address: '2', data: newEpc, numBlocks: '6' };
    expect((await call('write', withoutTarget)).body).toMatchObject({ error: "missing query parameter 'targetEpc'" });
    expect((await call('write', writeQuery(oldEpc, 'XYZ1'))).status).toBe(400);
    expect((await call('write', writeQuery(oldEpc, newEpc, { memoryBank: 'USER' }))).status).toBe(400);
  });

  it('000 §7.5: kill removes the tag from the field, so it is never read again', async () => {
    const stream = await startStreaming();
    await waitFor(() => epcs(stream.messages).includes(oldEpc), 3000, 'the tag to kill');

    expect(await call('kill', { targetEpc: oldEpc })).toMatchObject({ status: 200, body: { ok: true } });
    expect(emulator.field('ant-1').map((tag) => tag.epc)).not.toContain(oldEpc);

    // A tag added after the kill marks the point from which every read was sent after the kill.
    const marker = 'E2801160000000000000FFFF';
    await request('POST', `${emulator.url}/emulator/antennas/ant-1/field/add`, { tags: [{ epc: marker }] });
    await waitFor(() => epcs(stream.messages).includes(marker), 3000, 'the marker tag');
    const firstMarker = epcs(stream.messages).indexOf(marker);
    await waitFor(() => epcs(stream.messages).length >= firstMarker + 9, 3000, 'three more rounds');
    expect(epcs(stream.messages).slice(firstMarker)).not.toContain(oldEpc);

    expect((await call('kill', { targetEpc: oldEpc })).status).toBe(404);
  });

  it('000 §7.5: kill of a password-protected tag needs the password', async () => {
    emulator.setField('ant-1', [{ epc: oldEpc, password: '0A0B0C0D' }]);
    expect((await call('kill', { targetEpc: oldEpc })).status).toBe(403);
    expect((await call('kill', { targetEpc: oldEpc, password: '0A0B0C0D' })).status).toBe(200);
    expect(emulator.field('ant-1')).toEqual([]);
  });
});
