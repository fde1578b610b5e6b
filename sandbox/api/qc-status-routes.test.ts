import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockItems } from '../seed/stock.ts';
import { openApiHarness, type ApiHarness } from './api-test-harness.ts';
import { QC_STATUS_PATH } from './qc-status-routes.ts';

let api: ApiHarness;

beforeAll(async () => {
  api = await openApiHarness();
});

afterAll(async () => {
  await api.db.close();
});

describe(`GET ${QC_STATUS_PATH}/{code} (the QC service emulator, 002 §7)`, () => {
  const items = stockItems();
  const ok = items.find((item) => item.qcStatus === 'OK')!;
  const ko = items.find((item) => item.qcStatus === 'KO')!;

  it("should answer the item's QC status by its EPC", async () => {
    expect(await api.json(`${QC_STATUS_PATH}/${ok.epc}`)).toEqual({ epc: ok.epc, qcStatus: 'OK' });
    expect(await api.json(`${QC_STATUS_PATH}/${ko.epc}`)).toEqual({ epc: ko.epc, qcStatus: 'KO' });
  });

  it('should answer 404 for a code that names no item, and 401 without a token', async () => {
    expect((await api.call(`${QC_STATUS_PATH}/E28011700000020000000000`)).status).toBe(404);
    expect((await api.call(`${QC_STATUS_PATH}/${ok.epc}`, { token: null })).status).toBe(401);
  });

  it("should fail on demand through the call faults of 'qc.status'", async () => {
    await api.call('/control/faults/qc.status', { method: 'PUT', body: { fail: { status: 503 } }, token: null });
    expect((await api.call(`${QC_STATUS_PATH}/${ok.epc}`)).status).toBe(503);
    expect((await api.call(`${QC_STATUS_PATH}/${ok.epc}`)).status).toBe(200);
  });
});
