import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceManagerRest } from './device-manager-rest.ts';
import { createDeviceOperations } from './device-operations.ts';
import { testAntenna } from '../test-support/device-test-support.ts';

const rest = () =>
  ({
    write: vi.fn(async () => {}),
    kill: vi.fn(async () => {}),
    balanceWeight: vi.fn(async () => ({ weight: 3.5, response: '3.5 kg' })),
    startCustomOperation: vi.fn(async () => 'started' as const),
  }) as unknown as DeviceManagerRest & Record<string, ReturnType<typeof vi.fn>>;

const workstation = { antennas: [testAntenna('a1')], deviceManagerUrl: 'http://dm', balance: undefined };

afterEach(() => vi.unstubAllGlobals());

describe('createDeviceOperations()', () => {
  it("[000-7.5-01] calls the device manager at the workstation's deviceManagerUrl", async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const operations = createDeviceOperations({
      workstation: { ...workstation, deviceManagerUrl: 'http://dm.ws-lom:8090/' },
      emulation: false,
    });
    await operations.write({ target: 'E1', data: 'ABCD' });
    await operations.kill({ targetEpc: 'E1' });
    const urls = fetchMock.mock.calls.map((call) => {
      const [request] = call as unknown as [Request | string];
      return typeof request === 'string' ? request : request.url;
    });
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^http:\/\/dm\.ws-lom:8090\/api\/v1\/readers\/antenna\/a1\/write\?/);
    expect(urls[1]).toMatch(/^http:\/\/dm\.ws-lom:8090\/api\/v1\/readers\/antenna\/a1\/kill\?/);
  });

  it('[000-9-25] weighs 8.24 kg in emulation without calling the scale', async () => {
    const fake = rest();
    const operations = createDeviceOperations({ workstation, emulation: true, rest: fake });
    await expect(operations.balanceWeight()).resolves.toEqual({ weight: 8.24, response: '8.24 kg' });
    expect(fake.balanceWeight).not.toHaveBeenCalled();
  });

  it("writes and kills through the workstation's antennas", async () => {
    const fake = rest();
    const operations = createDeviceOperations({ workstation, emulation: false, rest: fake });
    await operations.write({ target: 'E1', data: 'AB' });
    await operations.kill({ targetEpc: 'E1' });
    expect(fake.write).toHaveBeenCalledWith(workstation.antennas, { target: 'E1', data: 'AB' });
    expect(fake.kill).toHaveBeenCalledWith(workstation.antennas, { targetEpc: 'E1' });
    await expect(operations.balanceWeight()).resolves.toEqual({ weight: 3.5, response: '3.5 kg' });
  });
});
