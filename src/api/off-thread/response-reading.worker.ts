/** The worker that makes off-thread requests: see fetch-relay.ts. */
import { createFetchRelay, type FetchAnswer, type FetchCommand } from './fetch-relay.ts';

// The project's lib is the DOM's; these two members are all the worker scope this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<FetchCommand>) => void) | null;
  postMessage(answer: FetchAnswer): void;
};

const relay = createFetchRelay({
  fetch: (input, init) => fetch(input, init),
  post: (answer) => scope.postMessage(answer),
});
scope.onmessage = (event) => relay.handle(event.data);
