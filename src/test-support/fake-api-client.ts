import type { ApiClient, RequestOptions } from '../api/http-client.ts';

/** An ApiClient whose GET and POST are answered by `call` (an in-memory server of tests and stories). */
export function fakeApiClient(call: (method: 'GET' | 'POST', path: string, init?: RequestOptions) => Promise<unknown>) {
  return {
    get: (path: string, init?: RequestOptions) => call('GET', path, init),
    post: (path: string, init?: RequestOptions) => call('POST', path, init),
    authorizedUrl: (path: string) => `/${path}`,
    baseUrl: () => '',
    accessToken: () => undefined,
  } as unknown as ApiClient;
}
