import { describe, expect, it, vi } from 'vitest';
import { backoffDelays, createRetryingClient, NoAnswerError } from './retrying-client.ts';

/** A fetch that throws (no answer) `lost` times, then answers status with a JSON body. */
function flakyFetch(lost: number, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fake = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (calls.length <= lost) throw new TypeError('fetch failed', { cause: new Error('other side closed') });
    return new Response(JSON.stringify({ id: 'instance-1' }), { status });
  });
  return { fake: fake as unknown as typeof fetch, calls };
}

const client = (fake: typeof fetch, retries = 3) =>
  createRetryingClient({
    baseUrl: 'http://api',
    token: 'valid-s1',
    retryDelaysMs: backoffDelays(retries, 1),
    fetch: fake,
  });

describe('createRetryingClient()', () => {
  it('should send a request whose answer was lost again, with the same Idempotency-Key and body', async () => {
    const { fake, calls } = flakyFetch(2);
    const answer = await client(fake).post('/save', { itemIds: ['a'] }, { 'Idempotency-Key': 'key-1' });
    expect(answer).toMatchObject({ status: 200, body: { id: 'instance-1' }, attempts: 3 });
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.url).toBe('http://api/save');
      expect(call.init.body).toBe('{"itemIds":["a"]}');
      expect(call.init.headers).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer valid-s1' });
    }
  });

  it('should not retry an answered request, whatever its status', async () => {
    const { fake, calls } = flakyFetch(0, 500);
    expect(await client(fake).post('/save', {})).toMatchObject({ status: 500, attempts: 1 });
    expect(calls).toHaveLength(1);
  });

  it('should give up after its retries with NoAnswerError', async () => {
    const { fake, calls } = flakyFetch(10);
    await expect(client(fake, 2).post('/save', {})).rejects.toBeInstanceOf(NoAnswerError);
    expect(calls).toHaveLength(3);
  });

  it('should measure from the first send to the answer, waits included', async () => {
    const { fake } = flakyFetch(1);
    const slow = createRetryingClient({ baseUrl: '', token: 't', retryDelaysMs: [60], fetch: fake });
    expect((await slow.post('/x', {})).elapsedMs).toBeGreaterThanOrEqual(55);
  });
});

describe('backoffDelays()', () => {
  it('should double from the first wait up to the cap', () => {
    expect(backoffDelays(5, 20, 100)).toEqual([20, 40, 80, 100, 100]);
  });
});
