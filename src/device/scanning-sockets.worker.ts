/** The worker that owns the scanning sockets: see socket-relay.ts. */
import { deviceTiming } from './device-constants.ts';
import { createSocketRelay, type RelayCommand, type RelayEvent, type RelaySocket } from './socket-relay.ts';

// The project's lib is the DOM's; these two members are all the worker scope this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<RelayCommand>) => void) | null;
  postMessage(event: RelayEvent): void;
};

const relay = createSocketRelay({
  openSocket: (url) => new WebSocket(url) as unknown as RelaySocket,
  post: (event) => scope.postMessage(event),
  flushMs: deviceTiming.readChunkMs,
});

scope.onmessage = (event) => relay.handle(event.data);
