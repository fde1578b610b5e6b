/**
 * The worker half of the scanning sockets (see worker-sockets.ts): a device manager sends one WebSocket message per
 * tag read, thousands a second, and each message is a task on the thread that owns the socket. Owned here, in a
 * worker, they are gathered and handed to the page in one message every `flushMs`, so a flood of reads never queues
 * the page's own work (decode answers, frames) behind it.
 */

/** Page → worker. */
export type RelayCommand =
  | { type: 'open'; id: number; url: string }
  | { type: 'send'; id: number; data: string }
  | { type: 'close'; id: number };

/** Worker → page. `messages` always goes before the `error` or `close` that follows it on the same socket. */
export type RelayEvent =
  | { type: 'open'; id: number }
  | { type: 'messages'; id: number; data: unknown[] }
  | { type: 'error'; id: number }
  | { type: 'close'; id: number };

/** The part of a WebSocket the relay uses. */
export interface RelaySocket {
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
}

export interface SocketRelayDeps {
  openSocket(url: string): RelaySocket;
  post(event: RelayEvent): void;
  flushMs: number;
}

export interface SocketRelay {
  handle(command: RelayCommand): void;
}

export function createSocketRelay({ openSocket, post, flushMs }: SocketRelayDeps): SocketRelay {
  const sockets = new Map<number, { socket: RelaySocket; buffer: unknown[] }>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    for (const [id, entry] of sockets) flushOne(id, entry);
  };
  const flushOne = (id: number, entry: { buffer: unknown[] }) => {
    if (entry.buffer.length === 0) return;
    const data = entry.buffer;
    entry.buffer = [];
    post({ type: 'messages', id, data });
  };
  const end = (id: number, type: 'error' | 'close') => {
    const entry = sockets.get(id);
    if (!entry) return;
    flushOne(id, entry);
    if (type === 'close') sockets.delete(id);
    post({ type, id });
  };

  const open = (id: number, url: string) => {
    let socket: RelaySocket;
    try {
      socket = openSocket(url);
    } catch {
      // A malformed URL throws at construction; the page hears of it as of any failed socket.
      post({ type: 'error', id });
      post({ type: 'close', id });
      return;
    }
    const entry = { socket, buffer: [] as unknown[] };
    sockets.set(id, entry);
    socket.onopen = () => post({ type: 'open', id });
    socket.onmessage = (event) => {
      entry.buffer.push(event.data);
      timer ??= setTimeout(flush, flushMs);
    };
    socket.onerror = () => end(id, 'error');
    socket.onclose = () => end(id, 'close');
  };

  return {
    handle(command) {
      if (command.type === 'open') return open(command.id, command.url);
      const entry = sockets.get(command.id);
      if (!entry) return;
      if (command.type === 'send') {
        try {
          entry.socket.send(command.data);
        } catch {
          end(command.id, 'error');
        }
        return;
      }
      // Closed by the page, which has stopped listening: what is still buffered is dropped, as a closed WebSocket's is.
      sockets.delete(command.id);
      entry.socket.onopen = entry.socket.onmessage = entry.socket.onerror = entry.socket.onclose = null;
      try {
        entry.socket.close();
      } catch {
        // already closed
      }
    },
  };
}
