import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mapFailedResponse } from '../api-error.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import { createReadingsPipeline, type ReadingsPipelineOptions } from './readings-pipeline.ts';

const itemStatuses = { ignore: [], ignoreWithReason: [], error: [], warning: [] };

/** A decode behind a server that is down (failing as `down` says) until `server.up`; it records every request. */
function serverDecode(down: () => unknown = () => mapFailedResponse(0, undefined)) {
  const server = { up: true };
  const requests: string[][] = [];
  const decode = vi.fn(async (codes: string[]) => {
    requests.push(codes);
    if (!server.up) throw down();
    return codes.map((code) => demoRead(code, [], { id: `item-${code}`, productCode: 'P1' }));
  });
  return { decode, server, requests };
}

function pipeline(overrides: Partial<ReadingsPipelineOptions>) {
  return createReadingsPipeline({
    path: 'batch',
    itemStatuses,
    batchIntervalTime: 1000,
    batchIntervalTagCount: 3,
    ...overrides,
  });
}

const tags = (...codes: string[]) => codes.map((epc) => ({ epc }));
const listedCodes = (p: ReturnType<typeof pipeline>) => [...p.reads()].map((read) => read.identifierCode);

describe('createReadingsPipeline() with the server unreachable (issue 17, beyond the spec)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T10:00:00Z'));
  });
  afterEach(() => void vi.useRealTimers());

  it.each([
    ['no answer', () => mapFailedResponse(0, undefined)],
    ['502', () => mapFailedResponse(502, {})],
    ['503', () => mapFailedResponse(503, { message: 'maintenance' })],
    ['504', () => mapFailedResponse(504, {})],
  ])(
    'should keep the reads waiting after %s, with no error shown, and list each once when the server is back',
    async (_, down) => {
      const onError = vi.fn();
      const { decode, server } = serverDecode(down);
      const p = pipeline({ decode, onError });
      server.up = false;
      p.push(tags('A', 'B'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(onError).not.toHaveBeenCalled();
      expect(p.summary()).toMatchObject({
        pending: 2,
        processing: 0,
        listed: 0,
        outage: { state: 'unreachable', waiting: 2, attempts: 1, retryAt: Date.now() + 1000 },
      });
      server.up = true;
      await vi.advanceTimersByTimeAsync(1000);
      expect(listedCodes(p)).toEqual(['A', 'B']);
      expect(p.summary()).toMatchObject({ pending: 0, processing: 0, listed: 2, outage: { state: 'recovered' } });
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['500', 500],
    ['400', 400],
    ['404', 404],
  ])('should keep a %s on the error path of 000 §8: onError once, the codes failed, no retry', async (_, status) => {
    const onError = vi.fn();
    const { decode, server, requests } = serverDecode(() => mapFailedResponse(status, {}));
    const p = pipeline({ decode, onError });
    server.up = false;
    p.push(tags('A'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toMatchObject({ status });
    expect(p.tag('A')).toMatchObject({ failed: true });
    expect(p.summary().outage.state).toBe('ok');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
  });

  it('should merge reads that come during the outage into the requests after it, at most batchIntervalTagCount codes each', async () => {
    const { decode, server, requests } = serverDecode();
    const p = pipeline({ decode });
    server.up = false;
    p.push(tags('A', 'B'));
    await vi.advanceTimersByTimeAsync(1000);
    requests.length = 0;
    // The reader keeps reading: new tags and repeats of waiting ones.
    p.push(tags('C', 'D', 'A', 'E'));
    await vi.advanceTimersByTimeAsync(1000);
    p.push(tags('F', 'G'));
    await vi.advanceTimersByTimeAsync(1000);
    // One probe at 1 s after the first failure (A, B, C), failing; the next after 2 s more.
    expect(requests).toEqual([['A', 'B', 'C']]);
    expect(p.summary().outage).toMatchObject({ waiting: 7, attempts: 2 });
    expect(p.summary().pending).toBe(7);
    server.up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(requests.slice(1)).toEqual([['A', 'B', 'C'], ['D', 'E', 'F'], ['G']]);
    expect(listedCodes(p).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G']);
    expect(p.summary()).toMatchObject({ tags: 7, listed: 7, pending: 0, processing: 0 });
  });

  it('should send debounced groups the same way (path 3)', async () => {
    const { decode, server, requests } = serverDecode();
    const p = pipeline({ decode, path: 'debounce' });
    server.up = false;
    p.push(tags('A', 'B', 'C', 'D'));
    await vi.advanceTimersByTimeAsync(300);
    // Two requests (3 + 1) failed; their codes wait together.
    expect(requests).toHaveLength(2);
    expect(p.summary().outage).toMatchObject({ waiting: 4, attempts: 1 });
    server.up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(listedCodes(p).sort()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('should stop retrying when the operator clears the list during the outage', async () => {
    const { decode, server, requests } = serverDecode();
    const p = pipeline({ decode });
    server.up = false;
    p.push(tags('A', 'B'));
    await vi.advanceTimersByTimeAsync(1000);
    p.clear();
    expect(p.summary().outage).toEqual({ state: 'ok', waiting: 0, attempts: 0, retryAt: null });
    server.up = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    expect(p.summary().listed).toBe(0);
  });

  it('should stop retrying and drop a probe on its way when the screen goes (dispose)', async () => {
    const { decode, server, requests } = serverDecode();
    const p = pipeline({ decode });
    server.up = false;
    p.push(tags('A'));
    await vi.advanceTimersByTimeAsync(1000);
    server.up = true;
    p.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(requests).toHaveLength(1);
    expect(p.summary().listed).toBe(0);
  });
});
