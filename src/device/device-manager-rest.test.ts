import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/http-client.ts';
import type { Balance } from '../core/workstation.ts';
import { createDeviceManagerRest, writeNumBlocks } from './device-manager-rest.ts';
import { testAntenna } from '../test-support/device-test-support.ts';

function fakeClient(answer: unknown = { ok: true }) {
  const post = vi.fn(async (_path: string, _init?: unknown) => answer);
  return { client: { post } as unknown as ApiClient, post };
}

const nfc = testAntenna('nfc', 'nfc-acr1252u', {
  reader: { code: 'RDR-NFC', deviceType: 'nfc-acr1252u', settings: {} },
});
const uhf = testAntenna('uhf', 'zebra-fx-series', { writeTxPower: 18, txPower: 27 });
const balance: Balance = { id: 'b', code: 'BAL', settings: { ipAddress: '10.0.0.5', port: 4101 } };

describe('writeNumBlocks()', () => {
  it.each([
    ['', 0],
    ['ABCD', 1],
    ['ABCDE', 2],
    ['300833B2DDD9014000000001', 6],
  ])('[000-7.5-11] %s gives %i blocks', (data, blocks) => {
    expect(writeNumBlocks(data)).toBe(blocks);
  });
});

describe('createDeviceManagerRest() (000 §7.5)', () => {
  it('[000-7.5-02] [000-7.5-04] [000-7.5-05] [000-7.5-07] start posts per antenna with the session and TID bank, 3 s timeout', async () => {
    const { client, post } = fakeClient();
    await createDeviceManagerRest({ baseUrl: 'http://dm', client }).startAntenna(uhf, [uhf, nfc]);
    expect(post).toHaveBeenCalledWith('api/v1/readers/antenna/uhf/start', {
      query: { sessionId: 'client1', memoryBank: 'TID', address: 0, numBlocks: 6 },
      body: expect.objectContaining({
        reader: expect.objectContaining({ id: 'RDR-1', code: 'RDR-1', deviceType: 'zebra-fx-series' }),
      }),
      timeoutMs: 3000,
    });
  });

  it('[000-7.5-03] [000-7.5-06] [000-9-04] stop posts .../stop?sessionId, with the 5 s timeout in sequential mode', async () => {
    const { client, post } = fakeClient();
    await createDeviceManagerRest({ baseUrl: 'http://dm', client, sequential: true }).stopAntenna(uhf, [uhf]);
    expect(post.mock.calls[0]![0]).toBe('api/v1/readers/antenna/uhf/stop');
    expect(post.mock.calls[0]![1]).toMatchObject({ query: { sessionId: 'client1' }, timeoutMs: 5000 });
  });

  it('[000-7.5-09] [000-7.5-11] [000-7.5-12] [000-7.5-13] [000-7.5-14] write goes to the first UHF antenna with writeTxPower', async () => {
    const { client, post } = fakeClient();
    await createDeviceManagerRest({ baseUrl: 'http://dm', client }).write([nfc, uhf], {
      target: 'E2800001',
      data: '300833B2DDD9014000000009',
    });
    const [path, init] = post.mock.calls[0] as [string, { query: object; body: { antennas: object[] } }];
    expect(path).toBe('api/v1/readers/antenna/uhf/write');
    expect(init.query).toEqual({
      sessionId: 'client1',
      memoryBank: 'EPC',
      address: 2,
      targetEpc: 'E2800001',
      data: '300833B2DDD9014000000009',
      numBlocks: 6,
      password: undefined,
      targetType: undefined,
    });
    expect(init.body.antennas[0]).toEqual({
      id: 'uhf',
      creationDate: undefined,
      lastModifyDate: undefined,
      code: 'ANT-uhf',
      description: 'antenna uhf',
      zoneId: 'zone-1',
      reader: { code: 'RDR-1', deviceType: 'zebra-fx-series', settings: {} },
      readerPort: 1,
      txPower: 18,
      rxSensitivity: -70,
    });
  });

  it('[000-7.5-10] write passes the password and targetType=TID when asked', async () => {
    const { client, post } = fakeClient();
    await createDeviceManagerRest({ baseUrl: 'http://dm', client }).write([uhf], {
      target: 'E200TID',
      data: 'AB',
      password: '00000001',
      targetByTid: true,
    });
    expect(post.mock.calls[0]![1]).toMatchObject({ query: { password: '00000001', targetType: 'TID', numBlocks: 1 } });
  });

  it.each(['nordic-id-sampo-native', 'sensormatic', 'impinj-speedway-octane', 'zebra-fx-series'])(
    '[000-9-50] write takes a %s reader for UHF, before an NFC one and after a reader of another type',
    async (deviceType) => {
      const { client, post } = fakeClient();
      const other = testAntenna('other', 'mediol-40');
      await createDeviceManagerRest({ baseUrl: 'http://dm', client }).write(
        [nfc, other, testAntenna('uhf', deviceType)],
        { target: 'E2800001', data: 'ABCD' },
      );
      expect(post.mock.calls[0]![0]).toBe('api/v1/readers/antenna/uhf/write');
    },
  );

  it("write without a UHF antenna fails with 'antennaUHF not set' before any call", async () => {
    const { client, post } = fakeClient();
    await expect(
      createDeviceManagerRest({ baseUrl: 'http://dm', client }).write([nfc], { target: 'E', data: 'AB' }),
    ).rejects.toMatchObject({ detail: { key: 'device.errors.antennaUhfNotSet' } });
    expect(post).not.toHaveBeenCalled();
  });

  it('[000-7.5-16] kill posts the target EPC and optional password to the first UHF antenna', async () => {
    const { client, post } = fakeClient();
    await createDeviceManagerRest({ baseUrl: 'http://dm', client }).kill([nfc, uhf], {
      targetEpc: 'E1',
      password: 'P',
    });
    expect(post.mock.calls[0]![0]).toBe('api/v1/readers/antenna/uhf/kill');
    expect(post.mock.calls[0]![1]).toMatchObject({ query: { sessionId: 'client1', targetEpc: 'E1', password: 'P' } });
  });

  it('[000-7.5-17] [000-7.5-18] the scale posts {ip, port} and reads {weight, response, error}', async () => {
    const { client, post } = fakeClient({ weight: 8.24, response: '8.24 kg', error: null });
    await expect(createDeviceManagerRest({ baseUrl: 'http://dm', client }).balanceWeight(balance)).resolves.toEqual({
      weight: 8.24,
      response: '8.24 kg',
    });
    expect(post.mock.calls[0]![0]).toBe('api/v1/balances/weight');
    expect(post.mock.calls[0]![1]).toMatchObject({ body: { ip: '10.0.0.5', port: 4101 } });
  });

  it.each([
    [{ weight: null, response: '', error: 'scale offline' }, 'device.errors.scale'],
    [{ weight: 'heavy' }, 'device.errors.scaleAnswer'],
    ['nonsense', 'device.errors.scaleAnswer'],
  ])('the scale answer %j is an error, not a weight', async (answer, key) => {
    const { client } = fakeClient(answer);
    await expect(
      createDeviceManagerRest({ baseUrl: 'http://dm', client }).balanceWeight(balance),
    ).rejects.toMatchObject({ detail: { key } });
  });

  it("without a balance: 'Workstation balance not set'", async () => {
    const { client } = fakeClient();
    await expect(
      createDeviceManagerRest({ baseUrl: 'http://dm', client }).balanceWeight(undefined),
    ).rejects.toMatchObject({ detail: { key: 'device.errors.balanceNotSet' } });
  });

  it('start-custom-operation only for a mediol-40 reader; otherwise unsupported without a call', async () => {
    const { client, post } = fakeClient();
    const rest = createDeviceManagerRest({ baseUrl: 'http://dm', client });
    await expect(rest.startCustomOperation(uhf, 'inventory')).resolves.toBe('unsupported');
    expect(post).not.toHaveBeenCalled();
    await expect(rest.startCustomOperation(testAntenna('m', 'mediol-40'), 'inventory')).resolves.toBe('started');
    expect(post.mock.calls[0]![0]).toBe('api/v1/readers/antenna/m/start-custom-operation');
    expect(post.mock.calls[0]![1]).toMatchObject({ query: { operationType: 'inventory', sessionId: 'client1' } });
  });
});
