/**
 * Test control of the sandbox API (no token; the sandbox listens on loopback only), outside /api:
 * - GET /control/confirmations: {confirmations: ConfirmRecord[], actions: ActionRecord[]}; DELETE clears them.
 * - GET /control/faults: the fault plans by call; PUT /control/faults/{call} sets one (call-faults.ts);
 *   GET /control/faults/{call}/waiting: {waiting} requests of the call held in their delay now;
 *   DELETE /control/faults[/{call}] clears one or all.
 * - POST /control/streams/drop and /control/streams/silence {username?}: closes or silences the async outcome
 *   streams of that user (all streams without a username); answers {streams: n}.
 * - POST /control/items/zone {itemIds, zoneId}: puts those items in that zone (a journey's starting point).
 * - POST /control/inventories, GET /control/inventories/{id}/expected: inventory-control.ts.
 * - POST /control/conveyors/{conveyorId}/boxes|drop, GET /control/conveyors/{conveyorId}: conveyor-control-routes.ts.
 * - POST /control/reset: clears faults (every call's, e.g. transferToZone.confirm, inventory.insertTags) and records,
 *   cancels the conveyor runs, empties the conveyor queues and restores the seeded shipments, parcels, checklists,
 *   sortings, pickings and production order rows, and the seeded items' zones and identifiers; it removes the
 *   encoding records, the items encoding created and the encoding serial counters (seed-restore.ts).
 * - POST|GET|DELETE /control/outage: the API down for a while (api-outage.ts); /control/reset ends it.
 * - GET /control/encoding/items?epc=: the item carrying that code (encoding-lookups.ts).
 * - PUT|DELETE /control/qc/{epc}: the QC record of an EPC (qc-records.ts); /control/reset removes them all.
 */
import type { Hono } from 'hono';
import { getRecord, setRecordsField } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { parseOutagePlan } from './api-outage.ts';
import { parseFaultPlan } from './call-faults.ts';
import { registerConveyorControlRoutes } from './conveyor-control-routes.ts';
import { asyncOutcomeChannel } from './event-hub.ts';
import { registerInventoryControlRoutes } from './inventory-control.ts';
import { registerQcControlRoutes } from './qc-records.ts';
import { isJsonObject } from './request-body.ts';
import { getUserByUsername } from './users-store.ts';

async function optionalJson(text: string): Promise<unknown> {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('INVALID_JSON', 'Request body is not valid JSON');
  }
}

export function registerControlRoutes(
  app: Hono<ApiEnv>,
  deps: ApiDeps,
  onReset: (() => void | Promise<void>)[] = [],
): void {
  app.get('/control/confirmations', (c) =>
    c.json({ confirmations: deps.confirmLedger.records(), actions: deps.confirmLedger.actions() }),
  );
  app.delete('/control/confirmations', (c) => {
    deps.confirmLedger.clear();
    return c.json({ ok: true });
  });

  app.get('/control/faults', (c) => c.json(deps.faults.all()));
  app.get('/control/faults/:call/waiting', (c) => c.json({ waiting: deps.faults.waiting(c.req.param('call')) }));
  app.put('/control/faults/:call', async (c) => {
    const plan = parseFaultPlan(await optionalJson(await c.req.text()));
    deps.faults.set(c.req.param('call'), plan);
    return c.json(plan);
  });
  app.delete('/control/faults/:call', (c) => {
    deps.faults.clear(c.req.param('call'));
    return c.json({ ok: true });
  });
  app.delete('/control/faults', (c) => {
    deps.faults.clear();
    return c.json({ ok: true });
  });

  app.post('/control/outage', async (c) => {
    const state = deps.outage.start(parseOutagePlan(await optionalJson(await c.req.text())));
    // A server that goes away takes its event streams with it.
    deps.eventHub.dropStreams();
    return c.json(state);
  });
  app.get('/control/outage', (c) => c.json(deps.outage.state()));
  app.delete('/control/outage', (c) => {
    deps.outage.clear();
    return c.json(deps.outage.state());
  });

  app.post('/control/streams/:what{drop|silence}', async (c) => {
    const body = await optionalJson(await c.req.text());
    const username = isJsonObject(body) && typeof body.username === 'string' ? body.username : undefined;
    let channel: string | undefined;
    if (username !== undefined) {
      const user = await getUserByUsername(deps.db, username);
      if (!user) throw badRequest('UNKNOWN_USER', `No user ${username}`);
      channel = asyncOutcomeChannel(user.id);
    }
    const streams =
      c.req.param('what') === 'drop' ? deps.eventHub.dropStreams(channel) : deps.eventHub.silenceStreams(channel);
    return c.json({ streams });
  });

  registerInventoryControlRoutes(app, deps);
  registerConveyorControlRoutes(app, deps);
  registerQcControlRoutes(app, deps);

  // Puts items in a zone, as a journey's starting point ('the trousers are in quarantine'), whatever ran before.
  app.post('/control/items/zone', async (c) => {
    const body = await optionalJson(await c.req.text());
    const itemIds = isJsonObject(body) && Array.isArray(body.itemIds) ? body.itemIds.map(String) : [];
    const zoneId = isJsonObject(body) && typeof body.zoneId === 'string' ? body.zoneId : '';
    if (itemIds.length === 0 || !zoneId) throw badRequest('INVALID_BODY', 'itemIds and zoneId are required');
    if (!(await getRecord(deps.db, 'zones', zoneId))) throw badRequest('ZONE_NOT_FOUND', `Zone ${zoneId} not found`);
    const moved = await setRecordsField(deps.db, 'items', itemIds, 'zoneId', zoneId, Date.now());
    return c.json({ moved });
  });

  app.post('/control/reset', async (c) => {
    deps.faults.clear();
    deps.outage.clear();
    deps.confirmLedger.clear();
    deps.conveyors.stopAll();
    deps.eventHub.clearConveyorQueues();
    for (const reset of onReset) await reset();
    return c.json({ ok: true });
  });
}
