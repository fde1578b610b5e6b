/**
 * Test support for the API: an in-memory database with the demo data, the app with a fake token check
 * ('valid-{username}' is a valid token of that user), a small request helper on app.request() and a reader of
 * server-sent events.
 */
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { seedIfEmpty } from '../seed/seed-database.ts';
import type { PublicUrls } from './api-types.ts';
import { createApiApp } from './create-api-app.ts';
import { createEventHub } from './event-hub.ts';
import type { EventHub } from './event-hub.ts';

export const TEST_URLS: PublicUrls = {
  apiUrl: 'http://localhost:4999',
  deviceManagerUrl: 'http://localhost:4998',
  deviceManagerWebsocket: 'ws://localhost:4998',
};

export async function fakeVerifyAccessToken(token: string): Promise<{ sub: string } | null> {
  return token.startsWith('valid-') ? { sub: token.slice('valid-'.length) } : null;
}

export interface TestRequest {
  method?: string;
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiHarness {
  db: Database;
  hub: EventHub;
  app: ReturnType<typeof createApiApp>;
  call(path: string, options?: TestRequest): Promise<Response>;
  json<T = unknown>(path: string, options?: TestRequest): Promise<T>;
}

export async function openApiHarness(
  options: { sseKeepAliveMs?: number; databaseUrl?: string } = {},
): Promise<ApiHarness> {
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: options.databaseUrl });
  await seedIfEmpty(db);
  const hub = createEventHub();
  const app = createApiApp({
    db,
    verifyAccessToken: fakeVerifyAccessToken,
    publicUrls: TEST_URLS,
    eventHub: hub,
    sseKeepAliveMs: options.sseKeepAliveMs ?? 5000,
  });
  const call = (path: string, request: TestRequest = {}) => {
    const headers: Record<string, string> = { ...request.headers };
    const token = request.token === undefined ? 'valid-operator' : request.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (request.body !== undefined) {
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
      headers['Content-Type'] = 'application/json';
    }
    return Promise.resolve(app.request(path, { method: request.method ?? 'GET', headers, body }));
  };
  const json = async <T>(path: string, request?: TestRequest): Promise<T> => {
    const response = await call(path, request);
    if (!response.ok)
      throw new Error(`${request?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return { db, hub, app, call, json };
}

export interface SseMessage {
  /** 'message' for an unnamed event. */
  event: string;
  data: string;
}

/** Reads SSE messages from a response until `until` says stop (or the stream ends), then cancels it. */
export async function readSseMessages(
  response: Response,
  until: (messages: SseMessage[]) => boolean,
): Promise<SseMessage[]> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const messages: SseMessage[] = [];
  let buffer = '';
  while (!until(messages)) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      messages.push({ event, data });
    }
  }
  await reader.cancel();
  return messages;
}
