import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../core/api-error.ts';
import { createApiClient, toSearchParams } from './http-client.ts';

function respond(status: number, body?: unknown) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('toSearchParams() (000 §7.1)', () => {
  it('[000-7.1-05] should send arrays as repeated keys and leave out empty values', () => {
    expect(toSearchParams({ ids: ['a', 'b'], size: 25, none: undefined, off: null }).toString()).toBe(
      'ids=a&ids=b&size=25',
    );
  });
});

describe('createApiClient()', () => {
  const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
    createApiClient({ baseUrl: () => 'http://api.test/', accessToken: () => 'tok', ...extra });

  it('[000-7.1-01] [000-6-02] should send the bearer token to the runtime base URL and return the data', async () => {
    const fetchMock = respond(200, { id: 'u1' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(client().get('api/v1/users/loggedUser')).resolves.toEqual({ id: 'u1' });
    const [request] = fetchMock.mock.calls[0] as unknown as [Request | string, RequestInit?];
    const url = typeof request === 'string' ? request : request.url;
    expect(url).toBe('http://api.test/api/v1/users/loggedUser');
  });

  it('[000-8.1-03] should give the data of a 200 and nothing, without an error, for a 204', async () => {
    vi.stubGlobal('fetch', respond(200, { saved: true }));
    await expect(client().post('api/v1/asns', { body: {} })).resolves.toEqual({ saved: true });
    vi.stubGlobal('fetch', respond(204));
    await expect(client().post('api/v1/asns', { body: {} })).resolves.toBeUndefined();
  });

  it('[000-7.1-03] should give up with the connection error after 30 s without an answer, with or without a signal', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: unknown, init?: RequestInit) =>
            new Promise((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            ),
        ),
      );
      const plain = client()
        .get('api/v1/operations')
        .catch((e: unknown) => e);
      const withSignal = client()
        .get('api/v1/places', { signal: new AbortController().signal })
        .catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(29_999);
      const settled = vi.fn();
      void plain.then(settled);
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(await plain).toMatchObject({ kind: 'connection' });
      expect(await withSignal).toMatchObject({ kind: 'connection' });
    } finally {
      vi.useRealTimers();
    }
  });

  it("should send a service's call to its own base URL, and to the API endpoint while that is empty", async () => {
    const fetchMock = respond(200, { epc: 'E1', qcStatus: 'OK' });
    vi.stubGlobal('fetch', fetchMock);
    let qc = 'http://qc.test/brand/';
    const api = client({ endpoints: { qc: () => qc } });
    await api.get('integration/v1/tmr3/qcStatus/E1', { endpoint: 'qc' });
    qc = ' ';
    await api.get('integration/v1/tmr3/qcStatus/E1', { endpoint: 'qc' });
    const urls = fetchMock.mock.calls.map((call) => {
      const [request] = call as unknown as [Request | string];
      return typeof request === 'string' ? request : request.url;
    });
    expect(urls).toEqual([
      'http://qc.test/brand/integration/v1/tmr3/qcStatus/E1',
      'http://api.test/integration/v1/tmr3/qcStatus/E1',
    ]);
  });

  it('should turn a 401 into a Not authorized ApiError', async () => {
    vi.stubGlobal('fetch', respond(401, { message: 'nope' }));
    const error = await client()
      .get('api/v1/users/loggedUser')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail.key).toBe('errors.notAuthorized');
  });

  it('[000-8.1-01] should turn a network failure into the connection error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = (await client()
      .get('api/v1/operations')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('connection');
  });

  it('[000-8.1-20] should call an empty GET body malformed', async () => {
    vi.stubGlobal('fetch', respond(200));
    const error = (await client()
      .get('api/v1/places')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('malformed');
  });

  it('[000-1-40] [000-1-41] [000-7.1-07] should block POSTs in read-only mode except the allowed ones', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    const readOnly = client({ readOnly: true, readOnlyAllowedPosts: ['api/v1/operations/inbound/startParcel'] });
    const blocked = (await readOnly.post('api/v1/asns', { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(blocked.detail.key).toBe('errors.readOnly');
    await expect(readOnly.post('api/v1/operations/inbound/startParcel', { body: {} })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
