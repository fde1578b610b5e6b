/**
 * The QC data per EPC (002 §5 QC checks, §7 'QC status'): what the QC service answers and encoding checks.
 * - A QC record (kind qcRecords, id the EPC) {epc, qcStatus, size?, model?}: the quality control of a garment whose tag
 *   is not an item yet (the one encoding reads); size and model are the measured size and the style found at QC.
 *   Tests set them through the control routes below; /control/reset removes them (seed-restore.ts).
 * - Else the item carrying the EPC: its attributes.qcStatus (the seed holds OK and KO items), no size nor model.
 * Control routes (no token, as the others of control-routes.ts):
 * - PUT /control/qc/{epc} {qcStatus, size?, model?}: sets the EPC's QC record; answers it.
 * - DELETE /control/qc/{epc}: removes it.
 */
import type { Hono } from 'hono';
import type { Queryable } from '../db/database.ts';
import { deleteRecord, findByIdentifierCodes, getRecord, insertRecords, replaceRecord } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { isJsonObject, readJsonBody } from './request-body.ts';

export const QC_KIND = 'qcRecords';

export interface QcData {
  epc: string;
  /** OK, KO, …; null for an item without one. */
  qcStatus: string | null;
  /** The size measured at QC (payload.manualSize of WRONG_QC_SIZE). */
  size?: string;
  /** The style (model) found at QC. */
  model?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The QC data of an EPC: its QC record, else its item's qcStatus; undefined when neither exists. */
export async function qcDataOf(db: Queryable, epc: string): Promise<QcData | undefined> {
  const record = await getRecord(db, QC_KIND, epc);
  if (record) {
    const size = text(record.size);
    const model = text(record.model);
    return { epc, qcStatus: text(record.qcStatus) ?? null, ...(size ? { size } : {}), ...(model ? { model } : {}) };
  }
  const [found] = await findByIdentifierCodes(db, 'items', [epc]);
  if (!found) return undefined;
  const attributes = isJsonObject(found.data.attributes) ? found.data.attributes : {};
  return { epc, qcStatus: text(attributes.qcStatus) ?? null };
}

export async function putQcRecord(db: Queryable, data: QcData): Promise<void> {
  const now = Date.now();
  const record = { id: data.epc, creationDate: now, lastModifyDate: now, ...data };
  if (!(await replaceRecord(db, QC_KIND, record))) await insertRecords(db, QC_KIND, [record]);
}

export function registerQcControlRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.put('/control/qc/:epc', async (c) => {
    const body = await readJsonBody(c);
    const qcStatus = isJsonObject(body) ? text(body.qcStatus) : undefined;
    if (!isJsonObject(body) || !qcStatus) throw badRequest('INVALID_BODY', 'qcStatus is required');
    const size = text(body.size);
    const model = text(body.model);
    const data: QcData = { epc: c.req.param('epc'), qcStatus, ...(size ? { size } : {}), ...(model ? { model } : {}) };
    await putQcRecord(deps.db, data);
    return c.json(data);
  });
  app.delete('/control/qc/:epc', async (c) =>
    c.json({ removed: await deleteRecord(deps.db, QC_KIND, c.req.param('epc')) }),
  );
}
