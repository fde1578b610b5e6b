import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../api/http-client.ts';
import { ApiError } from '../../core/api-error.ts';
import { parseLoggedUser } from '../../core/logged-user.ts';
import { memoryStorage, operatorUser } from '../../test-support/dashboard-fixtures.ts';
import { loadStartupData } from './load-startup-data.ts';

const connectionError = () => new ApiError('connection', 0, { key: 'errors.connectionTitle' }, { key: 'x' });

/** An ApiClient whose GETs answer from `routes` by path (an Error is thrown); it records what was asked. */
function fakeApi(routes: Record<string, unknown>) {
  const calls: { path: string; query: RequestOptions['query'] }[] = [];
  const get = async (path: string, init?: RequestOptions) => {
    calls.push({ path, query: init?.query });
    const answer = routes[path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const refuse = async () => Promise.reject(new Error('only GET'));
  return { api: { get, post: refuse, put: refuse, delete: refuse } as unknown as ApiClient, calls };
}

const ws = (id: string) => ({ id, code: id.toUpperCase() });
const routes = (workstations: unknown[]) => ({
  'api/v1/operations': {
    content: [
      { id: 'o1', code: 'INB', type: 'INBOUND' },
      { id: 'o2', code: 'X', type: '?' },
    ],
  },
  'api/v1/applicationSettings/client': [{ code: 'showProductImage', value: 'yes' }],
  'api/v1/workstations': { content: workstations },
});

describe('loadStartupData()', () => {
  it('[000-4.2-03] should load operations (with their diagnostics) and application settings', async () => {
    const { api } = fakeApi(routes([]));
    const data = await loadStartupData({ api, user: operatorUser, storage: memoryStorage() });
    expect(data.operations.map((o) => o.code)).toEqual(['INB', 'X']);
    expect(data.diagnostics).toMatchObject([{ operationCode: 'X', problem: 'unknownType' }]);
    expect(data.settings).toEqual([{ code: 'showProductImage', value: 'yes' }]);
  });

  it('[000-3-appsetting-07] should keep the analytics and error-monitoring settings, defaulted', async () => {
    const { api } = fakeApi({
      ...routes([ws('w1')]),
      'api/v1/applicationSettings/client': [
        { code: 'analyticsEnabled', value: 'True' },
        { code: 'errorMonitoringReplaySampleRate', value: '10' },
      ],
    });
    const data = await loadStartupData({ api, user: operatorUser, storage: memoryStorage() });
    expect(data.monitoring).toEqual({
      analyticsEnabled: true,
      errorMonitoring: { enabled: false, url: '', sessionSampleRate: 100, replaySampleRate: 10 },
    });
  });

  it("[000-4.2-04] [000-6-08] should search workstations by the user's places", async () => {
    const { api, calls } = fakeApi(routes([ws('w1'), ws('w2')]));
    const data = await loadStartupData({ api, user: operatorUser, storage: memoryStorage() });
    expect(calls.find((c) => c.path === 'api/v1/workstations')?.query).toEqual({
      placeIds: ['p-lom', 'p-mil'],
      size: 500,
    });
    expect(data.workstations.map((w) => w.id)).toEqual(['w1', 'w2']);
    expect(data.notices).toEqual([]);
  });

  it('[000-4.2-05] [000-3-workstation-06] should save exactly one workstation as the default of the user', async () => {
    const { api } = fakeApi(routes([ws('w1')]));
    const storage = memoryStorage();
    const data = await loadStartupData({ api, user: operatorUser, storage });
    expect(data.defaultWorkstation?.id).toBe('w1');
    expect(JSON.parse(storage.data.get('station::defaultWorkstation') ?? '')).toEqual({ 'u-operator': 'w1' });
  });

  it('[000-4.2-06] should restore the saved default of this user among several', async () => {
    const storage = memoryStorage({ 'station::defaultWorkstation': '{"u-operator":"w2","someone":"w1"}' });
    const data = await loadStartupData({ api: fakeApi(routes([ws('w1'), ws('w2')])).api, user: operatorUser, storage });
    expect(data.defaultWorkstation?.id).toBe('w2');
    const other = parseLoggedUser({ ...operatorUser, id: 'nobody' });
    const none = await loadStartupData({ api: fakeApi(routes([ws('w1'), ws('w2')])).api, user: other, storage });
    expect(none.defaultWorkstation).toBeUndefined();
  });

  it('[000-4.2-06] should choose no default when the saved one is no longer listed', async () => {
    const storage = memoryStorage({ 'station::defaultWorkstation': '{"u-operator":"gone"}' });
    const data = await loadStartupData({ api: fakeApi(routes([ws('w1'), ws('w2')])).api, user: operatorUser, storage });
    expect(data.defaultWorkstation).toBeUndefined();
  });

  it("should report 'no workstations found' without Resource.Workstation.view, and not search", async () => {
    const { api, calls } = fakeApi(routes([ws('w1')]));
    const guest = parseLoggedUser({ id: 'u-guest', username: 'guest', userPlaces: [{ id: 'p1' }] });
    const data = await loadStartupData({ api, user: guest, storage: memoryStorage() });
    expect(data.notices).toEqual(['dashboard.noWorkstationsFound']);
    expect(data.workstations).toEqual([]);
    expect(data.defaultWorkstation).toBeUndefined();
    expect(calls.map((c) => c.path)).not.toContain('api/v1/workstations');
  });

  it('[000-7.2-12] should get the antennas and balance of a default workstation that names them only by id', async () => {
    const named = { ...ws('w1'), rfidAntennaIds: ['a1'], balanceId: 'b1' };
    const { api, calls } = fakeApi({
      ...routes([named]),
      'api/v1/rfidAntennas/a1': { id: 'a1', code: 'ANT-1', reader: { code: 'R1', deviceType: 'sensormatic' } },
      'api/v1/balances/b1': { id: 'b1', code: 'BAL-1', settings: { ipAddress: '10.0.0.9', port: 4101 } },
    });
    const data = await loadStartupData({ api, user: operatorUser, storage: memoryStorage() });
    expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(['api/v1/rfidAntennas/a1', 'api/v1/balances/b1']));
    expect(data.defaultWorkstation?.antennas).toMatchObject([{ id: 'a1', reader: { deviceType: 'sensormatic' } }]);
    expect(data.defaultWorkstation?.balance).toMatchObject({ code: 'BAL-1', settings: { ipAddress: '10.0.0.9' } });
  });

  it("[000-8.3-12] should only log 'Cannot find balance' and go on without one", async () => {
    const named = { ...ws('w1'), antennas: [{ id: 'a1' }], balanceId: 'gone' };
    const notFound = new ApiError('notFound', 404, { key: 'errors.title' }, { key: 'x' });
    const { api } = fakeApi({ ...routes([named]), 'api/v1/balances/gone': notFound });
    const log = vi.fn();
    const data = await loadStartupData({ api, user: operatorUser, storage: memoryStorage(), log });
    expect(log).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^Cannot find balance gone/));
    expect(data.defaultWorkstation?.balance).toBeUndefined();
    expect(data.notices).toEqual([]);
  });

  it("should say 'No workstations found!' when the user's places have none, except in emulation", async () => {
    const data = await loadStartupData({ api: fakeApi(routes([])).api, user: operatorUser, storage: memoryStorage() });
    expect(data.notices).toEqual(['device.errors.noWorkstations']);
    const emulating = memoryStorage({ 'station::emulation': 'true' });
    const emulated = await loadStartupData({ api: fakeApi(routes([])).api, user: operatorUser, storage: emulating });
    expect(emulated.notices).toEqual([]);
  });

  it('[000-7.2-07] should still start when the settings fail', async () => {
    const { api } = fakeApi({ ...routes([]), 'api/v1/applicationSettings/client': connectionError() });
    await expect(loadStartupData({ api, user: operatorUser, storage: memoryStorage() })).resolves.toMatchObject({
      settings: [],
    });
  });

  it.each(['api/v1/operations', 'api/v1/workstations'])(
    'should reject with the ApiError of %s for the caller to map',
    async (path) => {
      const { api } = fakeApi({ ...routes([]), [path]: connectionError() });
      await expect(loadStartupData({ api, user: operatorUser, storage: memoryStorage() })).rejects.toMatchObject({
        kind: 'connection',
      });
    },
  );
});

