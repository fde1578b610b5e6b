import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDropChoice, type DropChoice } from './drop-choice.ts';
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts';

/** An upstream that records what reached it and answers bytes of its own, with a header and a status of its own. */
const received: { method: string; url: string; key: string | undefined; body: string }[] = [];
const answerOf = (body: string) => Buffer.concat([Buffer.from([0, 1, 2, 255]), Buffer.from(`seen:${body}`)]);
let upstream: http.Server;
let target = '';
let proxy: FaultProxy | undefined;

beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const key = request.headers['idempotency-key'];
      received.push({ method: request.method ?? '', url: request.url ?? '', key: key as string | undefined, body });
      response.writeHead(201, { 'X-Upstream': 'yes', 'Content-Type': 'application/octet-stream' });
      response.end(answerOf(body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
  received.length = 0;
});

async function send(path: string, body: string, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(`${proxy!.url}${path}`, { method: 'POST', body, headers });
    return { status: response.status, header: response.headers.get('x-upstream'), bytes: await response.bytes() };
  } catch (error) {
    return { error };
  }
}

describe('startFaultProxy()', () => {
  it('should lose about the chosen fraction of answers after every request reached the API', async () => {
    proxy = await startFaultProxy({ target, choice: createDropChoice(7, 0.3) });
    const bodies = Array.from({ length: 200 }, (_, index) => `request-${index}`);
    const answers = await Promise.all(bodies.map((body) => send('/api/v1/save', body)));
    const lost = answers.filter((answer) => 'error' in answer).length;
    expect(received).toHaveLength(200);
    expect(proxy.stats()).toEqual({ requests: 200, dropped: lost });
    expect(lost).toBeGreaterThan(35);
    expect(lost).toBeLessThan(85);
  });

  it('should pass the other answers byte for byte, with status and headers, and the requests unchanged', async () => {
    proxy = await startFaultProxy({ target, choice: createDropChoice(7, 0) });
    const answer = await send('/api/v1/save?x=1', '{"a":1}', { 'Idempotency-Key': 'k-1' });
    expect(answer).toEqual({ status: 201, header: 'yes', bytes: new Uint8Array(answerOf('{"a":1}')) });
    expect(received).toEqual([{ method: 'POST', url: '/api/v1/save?x=1', key: 'k-1', body: '{"a":1}' }]);
  });

  it('should choose by request identity: the retry of a lost request with the same key is drawn again', async () => {
    const identities: string[] = [];
    const firstOnly: DropChoice = {
      drop: (identity) => {
        identities.push(identity);
        return identities.filter((seen) => seen === identity).length === 1;
      },
    };
    proxy = await startFaultProxy({ target, choice: firstOnly });
    const headers = { 'Idempotency-Key': 'k-2', Authorization: 'Bearer valid-a' };
    expect(await send('/save', 'same', headers)).toHaveProperty('error');
    expect(await send('/save', 'same', headers)).toMatchObject({ status: 201 });
    expect(identities).toEqual(['POST /save Bearer valid-a key:k-2', 'POST /save Bearer valid-a key:k-2']);
    expect(received.map((request) => request.key)).toEqual(['k-2', 'k-2']);
  });

  it('should answer 502 when the API does not answer', async () => {
    proxy = await startFaultProxy({ target: 'http://127.0.0.1:1', choice: createDropChoice(1, 0) });
    expect(await send('/save', 'x')).toMatchObject({ status: 502 });
  });
});
