/**
 * Test and benchmark control of the conveyors (no token, like the rest of /control); the events are those of
 * conveyor-boxes.ts, run by conveyor-producer.ts:
 * - POST /control/conveyors/{conveyorId}/boxes {count (1 to 10000, default 1), itemsPerBox (0 to 500, default 5),
 *   ratePerSecond (0 to 50; 0 or absent sends the run at once), unknownPerBox (0 to 50, default 0)}: answers
 *   {conveyorId, ratePerSecond, durationMs, events, boxes: [{barcode, sequence, epcs, unknownEpcs}]} at once.
 * - POST /control/conveyors/{conveyorId}/drop: closes the conveyor's open streams (the station must reconnect; what
 *   is sent meanwhile waits for it); answers {streams}.
 * - GET /control/conveyors/{conveyorId}: {conveyorId, listeners, queued, scheduled, published}.
 */
import type { Hono } from 'hono';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { conveyorChannel } from './event-hub.ts';
import { isJsonObject } from './request-body.ts';

function whole(body: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = body[name] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max)
    throw badRequest('INVALID_BODY', `${name} must be a whole number from 0 to ${max}`);
  return value;
}

async function optionalBody(text: string): Promise<Record<string, unknown>> {
  if (text.trim() === '') return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (isJsonObject(parsed)) return parsed;
  } catch {
    // reported below
  }
  throw badRequest('INVALID_JSON', 'the body must be a JSON object');
}

export function registerConveyorControlRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post('/control/conveyors/:conveyorId/boxes', async (c) => {
    const body = await optionalBody(await c.req.text());
    const count = whole(body, 'count', 1, 10_000);
    if (count === 0) throw badRequest('INVALID_BODY', 'count must be at least 1');
    const plan = {
      count,
      itemsPerBox: whole(body, 'itemsPerBox', 5, 500),
      ratePerSecond: whole(body, 'ratePerSecond', 0, 50),
      unknownPerBox: whole(body, 'unknownPerBox', 0, 50),
    };
    return c.json(await deps.conveyors.run(c.req.param('conveyorId'), plan));
  });

  app.post('/control/conveyors/:conveyorId/drop', (c) =>
    c.json({ streams: deps.eventHub.dropStreams(conveyorChannel(c.req.param('conveyorId'))) }),
  );

  app.get('/control/conveyors/:conveyorId', (c) => c.json(deps.conveyors.status(c.req.param('conveyorId'))));
}
