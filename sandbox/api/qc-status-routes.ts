/**
 * The QC service (002 §7 'QC status'), at the station's QC base (by default the API endpoint):
 * - GET /integration/v1/tmr3/qcStatus/{code}: {epc, qcStatus} of the code's QC data (qc-records.ts): its QC record,
 *   else the stored attributes.qcStatus of the item the code names (the seed holds OK and KO items); 404 for a code
 *   with neither, and {epc, qcStatus: null} for an item without one. Faults of the call 'qc.status' (call-faults.ts) make it slow or fail on demand.
 * The station asks once per EPC; a failure leaves the read without a QC status (002 §5).
 */
import type { Hono } from 'hono';
import { notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import type { VerifyAccessToken } from './api-types.ts';
import { authMiddleware } from './auth-middleware.ts';
import { applyFaults } from './operation-calls.ts';
import { qcDataOf } from './qc-records.ts';

export const QC_STATUS_PATH = '/integration/v1/tmr3/qcStatus';

export function registerQcStatusRoutes(app: Hono<ApiEnv>, deps: ApiDeps, verify: VerifyAccessToken): void {
  app.use('/integration/*', authMiddleware(deps.db, verify));
  app.get(`${QC_STATUS_PATH}/:code`, async (c) => {
    const failure = await applyFaults(c, deps, 'qc.status');
    if (failure) return failure;
    const code = c.req.param('code');
    const found = await qcDataOf(deps.db, code);
    if (!found) throw notFound(`No QC data nor item with identifier ${code}`);
    return c.json({ epc: code, qcStatus: found.qcStatus });
  });
}
