import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../core/api-error.ts';
import { parseDecodedReads } from '../../core/readings/decoded-read.ts';
import { createApiClient } from '../http-client.ts';
import { createFetchRelay, type FetchAnswer, type FetchCommand } from './fetch-relay.ts';
import { createOffThreadFetch } from './off-thread-fetch.ts';

const product = { id: 'p1', code: 'KN210', attributes: { madeIn: { value: 'Italy' } } };
const decodeAnswer = [
  { identifierCode: 'E1', decodeResult: 'itemFound', item: { id: 'i1', product } },
  { identifierCode: 'E2', decodeResult: 'itemFound', item: { id: 'i2', product } },
];

interface Sent {
  url: string;
  init: RequestInit;
}

/** A fetch answering `status` and `body` (as JSON, or as text when a string), recording what it was sent. */
function answering(status: number, body?: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    sent.push({ url: String(url), init });
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

/** The main thread's half and the worker's joined as a worker joins them: each message goes across later. */
function joined(fetch: typeof globalThis.fetch) {
  const commands: FetchCommand[] = [];
  let receive: (answer: FetchAnswer) => void = () => {};
  const relay = createFetchRelay({ fetch, post: (answer) => setTimeout(() => receive(answer)) });
  const offThread = createOffThreadFetch((command) => {
    commands.push(command);
    setTimeout(() => relay.handle(command));
  });
  receive = offThread.receive;
  return { offThread, commands };
}

function client(fetch: typeof globalThis.fetch, options: { readOnly?: boolean } = {}) {
  const { offThread, commands } = joined(fetch);
  const api = createApiClient({
    baseUrl: () => 'http://api.test/',
    accessToken: () => 'tok',
    offThread: () => offThread,
    ...options,
  });
  return { api, commands, offThread };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('postRead() off the main thread (decode answers read in a worker)', () => {
  it('[000-7.3-01] posts the JSON body with the token and answers what the reader makes of the body, as on the main thread', async () => {
    const server = answering(200, decodeAnswer);
    const { api, commands } = client(server.fetch);
    const reads = await api.postRead!('api/v1/items/decode', 'decodedReads', {
      body: { itemIdentifierCodes: ['E1', 'E2'] },
      expectBody: true,
    });
    expect(reads).toEqual(parseDecodedReads(decodeAnswer));
    expect(commands).toHaveLength(1);
    expect(server.sent[0]!.url).toBe('http://api.test/api/v1/items/decode');
    expect(server.sent[0]!.init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ itemIdentifierCodes: ['E1', 'E2'] }),
      headers: { authorization: 'Bearer tok', 'content-type': 'application/json', accept: 'application/json' },
    });
  });

  it('[000-8.1-10] a failed status is the ApiError the main thread would raise, with the server’s message', async () => {
    const { api } = client(answering(404, { message: 'No such operation' }).fetch);
    const failure = api.postRead!('api/v1/operations/x/batchValidate', 'decodedReads', { body: {}, expectBody: true });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      kind: 'notFound',
      status: 404,
      detail: { text: 'No such operation' },
    });
  });

  it('[000-8.1-20] [000-8.1-19] an empty 200 where a body is expected is malformed; an error inside a 200 is an error', async () => {
    const empty = client(answering(200).fetch).api;
    await expect(empty.postRead!('decode', 'decodedReads', { expectBody: true })).rejects.toMatchObject({
      kind: 'malformed',
    });
    const nested = client(answering(200, { error: { message: 'boom' } }).fetch).api;
    await expect(nested.postRead!('decode', 'decodedReads', { expectBody: true })).rejects.toMatchObject({
      kind: 'server',
      status: 200,
    });
  });

  it('a body the reader refuses raises the reader’s own error on the main thread', async () => {
    const { api } = client(answering(200, { not: 'a list' }).fetch);
    await expect(api.postRead!('decode', 'decodedReads', { expectBody: true })).rejects.toThrow(
      'expected a list of decoded reads',
    );
  });

  it('[000-8.1-01] no answer (the network) is a failure without a status', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    const { api } = client(fetch);
    await expect(api.postRead!('decode', 'decodedReads', {})).rejects.toMatchObject({ status: 0 });
  });

  it('[000-9-01] a request past its timeout is aborted in the worker and fails without a status', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as unknown as typeof globalThis.fetch;
    const { api } = client(fetch);
    const failure = api.postRead!('decode', 'decodedReads', { timeoutMs: 1000 });
    failure.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10);
    await expect(failure).rejects.toMatchObject({ status: 0 });
  });

  it('a caller’s abort rejects at once and aborts the worker’s request', async () => {
    let aborted = false;
    const fetch = vi.fn(
      (_url: unknown, init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
    ) as unknown as typeof globalThis.fetch;
    const { api, commands } = client(fetch);
    const controller = new AbortController();
    const call = api.postRead!('decode', 'decodedReads', { signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('left the screen'));
    await expect(call).rejects.toThrow('left the screen');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(commands.at(-1)).toEqual({ type: 'abort', id: 1 });
    expect(aborted).toBe(true);
  });

  it('[000-7.1-07] [000-8.1-21] read-only mode blocks the POST before anything is sent', async () => {
    const server = answering(200, []);
    const { api, commands } = client(server.fetch, { readOnly: true });
    await expect(api.postRead!('decode', 'decodedReads', {})).rejects.toMatchObject({ kind: 'readOnly' });
    expect(commands).toEqual([]);
  });

  it('a worker that fails answers its requests as a lost connection', async () => {
    const never = vi.fn(() => new Promise<Response>(() => {})) as unknown as typeof globalThis.fetch;
    const { api, offThread } = client(never);
    const call = api.postRead!('decode', 'decodedReads', {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    offThread.failAll();
    await expect(call).rejects.toMatchObject({ status: 0 });
  });

  it('without a worker the same call runs on the main thread', async () => {
    const server = answering(200, decodeAnswer);
    vi.stubGlobal('fetch', server.fetch);
    const api = createApiClient({
      baseUrl: () => 'http://api.test/',
      accessToken: () => 'tok',
      offThread: () => undefined,
    });
    await expect(api.postRead('decode', 'decodedReads', { body: {}, expectBody: true })).resolves.toEqual(
      parseDecodedReads(decodeAnswer),
    );
  });
});
