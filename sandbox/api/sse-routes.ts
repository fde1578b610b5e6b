/**
 * Server-sent event streams (000 §7.6, 001 §7, 002 §7), authorised by ?access_token=:
 * - /api/v1/sse/getData/asyncExecutionOutcome/{loggedUserId}: unnamed messages whose data is the JSON
 *   {asyncExecutionId, executionStatus, details}; only the user's own stream may be opened (403 otherwise).
 * - /api/v1/sse/getData/conveyor/{conveyorId}: unnamed messages whose data is the JSON {conveyorId, data},
 *   data being the conveyor event (001 §7 'JSON in data.data'; the events of a box: conveyor-boxes.ts). Any
 *   signed-in user may open it; events sent while no stream is open wait for the next one (event-hub.ts).
 * Both send a 'keep-alive' event at once and then every sseKeepAliveMs; closing the connection unsubscribes.
 * The hub may drop a stream (close it) or silence it (no more keep-alives or messages) for tests.
 */
import type { Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { forbidden } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { asyncOutcomeChannel, conveyorChannel } from './event-hub.ts';

function streamChannel(c: Context<ApiEnv>, deps: ApiDeps, channel: string): Response {
  return streamSSE(c, async (stream) => {
    let silenced = false;
    const keepAlive = () => (silenced ? undefined : stream.writeSSE({ event: 'keep-alive', data: String(Date.now()) }));
    const timer = setInterval(() => void keepAlive(), deps.sseKeepAliveMs);
    let close = () => {};
    let unsubscribe = () => {};
    const closed = new Promise<void>((resolve) => {
      close = () => {
        clearInterval(timer);
        unsubscribe();
        resolve();
      };
      stream.onAbort(close);
      c.req.raw.signal.addEventListener('abort', () => stream.abort());
    });
    await keepAlive();
    unsubscribe = deps.eventHub.subscribe(
      channel,
      (payload) => void stream.writeSSE({ data: JSON.stringify(payload) }),
      {
        drop: () => {
          close();
          void stream.close();
        },
        silence: () => {
          silenced = true;
        },
      },
    );
    await closed;
  });
}

export function registerSseRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.get('/api/v1/sse/getData/asyncExecutionOutcome/:userId', (c) => {
    const userId = c.req.param('userId');
    if (userId !== c.get('user').id) throw forbidden(`the outcome stream of user ${userId} belongs to another user`);
    return streamChannel(c, deps, asyncOutcomeChannel(userId));
  });

  app.get('/api/v1/sse/getData/conveyor/:conveyorId', (c) =>
    streamChannel(c, deps, conveyorChannel(c.req.param('conveyorId'))),
  );
}
