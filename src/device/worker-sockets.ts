/**
 * Scanning sockets whose WebSocket lives in a worker (socket-relay.ts): the page gets each socket's messages in
 * batches, one task per batch instead of one per tag read. Where no worker can be made (tests, old engines), the
 * plain WebSocket is used.
 */
import type { AntennaSocket } from './device-manager-client.ts';
import type { RelayCommand, RelayEvent } from './socket-relay.ts';

export interface WorkerSockets {
  open(url: string): AntennaSocket;
  /** What the worker posted. */
  receive(event: RelayEvent): void;
  /** The worker failed (its script did not load): every socket it holds fails, as a dropped connection would. */
  failAll(): void;
}

export function createWorkerSockets(post: (command: RelayCommand) => void): WorkerSockets {
  const sockets = new Map<number, AntennaSocket>();
  let nextId = 1;
  return {
    open(url) {
      const id = nextId++;
      const socket: AntennaSocket = {
        onopen: null,
        onmessage: null,
        onbatch: null,
        onerror: null,
        onclose: null,
        send: (data) => post({ type: 'send', id, data }),
        close() {
          if (sockets.delete(id)) post({ type: 'close', id });
        },
      };
      sockets.set(id, socket);
      post({ type: 'open', id, url });
      return socket;
    },
    receive(event) {
      const socket = sockets.get(event.id);
      if (!socket) return;
      switch (event.type) {
        case 'open':
          return socket.onopen?.(event);
        case 'messages':
          if (socket.onbatch) return socket.onbatch(event.data);
          for (const data of event.data) socket.onmessage?.({ data });
          return;
        case 'error':
          return socket.onerror?.(event);
        case 'close':
          sockets.delete(event.id);
          return socket.onclose?.(event);
      }
    },
    failAll() {
      const open = [...sockets.values()];
      sockets.clear();
      for (const socket of open) {
        socket.onerror?.({});
        socket.onclose?.({});
      }
    },
  };
}

let shared: WorkerSockets | undefined;
let workerFailed = false;

function sharedWorkerSockets(): WorkerSockets {
  if (shared) return shared;
  const worker = new Worker(new URL('./scanning-sockets.worker.ts', import.meta.url), {
    type: 'module',
    name: 'scanning-sockets',
  });
  const sockets = createWorkerSockets((command) => worker.postMessage(command));
  worker.onmessage = (event: MessageEvent<RelayEvent>) => sockets.receive(event.data);
  worker.onerror = () => {
    // The sockets it held fail (the client recovers as from a dropped connection); later ones go without a worker.
    workerFailed = true;
    shared = undefined;
    worker.terminate();
    sockets.failAll();
  };
  shared = sockets;
  return sockets;
}

/** The station's scanning sockets: one worker holds all of them, made on first use. */
export function openScanningSocket(url: string): AntennaSocket {
  if (typeof Worker === 'undefined' || workerFailed) return new WebSocket(url) as unknown as AntennaSocket;
  return sharedWorkerSockets().open(url);
}
