/**
 * The sandbox's API in process for a plugin's handler tests: every fetch of the station goes to it, and each request
 * is kept (method, URL, JSON body) for a test to check what was sent.
 */
import { beforeEach, vi } from 'vitest';
import { withApiHarness } from '../../sandbox/api/api-test-lifecycle.ts';

export interface AskedRequest {
  method: string;
  url: URL;
  body: unknown;
}

export function withInProcessSandbox() {
  const harness = withApiHarness();
  const asked: AskedRequest[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = await request.clone().text();
      const json = request.headers.get('content-type')?.includes('json') ?? false;
      asked.push({ method: request.method, url: new URL(request.url), body: text && json ? JSON.parse(text) : text });
      return harness.api.app.request(request);
    });
    return () => vi.unstubAllGlobals();
  });
  return {
    get sandbox() {
      return harness.api;
    },
    asked,
    /** The requests whose path ends with `path`. */
    calls: (path: string) => asked.filter((request) => request.url.pathname.endsWith(path)),
  };
}
