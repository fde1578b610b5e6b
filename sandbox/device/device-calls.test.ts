import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorStateSnapshot } from './emulator-context.ts';
import { startDeviceEmulator, type DeviceEmulator } from './device-emulator.ts';
import { makeTags, readerBody, request } from './emulator-test-client.ts';

const startQuery = 'sessionId=client1&memoryBank=TID&address=0&numBlocks=6';

describe('device emulator: REST calls', () => {
  let emulator: DeviceEmulator;

  beforeEach(async () => {
    emulator = await startDeviceEmulator({ host: '127.0.0.1', port: 0, initialFields: { 'ant-1': makeTags(4) } });
  });

  afterEach(async () => {
    await emulator.close();
  });

  const antennaCall = (antennaId: string, action: string, query: string, body: unknown = readerBody()) =>
    request('POST', `${emulator.url}/api/v1/readers/antenna/${antennaId}/${action}?${query}`, body);

  const state = async (): Promise<EmulatorStateSnapshot> =>
    (await request('GET', `${emulator.url}/emulator/state`)).body as EmulatorStateSnapshot;

  it('000 §7.5, 000 §9: the balance weight is the emulated 8.24', async () => {
    const response = await request('POST', `${emulator.url}/api/v1/balances/weight`, { ip: '10.0.0.5', port: 8000 });
    expect(response).toMatchObject({ status: 200, body: { weight: 8.24, error: null } });
    expect(response.body).toHaveProperty('response');
    expect((await request('POST', `${emulator.url}/api/v1/balances/weight`, { port: 8000 })).status).toBe(400);
  });

  it('000 §7.5, 000 §9: start-custom-operation is accepted only for a mediol-40 reader', async () => {
    const query = 'operationType=BAGGING&sessionId=client1';
    const accepted = await antennaCall('ant-1', 'start-custom-operation', query, readerBody('mediol-40'));
    expect(accepted).toMatchObject({ status: 200, body: { ok: true } });
    const refused = await antennaCall('ant-1', 'start-custom-operation', query, readerBody('zebra-fx-series'));
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'CUSTOM_OPERATION_NOT_SUPPORTED' } });
  });

  it('000 §7.5: start and stop answer ok, and stop stops the antenna', async () => {
    expect(await antennaCall('ant-1', 'start', startQuery)).toMatchObject({ status: 200, body: { ok: true } });
    expect((await state()).antennas.find((entry) => entry.antennaId === 'ant-1')).toMatchObject({ started: true });
    expect(await antennaCall('ant-1', 'stop', 'sessionId=client1')).toMatchObject({ status: 200, body: { ok: true } });
    expect((await state()).antennas.find((entry) => entry.antennaId === 'ant-1')).toMatchObject({ started: false });
  });

  it('000 §7.5: the call log records the start call with its query (sessionId=client1) and body', async () => {
    await antennaCall('ant-1', 'start', startQuery);
    const [call] = (await state()).calls;
    expect(call).toMatchObject({
      method: 'POST',
      path: '/api/v1/readers/antenna/ant-1/start',
      query: { sessionId: 'client1', memoryBank: 'TID', address: '0', numBlocks: '6' },
      body: { reader: { id: 'READER-1' } },
      status: 200,
    });
    const antenna = (await state()).antennas.find((entry) => entry.antennaId === 'ant-1');
    expect(antenna).toMatchObject({
      started: true,
      fieldSize: 4,
      session: { sessionId: 'client1', readerId: 'READER-1' },
    });
  });

  it('000 §7.5: bad bodies and missing parameters are a 400 with a JSON error', async () => {
    expect(await antennaCall('ant-1', 'start', startQuery, '{broken')).toMatchObject({
      status: 400,
      body: { error: 'request body is not valid JSON' },
    });
    expect((await antennaCall('ant-1', 'start', startQuery, { antennas: [] })).status).toBe(400);
    expect(await antennaCall('ant-1', 'start', 'memoryBank=TID')).toMatchObject({
      status: 400,
      body: { error: "missing query parameter 'sessionId'" },
    });
    expect((await antennaCall('ant-1', 'start', 'sessionId=client1&numBlocks=x')).status).toBe(400);
  });

  it('000 §7.5: CORS preflights are answered and responses allow any origin', async () => {
    const preflight = await fetch(`${emulator.url}/api/v1/readers/antenna/ant-1/start?${startQuery}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/);
    const start = await antennaCall('ant-1', 'start', startQuery);
    expect(start.headers.get('access-control-allow-origin')).toBe('*');
    expect((await state()).calls).toHaveLength(1);
  });
});
