import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openApiHarness, readSseMessages } from './api-test-harness.ts';
import type { ApiHarness, SseMessage } from './api-test-harness.ts';
import type { ConveyorEvent } from './conveyor-boxes.ts';
import type { BoxRunSummary, ConveyorStatus } from './conveyor-producer.ts';
import { conveyorChannel } from './event-hub.ts';

let api: ApiHarness;
const TUNNEL = 'TUNNEL-01';
const STREAM = `/api/v1/sse/getData/conveyor/${TUNNEL}?access_token=valid-operator`;

beforeAll(async () => {
  api = await openApiHarness({ sseKeepAliveMs: 40 });
});

afterAll(async () => {
  await api.db.close();
});

afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
  await until(() => api.hub.listenerCount() === 0);
});

const sendBoxes = (body: object, conveyorId = TUNNEL) =>
  api.json<BoxRunSummary>(`/control/conveyors/${conveyorId}/boxes`, { method: 'POST', body, token: null });
const status = () => api.json<ConveyorStatus>(`/control/conveyors/${TUNNEL}`, { token: null });

async function until(condition: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!condition()) throw new Error('condition not met in time');
}

/** The conveyor events among the stream messages: the JSON of each message, whose data is the event. */
const eventsOf = (messages: SseMessage[]) =>
  messages
    .filter((message) => message.event === 'message')
    .map((message) => JSON.parse(message.data) as { conveyorId: string; data: ConveyorEvent });

const countEvents = (count: number) => (messages: SseMessage[]) => eventsOf(messages).length >= count;

