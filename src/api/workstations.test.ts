import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { stubbedApi } from '../test-support/api-test-support.ts';
import { parseWorkstation, type Workstation } from '../core/workstation.ts';
import { searchWorkstations, withDevicesById } from './workstations.ts';

afterEach(() => vi.unstubAllGlobals());

describe('searchWorkstations()', () => {
  it('[000-7.2-10] [000-9-08] [000-7.1-05] should GET workstations with repeated placeIds and size 500', async () => {
    const { api, urls } = stubbedApi(200, { content: [] });
    await searchWorkstations(api, ['p1', 'p2']);
    expect(urls()).toEqual(['http://api.test/api/v1/workstations?placeIds=p1&placeIds=p2&size=500']);
  });

  it('[000-7.2-11] should read content into workstations, leaving out those without id', async () => {
    const { api } = stubbedApi(200, {
      content: [{ id: 'w1', code: 'WS-1', deviceManagerUrl: 'http://dm' }, { code: 'no-id' }],
    });
    const workstations = await searchWorkstations(api, ['p1']);
    expect(workstations).toMatchObject([{ id: 'w1', code: 'WS-1', deviceManagerUrl: 'http://dm' }]);
  });

  it('should give an empty list when content is not a list', async () => {
    const { api } = stubbedApi(200, { content: 'nope' });
    await expect(searchWorkstations(api, ['p1'])).resolves.toEqual([]);
  });

  it('should not search without place ids', async () => {
    const { api, urls } = stubbedApi(200, { content: [{ id: 'w1' }] });
    await expect(searchWorkstations(api, ['', ''])).resolves.toEqual([]);
    expect(urls()).toEqual([]);
  });

  it('should throw the ApiError of a failed search', async () => {
    const { api } = stubbedApi(403, {});
    await expect(searchWorkstations(api, ['p1'])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('withDevicesById()', () => {
  const named = parseWorkstation({
    id: 'w1',
    code: 'WS-1',
    rfidAntennaIds: ['a 1', 'a2'],
    balanceId: 'b1',
  }) as Workstation;

  it('should GET each antenna and the balance by id', async () => {
    const { api, urls } = stubbedApi(200, { id: 'x', code: 'X', reader: { code: 'R' }, settings: { port: 4101 } });
    const workstation = await withDevicesById(api, named);
    expect(urls()).toEqual([
      'http://api.test/api/v1/rfidAntennas/a 1',
      'http://api.test/api/v1/rfidAntennas/a2',
      'http://api.test/api/v1/balances/b1',
    ]);
    expect(workstation.antennas).toHaveLength(2);
    expect(workstation.balance).toMatchObject({ code: 'X', settings: { port: 4101 } });
  });

  it('should ask nothing of a workstation that carries its antennas and balance', async () => {
    const { api, urls } = stubbedApi(200, {});
    const carried = parseWorkstation({
      id: 'w1',
      rfidAntennaIds: ['a1'],
      antennas: [{ id: 'a1' }],
      balanceId: 'b1',
      balance: { id: 'b1' },
    }) as Workstation;
    await expect(withDevicesById(api, carried)).resolves.toBe(carried);
    expect(urls()).toEqual([]);
  });

  it('should throw the ApiError of a failed antenna call', async () => {
    const { api } = stubbedApi(404, {});
    await expect(withDevicesById(api, { ...named, balanceId: '' })).rejects.toBeInstanceOf(ApiError);
  });
});
