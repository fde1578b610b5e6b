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

export interface SentRequest {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** A real ApiClient on a fetch stub that records each request (method, URL, headers, JSON body) and answers `body`. */
export function recordingApi(status: number, body?: unknown) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.text();
      sent.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      });
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  const api = createApiClient({ baseUrl: () => 'http://api.test/', accessToken: () => 'tok' });
  return { api, sent };
}
