// @vitest-environment node
import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { durableSessionId, type DurableSessionHeader } from '../../core/durable-session/durable-session.ts';
import { demoRead } from '../../test-support/test-reads.ts';
import { openDurableSessionStore } from './durable-session-store.ts';

const header = (userId: string, operationCode: string, updatedAt: number): DurableSessionHeader => ({
  id: durableSessionId(userId, 'ws1', operationCode),
  userId,
  workstationId: 'ws1',
  operationCode,
  description: operationCode,
  route: `/simple-item-list/${operationCode}/reading`,
  navigation: { formData: { notes: 'x' } },
  readCount: 2,
  startedAt: 1,
  updatedAt,
});

describe('openDurableSessionStore()', () => {
  it('should load a session with its reads in arrival order, list a user’s sessions newest first, and remove them', async () => {
    const store = await openDurableSessionStore('store-test-1');
    const first = { ...header('u1', 'A', 10), kept: { forced: ['P1'], tally: { ignored: 2 } } };
    await store.write(first, {
      cleared: true,
      puts: [
        { code: 'E2', seq: 2, read: { epc: 'E2' }, decoded: demoRead('E2', [], { id: 'item-2', productCode: 'P' }) },
        { code: 'E1', seq: 1, read: { epc: 'E1', rssi: -40 } },
      ],
      deletes: [],
    });
    await store.write(header('u1', 'B', 20), { cleared: true, puts: [], deletes: [] });
    await store.write(header('u2', 'A', 30), { cleared: true, puts: [], deletes: [] });

    const loaded = await store.load(first.id);
    expect(loaded?.header).toEqual(first);
    expect(loaded?.reads.map((read) => read.code)).toEqual(['E1', 'E2']);
    expect(loaded?.reads[1]?.decoded).toEqual(demoRead('E2', [], { id: 'item-2', productCode: 'P' }));
    expect((await store.list('u1')).map((session) => session.operationCode)).toEqual(['B', 'A']);

    await store.write(first, { cleared: false, puts: [], deletes: ['E1'] });
    expect((await store.load(first.id))?.reads.map((read) => read.code)).toEqual(['E2']);

    await store.removeForUser('u1');
    expect(await store.list('u1')).toEqual([]);
    expect(await store.load(first.id)).toBeUndefined();
    expect(await store.list('u2')).toHaveLength(1);
    store.close();
  });

  it('should skip what it cannot parse: a header from elsewhere, a read without a code, an entry cut short, an answer for another code', async () => {
    const store = await openDurableSessionStore('store-test-2');
    const good = header('u1', 'A', 10);
    await store.write(good, {
      cleared: true,
      puts: [{ code: 'E1', seq: 1, read: { epc: 'E1' }, decoded: demoRead('OTHER') }],
      deletes: [],
    });
    store.close();
    const raw = await openDB('store-test-2');
    await raw.put('sessions', { id: 'broken', userId: 'u1', route: 'https://elsewhere.example' });
    await raw.put('log', { sessionId: good.id, entry: 1, changes: JSON.stringify({ puts: [{ code: '', seq: 'x' }] }) });
    await raw.put('log', { sessionId: good.id, entry: 2, changes: '{cut short' });
    raw.close();

    const reopened = await openDurableSessionStore('store-test-2');
    expect((await reopened.list('u1')).map((session) => session.id)).toEqual([good.id]);
    const loaded = await reopened.load(good.id);
    // The read stays (it was read) and goes to the decode again: its stored answer was not its own.
    expect(loaded?.reads).toEqual([{ code: 'E1', seq: 1, read: { epc: 'E1' } }]);
    reopened.close();
  });

  it('should append after the entries another opening of the database wrote, so nothing stored is overwritten', async () => {
    const first = await openDurableSessionStore('store-test-3');
    const session = header('u1', 'A', 10);
    await first.write(session, { cleared: true, puts: [{ code: 'E1', seq: 1, read: { epc: 'E1' } }], deletes: [] });
    await first.write(session, { cleared: false, puts: [{ code: 'E2', seq: 2, read: { epc: 'E2' } }], deletes: [] });
    first.close();

    const second = await openDurableSessionStore('store-test-3');
    await second.write(session, {
      cleared: false,
      puts: [{ code: 'E3', seq: 3, read: { epc: 'E3' } }],
      deletes: ['E2'],
    });
    expect((await second.load(session.id))?.reads.map((read) => read.code)).toEqual(['E1', 'E3']);
    second.close();
  });
});
