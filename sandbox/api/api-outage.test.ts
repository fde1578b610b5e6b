import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openApiHarness, type ApiHarness } from './api-test-harness.ts';
import { createApiOutage, parseOutagePlan } from './api-outage.ts';
import { LOST_RESPONSE_STATUS } from './drop-connection.ts';

let api: ApiHarness;
const loggedUser = '/api/v1/users/loggedUser';
const control = (method: string, body?: unknown) => api.call('/control/outage', { method, body, token: null });

beforeAll(async () => {
  api = await openApiHarness();
});
afterAll(async () => {
  await api.db.close();
});

describe('parseOutagePlan()', () => {
  it('should take a duration, with the connection dropped by default', () => {
    expect(parseOutagePlan({ durationMs: 60_000 })).toEqual({ durationMs: 60_000, mode: 'drop' });
    expect(parseOutagePlan({ durationMs: 5, mode: 'unavailable' })).toEqual({ durationMs: 5, mode: 'unavailable' });
  });

  it.each([
    [{}],
    [{ durationMs: 0 }],
    [{ durationMs: 700_000 }],
    [{ durationMs: '60s' }],
    [{ durationMs: 1, mode: 'slow' }],
  ])('should refuse %j', (body) => {
    expect(() => parseOutagePlan(body)).toThrow(/durationMs|mode/);
  });
});

describe('createApiOutage()', () => {
  it('should end by itself once the duration has passed', () => {
    let now = 1000;
    const outage = createApiOutage(() => now);
    outage.start({ durationMs: 60_000, mode: 'drop' });
    expect(outage.state()).toMatchObject({ active: true, mode: 'drop', until: 61_000 });
    now = 60_999;
    expect(outage.state().active).toBe(true);
    now = 61_000;
    expect(outage.state().active).toBe(false);
  });
});

describe('/control/outage', () => {
  beforeEach(async () => {
    await api.call('/control/reset', { method: 'POST', token: null });
  });

  it('should drop the connection of every /api call while it lasts, and count them', async () => {
    expect((await api.call(loggedUser)).status).toBe(200);
    const started = await control('POST', { durationMs: 60_000 });
    expect(await started.json()).toMatchObject({ active: true, mode: 'drop', refused: 0 });
    // app.request() has no socket to destroy: it sees the status a lost response would be.
    expect((await api.call(loggedUser)).status).toBe(LOST_RESPONSE_STATUS);
    expect(
      (await api.call('/api/v1/items/decode', { method: 'POST', body: { itemIdentifierCodes: ['E1'] } })).status,
    ).toBe(LOST_RESPONSE_STATUS);
    expect(await (await control('GET')).json()).toMatchObject({
      active: true,
      refused: 2,
      refusedPaths: { [loggedUser]: 1, '/api/v1/items/decode': 1 },
    });
  });

  it("should answer 503 in mode 'unavailable'", async () => {
    await control('POST', { durationMs: 60_000, mode: 'unavailable' });
    const response = await api.call(loggedUser);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' });
  });

  it('should leave the control routes and /health up', async () => {
    await control('POST', { durationMs: 60_000 });
    expect((await api.call('/health', { token: null })).status).toBe(200);
    expect((await api.call('/control/confirmations', { token: null })).status).toBe(200);
  });

  it('should end with DELETE, and with /control/reset', async () => {
    await control('POST', { durationMs: 60_000 });
    expect(await (await control('DELETE')).json()).toMatchObject({ active: false });
    expect((await api.call(loggedUser)).status).toBe(200);
    await control('POST', { durationMs: 60_000 });
    await api.call('/control/reset', { method: 'POST', token: null });
    expect((await api.call(loggedUser)).status).toBe(200);
  });

  it('should drop the open event streams as it starts', async () => {
    let dropped = 0;
    const original = api.hub.dropStreams.bind(api.hub);
    api.hub.dropStreams = (channel) => {
      dropped += 1;
      return original(channel);
    };
    await control('POST', { durationMs: 1000 });
    expect(dropped).toBe(1);
    api.hub.dropStreams = original;
  });

  it('should refuse a bad plan with a 400 naming the field', async () => {
    const response = await control('POST', { durationMs: -1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'INVALID_OUTAGE' });
  });
});
