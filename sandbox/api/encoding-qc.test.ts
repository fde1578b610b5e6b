import { describe, expect, it } from 'vitest';
import { stockItems } from '../seed/stock.ts';
import { withApiHarness } from './api-test-lifecycle.ts';
import { KNIT, encodingCalls, productId, uhf, virginTag, workstationId } from './encoding-test-support.ts';
import { QC_STATUS_PATH } from './qc-status-routes.ts';

const harness = withApiHarness();
const { post, validate } = encodingCalls(() => harness.api);

/** An ENCODING operation with the QC checks on (the knitwear's configuration: one EMBEDDED UHF tag). */
async function qcOperation(qcCheck = 'true'): Promise<string> {
  const created = await harness.api.json<{ id: string }>('/api/v1/operations', {
    method: 'POST',
    body: {
      code: `ENCODING-QC-${qcCheck}`,
      type: 'ENCODING',
      options: { itemTypeConfig_default: 'default', canForceAssociation: 'no', qcCheck },
    },
  });
  return created.id;
}

const setQc = (epc: string, body: Record<string, string>) =>
  harness.api.call(`/control/qc/${epc}`, { method: 'PUT', token: null, body });

const errorsOf = (answer: { errors: { errorCode: string; ref: string; forcible: boolean; payload?: object }[] }) =>
  answer.errors.map(({ errorCode, forcible, payload }) => ({ errorCode, forcible, ...(payload ? { payload } : {}) }));

describe('encoding validation: the QC checks (002 §5 QC checks, §8; option qcCheck)', () => {
  const knit = { startEntityId: productId(KNIT) };

  it('should answer a QC problem per tag read, each forcible: FORCE_ITEM_CREATION', async () => {
    const operationId = await qcOperation();
    const cases: [Record<string, string> | undefined, object[]][] = [
      [undefined, [{ errorCode: 'MISSING_MANDATORY_QC', forcible: true }]],
      [{ qcStatus: 'KO' }, [{ errorCode: 'WRONG_QC_STATUS', forcible: true, payload: { qcStatus: 'KO' } }]],
      [{ qcStatus: 'OK', size: 'M' }, [{ errorCode: 'WRONG_QC_SIZE', forcible: true, payload: { manualSize: 'M' } }]],
      [
        { qcStatus: 'OK', model: 'TR100' },
        [{ errorCode: 'WRONG_QC_MODEL', forcible: true, payload: { model: 'TR100' } }],
      ],
      [{ qcStatus: 'OK', size: 'S', model: 'KN210' }, []],
    ];
    for (const [qc, expected] of cases) {
      const tag = virginTag().code;
      if (qc) expect((await setQc(tag, qc)).status).toBe(200);
      const answer = await validate({ operationId, ...knit, identifiers: [uhf(tag)] });
      expect(errorsOf(answer)).toEqual(expected);
      expect(answer.errors.every((error) => error.ref === tag)).toBe(true);
      expect(answer.operationToPerform).toBe(expected.length > 0 ? 'FORCE_ITEM_CREATION' : 'CREATE_ITEM');
    }
  });

  it("should take a seeded item's qcStatus as its QC data", async () => {
    const operationId = await qcOperation();
    const ko = stockItems().find((item) => item.qcStatus === 'KO' && item.sku.code !== KNIT)!;
    const answer = await validate({ operationId, ...knit, identifiers: [uhf(ko.epc)] });
    expect(answer.errors.map((error) => error.errorCode)).toEqual(['TAG_ALREADY_ASSOCIATED', 'WRONG_QC_STATUS']);
  });

  it('should not check QC without the option', async () => {
    const operationId = await qcOperation('false');
    const answer = await validate({ operationId, ...knit, identifiers: [uhf(virginTag().code)] });
    expect(answer).toMatchObject({ operationToPerform: 'CREATE_ITEM', errors: [] });
  });

  it('should refuse a plain create with QC problems and accept a forced one, checking the EPC as read', async () => {
    const operationId = await qcOperation();
    const tag = virginTag().code;
    await setQc(tag, { qcStatus: 'KO' });
    const identifiers = [uhf(tag, { desiredCode: '3034257BF4B3A9C000000101' })];
    const body = { operationId, workstationId, ...knit, identifiers };
    const plain = await post<{ success: boolean; operationToPerform: string }>('/create', body);
    expect(plain.body).toMatchObject({ success: false, operationToPerform: 'FORCE_ITEM_CREATION' });
    const forced = await post<{ success: boolean; item: { id: string } }>('/create/force', body);
    expect(forced.body).toMatchObject({ success: true, item: { id: expect.any(String) } });
  });
});

describe('the QC records (control routes, QC service)', () => {
  it('should answer a set QC record through the QC service, and forget it on reset', async () => {
    const tag = virginTag().code;
    expect((await harness.api.call(`${QC_STATUS_PATH}/${tag}`)).status).toBe(404);
    await setQc(tag, { qcStatus: 'KO', size: 'M' });
    expect(await harness.api.json(`${QC_STATUS_PATH}/${tag}`)).toEqual({ epc: tag, qcStatus: 'KO' });
    await harness.api.call('/control/reset', { method: 'POST', token: null });
    expect((await harness.api.call(`${QC_STATUS_PATH}/${tag}`)).status).toBe(404);
  });

  it('should refuse a QC record without qcStatus, and remove one on DELETE', async () => {
    const tag = virginTag().code;
    expect((await setQc(tag, { size: 'M' })).status).toBe(400);
    await setQc(tag, { qcStatus: 'OK' });
    await harness.api.call(`/control/qc/${tag}`, { method: 'DELETE', token: null });
    expect((await harness.api.call(`${QC_STATUS_PATH}/${tag}`)).status).toBe(404);
  });
});