describe('loadStartupData() step 5 (000 §4.2)', () => {
  const printer = { id: 'p1', code: 'PRN-1', description: 'Zebra', ip: 'http://10.0.0.5' };
  const today = new Date(2026, 10, 22, 10);

  it("[000-4.2-08] should load the printers of the user's places and restore the saved default", async () => {
    const { api, calls } = fakeApi({ ...routes([]), 'api/v1/printers': { content: [printer] } });
    const storage = memoryStorage({ 'station::defaultPrinter': JSON.stringify({ ...printer, ip: 'http://old' }) });
    const data = await loadStartupData({ api, user: operatorUser, storage, now: () => today });
    expect(calls.find((c) => c.path === 'api/v1/printers')?.query).toEqual({ placeIds: ['p-lom', 'p-mil'], size: 100 });
    expect(data.local.printers).toEqual([printer]);
    expect(data.local.defaultPrinter).toEqual(printer);
  });

  it('[000-4.2-08] [000-4.3-01] [000-3-localstate-03] [000-3-localstate-04] [000-3-localstate-05] should load the counters, resetting those of another day, and the emulation flags', async () => {
    const { api } = fakeApi(routes([]));
    const storage = memoryStorage({
      'station::encodedItems': JSON.stringify({
        A: { date: '21-11-2026', counter: 4 },
        B: { date: '22-11-2026', counter: 2 },
      }),
      'station::dailyEncodedItems': JSON.stringify({ A: 12, B: 'many' }),
      'station::emulation': 'true',
      'station::zbpEmulation': 'true',
    });
    const data = await loadStartupData({ api, user: operatorUser, storage, now: () => today });
    expect(data.local.encodedCounters).toEqual({ A: 0, B: 2 });
    expect(JSON.parse(storage.data.get('station::encodedItems') ?? '')).toEqual({
      A: { date: '22-11-2026', counter: 0 },
      B: { date: '22-11-2026', counter: 2 },
    });
    expect(data.local.dailyCounters).toEqual({ A: 12, B: 0 });
    expect(data.local.emulation).toEqual({ workstation: true, browserPrint: true });
  });

  it('should go on without printers when they cannot be loaded, keeping the saved one and saying so', async () => {
    const forbidden = new ApiError('forbidden', 403, { key: 'errors.title' }, { key: 'x' });
    const { api } = fakeApi({ ...routes([ws('w1')]), 'api/v1/printers': forbidden });
    const storage = memoryStorage({ 'station::defaultPrinter': JSON.stringify(printer) });
    const data = await loadStartupData({ api, user: operatorUser, storage });
    expect(data.local.printers).toEqual([]);
    expect(data.local.defaultPrinter).toEqual(printer);
    expect(data.notices).toEqual(['panel.printers.notLoaded']);
  });

  it('should fail start-up on a connection error while loading printers', async () => {
    const { api } = fakeApi({ ...routes([]), 'api/v1/printers': connectionError() });
    await expect(loadStartupData({ api, user: operatorUser, storage: memoryStorage() })).rejects.toMatchObject({
      kind: 'connection',
    });
  });
});
