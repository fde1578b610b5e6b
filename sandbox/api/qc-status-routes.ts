/**
 * The QC service (002 §7 'QC status'), at the station's QC base (by default the API endpoint):
 * - GET /integration/v1/tmr3/qcStatus/{code}: {epc, qcStatus} of the item the code names, its stored
 *   attributes.qcStatus (the seed holds OK and KO items); 404 for a code that names no item, and {epc, qcStatus: null}
 *   for an item without one. Faults of the call 'qc.status' (call-faults.ts) make it slow or fail on demand.
 * The station asks once per EPC; a failure leaves the read without a QC status (002 §5).
 */
import type { Hono } from 'hono';
import { findByIdentifierCodes } from '../db/resource-store.ts';
import { notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import type { VerifyAccessToken } from './api-types.ts';
import { authMiddleware } from './auth-middleware.ts';
import { applyFaults } from './operation-calls.ts';
import { isJsonObject } from './request-body.ts';

export const QC_STATUS_PATH = '/integration/v1/tmr3/qcStatus';

export function registerQcStatusRoutes(app: Hono<ApiEnv>, deps: ApiDeps, verify: VerifyAccessToken): void {
  app.use('/integration/*', authMiddleware(deps.db, verify));
  app.get(`${QC_STATUS_PATH}/:code`, async (c) => {
    const failure = await applyFaults(c, deps, 'qc.status');
    if (failure) return failure;
    const code = c.req.param('code');
    const [found] = await findByIdentifierCodes(deps.db, 'items', [code]);
    if (!found) throw notFound(`No item with identifier ${code}`);
    const attributes = isJsonObject(found.data.attributes) ? found.data.attributes : {};
    const qcStatus = typeof attributes.qcStatus === 'string' ? attributes.qcStatus : null;
    return c.json({ epc: code, qcStatus });
  });
}
