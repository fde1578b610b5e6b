import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSockets } from '../test-support/device-test-support.ts';
import { createSocketRelay, type RelayEvent } from './socket-relay.ts';

function setup() {
  const sockets = fakeSockets(false);
  const posted: RelayEvent[] = [];
  const relay = createSocketRelay({
    openSocket: sockets.openSocket,
    post: (event) => posted.push(event),
    flushMs: 16,
  });
  return { sockets, posted, relay };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSocketRelay() (the scanning sockets worker)', () => {
  it('opens a socket per id and says when it is open', () => {
    const { sockets, posted, relay } = setup();
    relay.handle({ type: 'open', id: 7, url: 'ws://dm.test/scannings' });
    expect(sockets.last().url).toBe('ws://dm.test/scannings');
    sockets.last().open();
    expect(posted).toEqual([{ type: 'open', id: 7 }]);
  });

  it('gathers the messages of every socket and posts each socket’s as one batch after the flush interval', async () => {
    const { sockets, posted, relay } = setup();
    relay.handle({ type: 'open', id: 1, url: 'ws://a' });
    relay.handle({ type: 'open', id: 2, url: 'ws://b' });
    const [a, b] = sockets.sockets;
    for (let index = 0; index < 500; index++) a!.message(`{"epc":"A${index}"}`);
    b!.message('{"epc":"B0"}');
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(15);
    expect(posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(2);
    expect(posted[0]).toMatchObject({ type: 'messages', id: 1 });
    expect((posted[0] as { data: unknown[] }).data).toHaveLength(500);
    expect((posted[0] as { data: unknown[] }).data[499]).toBe('{"epc":"A499"}');
    expect(posted[1]).toEqual({ type: 'messages', id: 2, data: ['{"epc":"B0"}'] });
    await vi.advanceTimersByTimeAsync(100);
    expect(posted).toHaveLength(2);
  });

  it('posts what is buffered before the error or close that follows it, and nothing of a closed socket after', async () => {
    const { sockets, posted, relay } = setup();
    relay.handle({ type: 'open', id: 3, url: 'ws://a' });
    sockets.last().message('{"epc":"E1"}');
    sockets.last().onerror?.({});
    sockets.last().drop();
    expect(posted).toEqual([
      { type: 'messages', id: 3, data: ['{"epc":"E1"}'] },
      { type: 'error', id: 3 },
      { type: 'close', id: 3 },
    ]);
    await vi.advanceTimersByTimeAsync(50);
    expect(posted).toHaveLength(3);
  });

  it('sends what the page sends (keep-alives) and reports a send that throws as an error', () => {
    const { sockets, posted, relay } = setup();
    relay.handle({ type: 'open', id: 4, url: 'ws://a' });
    relay.handle({ type: 'send', id: 4, data: '{"command":"keep-alive"}' });
    expect(sockets.last().sent).toEqual(['{"command":"keep-alive"}']);
    sockets.last().send = () => {
      throw new Error('InvalidStateError');
    };
    relay.handle({ type: 'send', id: 4, data: 'x' });
    expect(posted).toEqual([{ type: 'error', id: 4 }]);
  });

  it('closes a socket the page closes and drops what it still buffered', async () => {
    const { sockets, posted, relay } = setup();
    relay.handle({ type: 'open', id: 5, url: 'ws://a' });
    const socket = sockets.last();
    socket.message('{"epc":"late"}');
    relay.handle({ type: 'close', id: 5 });
    expect(socket.closed).toBe(true);
    expect(socket.onmessage).toBeNull();
    await vi.advanceTimersByTimeAsync(50);
    expect(posted).toEqual([]);
    relay.handle({ type: 'send', id: 5, data: 'x' });
    expect(socket.sent).toEqual([]);
  });

  it('answers a socket that cannot be made (a malformed URL) with error and close', () => {
    const posted: RelayEvent[] = [];
    const relay = createSocketRelay({
      openSocket: () => {
        throw new SyntaxError('invalid URL');
      },
      post: (event) => posted.push(event),
      flushMs: 16,
    });
    relay.handle({ type: 'open', id: 6, url: 'not a url' });
    expect(posted).toEqual([
      { type: 'error', id: 6 },
      { type: 'close', id: 6 },
    ]);
  });
});
