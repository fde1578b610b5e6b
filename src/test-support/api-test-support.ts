import { vi } from 'vitest';
import { createApiClient } from '../api/http-client.ts';

/** A real ApiClient on a stubbed fetch answering `status` and `body`; `urls()` gives the URLs it was asked. */
export function stubbedApi(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const api = createApiClient({ baseUrl: () => 'http://api.test', accessToken: () => 'tok' });
  const urls = () =>
    fetchMock.mock.calls.map((call) => {
      const [request] = call as unknown as [Request | string];
      return decodeURIComponent(typeof request === 'string' ? request : request.url);
    });
  return { api, urls };
}
