import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceManagerAnswers } from './device-manager-probe.ts';

afterEach(() => vi.unstubAllGlobals());

function answering(respond: () => Promise<Response>) {
  const fetchMock = vi.fn(respond);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('deviceManagerAnswers() (000 §2.20)', () => {
  it.each([200, 404, 500])(
    'should count an answer with status %i as a device manager that is there',
    async (status) => {
      const fetchMock = answering(async () => new Response(null, { status }));
      await expect(deviceManagerAnswers('http://dm.test/')).resolves.toBe(true);
      const [request] = fetchMock.mock.calls[0] as unknown as [Request | string];
      expect(typeof request === 'string' ? request : request.url).toBe('http://dm.test/');
    },
  );

  it('should count no answer as off-line', async () => {
    answering(() => Promise.reject(new TypeError('fetch failed')));
    await expect(deviceManagerAnswers('http://dm.test')).resolves.toBe(false);
  });
});
