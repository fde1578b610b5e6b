/**
 * The QC checks of encoding validation (002 §5 'QC checks', §8 MISSING_MANDATORY_QC, WRONG_QC_STATUS, WRONG_QC_SIZE,
 * WRONG_QC_MODEL), on the QC data of each UHF tag read (qc-records.ts). The spec does not name the switch that turns
 * them on: here it is the ENCODING operation option `qcCheck: 'true'` (as the other options, a string; true also
 * counts), so an operation without it validates as before.
 * - no QC data for the EPC, or no status: MISSING_MANDATORY_QC;
 * - status other than OK: WRONG_QC_STATUS (payload {qcStatus});
 * - QC size given and not the product's size: WRONG_QC_SIZE (payload {manualSize});
 * - QC model given and not the product's style: WRONG_QC_MODEL (payload {model}).
 * All are forcible (the operator decides, 002 §5): /create refuses them, /create/force accepts them. The EPC is the
 * tag's code as read (not the desiredCode a create sends), so a create after the write checks the same QC data.
 */
import type { Queryable } from '../db/database.ts';
import type { JsonObject } from '../db/resource-store.ts';
import type { EncodingIdentifier } from './encoding-request.ts';
import type { EncodingError } from './encoding-validation.ts';
import { qcDataOf } from './qc-records.ts';
import { isJsonObject } from './request-body.ts';

export const QC_ERROR_CODES = ['MISSING_MANDATORY_QC', 'WRONG_QC_STATUS', 'WRONG_QC_SIZE', 'WRONG_QC_MODEL'] as const;

/** Whether the operation asks for the QC checks (option qcCheck). */
export function qcCheckOn(operation: JsonObject): boolean {
  const options = isJsonObject(operation.options) ? operation.options : {};
  return options.qcCheck === 'true' || options.qcCheck === true;
}

const codedValue = (value: unknown): string | undefined => {
  const raw = isJsonObject(value) ? value.value : value;
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
};

export async function qcErrors(
  db: Queryable,
  product: JsonObject,
  identifiers: readonly EncodingIdentifier[],
): Promise<EncodingError[]> {
  const size = codedValue(product.size);
  const model = codedValue(product.style);
  const errors: EncodingError[] = [];
  for (const identifier of identifiers) {
    const epc = identifier.identifierType === 'UHF_TAG' ? identifier.code : undefined;
    if (!epc) continue;
    const qc = await qcDataOf(db, epc);
    const error = (errorCode: (typeof QC_ERROR_CODES)[number], payload?: JsonObject) =>
      errors.push({ errorCode, ref: epc, forcible: true, ...(payload ? { payload } : {}) });
    if (!qc?.qcStatus) {
      error('MISSING_MANDATORY_QC');
      continue;
    }
    if (qc.qcStatus !== 'OK') error('WRONG_QC_STATUS', { qcStatus: qc.qcStatus });
    if (qc.size !== undefined && qc.size !== size) error('WRONG_QC_SIZE', { manualSize: qc.size });
    if (qc.model !== undefined && qc.model !== model) error('WRONG_QC_MODEL', { model: qc.model });
  }
  return errors;
}
