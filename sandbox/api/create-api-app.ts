/**
 * The sandbox stand-in for the production server's REST API (000 §7, 001 §7, 002 §7): a hono app on the
 * sandbox database. Specific calls are registered before the generic resource calls they would otherwise
 * match (items/decode before items/{id}).
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from '../db/database.ts';
import { ApiError, errorBody } from './api-errors.ts';
import type { ApiDeps, ApiEnv, PublicUrls, VerifyAccessToken } from './api-types.ts';
import { createApiOutage } from './api-outage.ts';
import { authMiddleware } from './auth-middleware.ts';
import { createCallFaults } from './call-faults.ts';
import type { CallFaults } from './call-faults.ts';
import { createConfirmLedger } from './confirm-ledger.ts';
import type { ConfirmLedger } from './confirm-ledger.ts';
import { registerConfigurationRoutes } from './configuration-routes.ts';
import { registerControlRoutes } from './control-routes.ts';
import { registerPrinterEmulator } from './printer-emulator.ts';
import { createConveyorProducer } from './conveyor-producer.ts';
import { createEventHub } from './event-hub.ts';
import type { EventHub } from './event-hub.ts';
import { registerEncodingRoutes } from './encoding-routes.ts';
import { registerImageRoutes } from './image-routes.ts';
import { registerInventoryRoutes } from './inventory-routes.ts';
import { registerItemRoutes } from './item-routes.ts';
import { registerQcStatusRoutes } from './qc-status-routes.ts';
import { registerResourceRoutes } from './resource-routes.ts';
import { registerCartonizationRoutes } from './cartonization-routes.ts';
import { registerShippingRoutes } from './shipping-routes.ts';
import { restoreSeedKinds } from './seed-restore.ts';
import { registerSimpleItemListRoutes } from './simple-item-list-routes.ts';
import { registerSimpleParcelListRoutes } from './simple-parcel-list-routes.ts';
import { registerSortingRoutes } from './sorting-routes.ts';
import { registerSseRoutes } from './sse-routes.ts';
import { registerTransferToZoneRoutes } from './transfer-to-zone-routes.ts';
import { registerUserRoutes } from './user-routes.ts';

export interface CreateApiAppDeps {
  db: Database;
  verifyAccessToken: VerifyAccessToken;
  publicUrls: PublicUrls;
  /** Publisher of the SSE streams; a new one when absent. */
  eventHub?: EventHub;
  /** Interval of SSE keep-alive events, default 5000 ms. */
  sseKeepAliveMs?: number;
  /** Confirms run so far; a new one when absent. */
  confirmLedger?: ConfirmLedger;
  /** Test fault switches; new (none set) when absent. */
  faults?: CallFaults;
}

export const DEFAULT_SSE_KEEP_ALIVE_MS = 5000;

/** Any port of localhost, 127.0.0.1 or [::1], over http or https. */
export function isLocalOrigin(origin: string): boolean {
  return /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin);
}

export function createApiApp(deps: CreateApiAppDeps): Hono<ApiEnv> {
  const eventHub = deps.eventHub ?? createEventHub();
  const apiDeps: ApiDeps = {
    db: deps.db,
    publicUrls: deps.publicUrls,
    eventHub,
    sseKeepAliveMs: deps.sseKeepAliveMs ?? DEFAULT_SSE_KEEP_ALIVE_MS,
    confirmLedger: deps.confirmLedger ?? createConfirmLedger(),
    faults: deps.faults ?? createCallFaults(),
    outage: createApiOutage(),
    conveyors: createConveyorProducer(eventHub, deps.db),
  };
  const app = new Hono<ApiEnv>();
  app.use(
    '*',
    cors({
      origin: (origin) => (isLocalOrigin(origin) ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'X-Workstation-Code', 'Idempotency-Key'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status);
    console.error('sandbox api:', error);
    return c.json(errorBody('INTERNAL_ERROR', error.message || 'Internal Server Error'), 500);
  });
  app.notFound((c) => c.json(errorBody('NOT_FOUND', `No such call: ${c.req.method} ${c.req.path}`), 404));
  app.get('/health', (c) => c.json({ status: 'ok' }));
  const printers = registerPrinterEmulator(app);
  registerControlRoutes(app, apiDeps, [printers.reset, () => restoreSeedKinds(apiDeps.db)]);
  // An outage refuses /api calls before anything else looks at them (control routes and /health stay up).
  app.use('/api/*', apiDeps.outage.middleware());
  app.use('/api/*', authMiddleware(deps.db, deps.verifyAccessToken));
  registerUserRoutes(app, apiDeps);
  registerConfigurationRoutes(app, apiDeps);
  registerItemRoutes(app, apiDeps);
  registerImageRoutes(app, apiDeps);
  registerSimpleItemListRoutes(app, apiDeps);
  registerSimpleParcelListRoutes(app, apiDeps);
  registerTransferToZoneRoutes(app, apiDeps);
  registerInventoryRoutes(app, apiDeps);
  registerCartonizationRoutes(app, apiDeps);
  registerShippingRoutes(app, apiDeps);
  registerSortingRoutes(app, apiDeps);
  registerEncodingRoutes(app, apiDeps);
  registerSseRoutes(app, apiDeps);
  registerQcStatusRoutes(app, apiDeps, deps.verifyAccessToken);
  registerResourceRoutes(app, apiDeps);
  return app;
}
