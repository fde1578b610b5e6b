/**
 * Loses a response on purpose (a test fault): the request has run, and the client's connection is destroyed before
 * any answer, as when a network drops after the server did the work. Under @hono/node-server the Node request is in
 * c.env.incoming; without one (app.request in tests) `onNoSocket` reports what would have happened.
 */
import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { destroy(): void } };
}

export const LOST_RESPONSE_STATUS = 499;

export function dropConnection(c: Context): Response {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
  socket?.destroy();
  // Never reaches a client whose socket is gone; app.request() callers see this 499 instead.
  const body = { errorCode: 'RESPONSE_LOST', messageCode: 'response_lost', message: 'response lost' };
  return new Response(JSON.stringify(body), {
    status: LOST_RESPONSE_STATUS,
    headers: { 'Content-Type': 'application/json' },
  });
}
