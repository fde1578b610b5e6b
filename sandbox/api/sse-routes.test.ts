import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { TEST_URLS, fakeVerifyAccessToken, readSseMessages } from './api-test-harness.ts';
import { createApiApp } from './create-api-app.ts';
import { OUTBOX_LIMIT, asyncOutcomeChannel, conveyorChannel, createEventHub } from './event-hub.ts';
import type { UserRecord } from './users-store.ts';

const operator: UserRecord = {
  id: 'user-operator',
  username: 'operator',
  name: 'Mario',
  surname: 'Rossi',
  email: 'mario.rossi@aurelia-demo.example',
  capabilities: [],
  roles: [],
  userPlaceIds: [],
  attributes: {},
};

/** The SSE routes read only the token's user; this database knows the operator alone. */
const usersOnlyDatabase: Database = {
  query: async <T>(_sql: string, params?: unknown[]) => ({
    rows: (params?.[0] === 'operator' ? [{ data: operator }] : []) as T[],
  }),
  exec: async () => undefined,
  transaction: async () => {
    throw new Error('not used');
  },
  close: async () => undefined,
};

const hub = createEventHub();
const app = createApiApp({
  db: usersOnlyDatabase,
  verifyAccessToken: fakeVerifyAccessToken,
  publicUrls: TEST_URLS,
  eventHub: hub,
  sseKeepAliveMs: 40,
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !condition(); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(async () => {
  await waitFor(() => hub.listenerCount() === 0);
});

describe('000 §7.6 server-sent events', () => {
  it('000 §7.6: the async outcome stream sends keep-alive events and the published outcome', async () => {
    const response = await app.request(
      `/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}?access_token=valid-operator`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    await waitFor(() => hub.listenerCount(asyncOutcomeChannel(operator.id)) === 1);
    const outcome = {
      asyncExecutionId: 'exec-42',
      executionStatus: 'OK',
      details: { operationInstanceId: 'instance-7' },
    };
    setTimeout(() => hub.publishAsyncOutcome(operator.id, outcome), 60);
    const messages = await readSseMessages(response, (read) => read.some((message) => message.event === 'message'));
    expect(messages.filter((message) => message.event === 'keep-alive').length).toBeGreaterThanOrEqual(2);
    const published = messages.find((message) => message.event === 'message');
    expect(JSON.parse(published?.data ?? '{}')).toEqual(outcome);
  });

  it('000 §7.6: closing the connection unsubscribes from the hub', async () => {
    const response = await app.request(
      `/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}?access_token=valid-operator`,
    );
    await waitFor(() => hub.listenerCount() === 1);
    expect(hub.listenerCount(asyncOutcomeChannel(operator.id))).toBe(1);
    await readSseMessages(response, (read) => read.length >= 1);
    await waitFor(() => hub.listenerCount() === 0);
    expect(hub.listenerCount()).toBe(0);
  });

  it('001 §7: the conveyor stream sends each conveyor event as JSON in data.data', async () => {
    const response = await app.request('/api/v1/sse/getData/conveyor/TUNNEL-01?access_token=valid-operator');
    await waitFor(() => hub.listenerCount(conveyorChannel('TUNNEL-01')) === 1);
    const event = {
      tunnelEventType: 'BARCODE_READ',
      barcode: 'PRC-2025-00101',
      identifiers: [],
      eventCreationDate: 1,
      logLevel: 'INFO',
    };
    hub.publishConveyor('TUNNEL-02', { tunnelEventType: 'ELSEWHERE' });
    hub.publishConveyor('TUNNEL-01', event);
    const messages = await readSseMessages(response, (read) => read.some((message) => message.event === 'message'));
    const data = messages
      .filter((message) => message.event === 'message')
      .map((message) => JSON.parse(message.data) as unknown);
    expect(data).toEqual([{ conveyorId: 'TUNNEL-01', data: event }]);
  });

  it('000 §7.6: streams need the access token, and a user opens only their own outcome stream', async () => {
    expect((await app.request(`/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}`)).status).toBe(401);
    expect(
      (await app.request(`/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}?access_token=bad`)).status,
    ).toBe(401);
    const other = await app.request(
      '/api/v1/sse/getData/asyncExecutionOutcome/someone-else?access_token=valid-operator',
    );
    expect(other.status).toBe(403);
    expect(hub.listenerCount()).toBe(0);
  });

  it('a dropped stream ends for the client, and an outcome published meanwhile goes to the next stream', async () => {
    const url = `/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}?access_token=valid-operator`;
    const first = await app.request(url);
    await waitFor(() => hub.listenerCount(asyncOutcomeChannel(operator.id)) === 1);
    expect(hub.dropStreams(asyncOutcomeChannel(operator.id))).toBe(1);
    const beforeDrop = await readSseMessages(first, () => false);
    expect(beforeDrop.every((message) => message.event === 'keep-alive')).toBe(true);
    const outcome = { asyncExecutionId: 'exec-43', executionStatus: 'OK', details: {} };
    hub.publishAsyncOutcome(operator.id, outcome);
    const second = await app.request(url);
    const messages = await readSseMessages(second, (read) => read.some((message) => message.event === 'message'));
    expect(JSON.parse(messages.find((message) => message.event === 'message')?.data ?? '{}')).toEqual(outcome);
  });

  it('a silenced stream sends nothing more, keep-alives included', async () => {
    const response = await app.request(
      `/api/v1/sse/getData/asyncExecutionOutcome/${operator.id}?access_token=valid-operator`,
    );
    await waitFor(() => hub.listenerCount(asyncOutcomeChannel(operator.id)) === 1);
    const reader = response.body!.getReader();
    await reader.read();
    expect(hub.silenceStreams()).toBe(1);
    const next = await Promise.race([
      reader.read().then(() => 'data'),
      new Promise((resolve) => setTimeout(() => resolve('silence'), 200)),
    ]);
    expect(next).toBe('silence');
    await reader.cancel();
  });
});

describe('createEventHub() outbox', () => {
  it('keeps at most OUTBOX_LIMIT outcomes per user while no stream listens, the newest', () => {
    const local = createEventHub();
    for (let index = 0; index < OUTBOX_LIMIT + 5; index += 1)
      local.publishAsyncOutcome('u', { asyncExecutionId: `x${index}`, executionStatus: 'OK' });
    expect(local.pendingOutcomes('u')).toBe(OUTBOX_LIMIT);
    const received: unknown[] = [];
    local.subscribe(asyncOutcomeChannel('u'), (payload) => received.push(payload));
    expect(received[0]).toMatchObject({ asyncExecutionId: 'x5' });
    expect(local.pendingOutcomes('u')).toBe(0);
  });
});