describe('001 §7 conveyor stream', () => {
  it('[001-7-ttz-09] [001-7-ttz-10] [001-7-ttz-11] [001-4.10-05] a box is six events in data.data, with keep-alives', async () => {
    const response = await api.call(STREAM, { token: null });
    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    await until(() => api.hub.listenerCount(conveyorChannel(TUNNEL)) === 1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const run = await sendBoxes({ count: 2, itemsPerBox: 3 });
    expect(run).toMatchObject({ conveyorId: TUNNEL, events: 12, ratePerSecond: 0 });
    const messages = await readSseMessages(response, countEvents(12));
    expect(messages.some((message) => message.event === 'keep-alive')).toBe(true);
    const events = eventsOf(messages);
    expect(events.every((message) => message.conveyorId === TUNNEL)).toBe(true);
    const [first] = run.boxes;
    expect(events.slice(0, 6).map(({ data }) => [data.tunnelEventType, data.status, data.logLevel])).toEqual([
      ['BARCODE_READ', 1, 'INFO'],
      ['RFID_START_READING', 2, 'INFO'],
      ['RFID_TAGS_READ', 2, 'TRACE'],
      ['RFID_STOP_READING', 3, 'INFO'],
      ['BOX_RESULT', 4, 'TRACE'],
      ['ELABORATION_COMPLETED', 4, 'TRACE'],
    ]);
    expect(events[0]!.data).toMatchObject({
      barcode: first!.barcode,
      identifiers: [],
      eventCreationDate: expect.any(Number),
      supplierCode: 'SUP-BIELLA',
    });
    expect(first!.barcode).toMatch(/^BX\d{12}$/);
    expect(events[2]!.data.identifiers).toEqual(first!.epcs);
    expect(events[6]!.data.barcode).toBe(run.boxes[1]!.barcode);
    // The boxes hold real items, all different here.
    const epcs = run.boxes.flatMap((box) => box.epcs);
    expect(new Set(epcs).size).toBe(6);
    const found = await api.json<{ content: { product: { code: string } }[] }>(
      `/api/v1/items?identifierCodes=${epcs[0]}`,
    );
    expect(found.content[0]?.product.code).toEqual(expect.any(String));
  });

  it('[001-7-ttz-09] the stream needs the access token', async () => {
    expect((await api.call(`/api/v1/sse/getData/conveyor/${TUNNEL}`, { token: null })).status).toBe(401);
  });

  it('[001-4.10-01] a dropped stream ends; boxes sent meanwhile wait for the next connection', async () => {
    const first = await api.call(STREAM, { token: null });
    await until(() => api.hub.listenerCount(conveyorChannel(TUNNEL)) === 1);
    const dropped = await api.json<{ streams: number }>(`/control/conveyors/${TUNNEL}/drop`, {
      method: 'POST',
      token: null,
    });
    expect(dropped.streams).toBe(1);
    expect(eventsOf(await readSseMessages(first, () => false))).toEqual([]);
    const run = await sendBoxes({ count: 1, itemsPerBox: 2 });
    expect(await status()).toMatchObject({ listeners: 0, queued: 6, published: 6 });
    const second = await api.call(STREAM, { token: null });
    const events = eventsOf(await readSseMessages(second, countEvents(6)));
    expect(events.map(({ data }) => data.barcode)).toEqual(Array(6).fill(run.boxes[0]!.barcode));
    expect((await status()).queued).toBe(0);
  });

  it('[001-4.10-12] unknown tags go in the read, and the result warns', async () => {
    const received: ConveyorEvent[] = [];
    const stop = api.hub.subscribe(conveyorChannel(TUNNEL), (payload) =>
      received.push((payload as { data: ConveyorEvent }).data),
    );
    const run = await sendBoxes({ count: 1, itemsPerBox: 2, unknownPerBox: 1 });
    stop();
    const [box] = run.boxes;
    expect(received[2]!.identifiers).toEqual([...box!.epcs, ...box!.unknownEpcs]);
    expect(received[4]).toMatchObject({ logLevel: 'WARNING', itemsCount: 2, unknownCount: 1 });
    const search = await api.json<{ content: unknown[] }>(`/api/v1/items?identifierCodes=${box!.unknownEpcs[0]}`);
    expect(search.content).toEqual([]);
  });
});

describe('/control/conveyors runs at a rate', () => {
  it('spreads the boxes over time, box by box, and reset cancels what is left', async () => {
    const received: { at: number; event: ConveyorEvent }[] = [];
    const stop = api.hub.subscribe(conveyorChannel(TUNNEL), (payload) =>
      received.push({ at: Date.now(), event: (payload as { data: ConveyorEvent }).data }),
    );
    const started = Date.now();
    const run = await sendBoxes({ count: 4, itemsPerBox: 1, ratePerSecond: 10 });
    expect(run.durationMs).toBeGreaterThan(300);
    expect(run.durationMs).toBeLessThan(400);
    expect(received.length).toBeLessThan(24);
    await until(() => received.length === 24);
    stop();
    expect(received.at(-1)!.at - started).toBeGreaterThanOrEqual(300);
    const barcodes = received.map(({ event }) => event.barcode);
    expect(barcodes).toEqual(run.boxes.flatMap((box) => Array(6).fill(box.barcode)));

    // The benchmark scenario: 20 boxes a second for 60 s.
    const long = await sendBoxes({ count: 1200, itemsPerBox: 4, ratePerSecond: 20 });
    expect(long).toMatchObject({ events: 7200 });
    expect(long.durationMs).toBeGreaterThan(59_000);
    expect((await status()).scheduled).toBeGreaterThan(7000);
    await api.call('/control/reset', { method: 'POST', token: null });
    expect(await status()).toMatchObject({ scheduled: 0, queued: 0 });
  });

  it('refuses counts and rates out of range', async () => {
    const post = (body: object) =>
      api.call(`/control/conveyors/${TUNNEL}/boxes`, { method: 'POST', body, token: null });
    expect((await post({ count: 0 })).status).toBe(400);
    expect((await post({ count: 1, ratePerSecond: 51 })).status).toBe(400);
    expect((await post({ count: 1, itemsPerBox: -1 })).status).toBe(400);
  });
});
