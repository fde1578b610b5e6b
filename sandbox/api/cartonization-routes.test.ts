import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { openApiHarness } from './api-test-harness.ts';
import type { ApiHarness } from './api-test-harness.ts';
import { labelSizeMm, renderLabelPng } from './label-renderer.ts';

let api: ApiHarness;
const PACKING = '/api/v1/operations/packing';
const cartonizationId = stableId('operations', 'CARTONIZATION');
const checklistId = stableId('checklists', 'CHK-2025-0003');

// Seeding the in-memory database takes a few seconds on a busy machine.
beforeAll(async () => {
  api = await openApiHarness();
}, 60_000);
afterAll(async () => {
  await api.db.close();
});
afterEach(async () => {
  await api.call('/control/reset', { method: 'POST', token: null });
});

const post = (path: string, body: unknown) => api.call(path, { method: 'POST', body });

describe('cartonization calls and the printer emulator (001 §7)', () => {
  it('finds the checklist by one form field, with its products; an unknown value is 404', async () => {
    const found = await post(`${PACKING}/${cartonizationId}/startChecklist`, { orderNumber: 'SO-2025-7781' });
    const answer = (await found.json()) as { checklist: { id: string }; products: { code: string }[] };
    expect(answer.checklist.id).toBe(checklistId);
    expect(answer.products.map((product) => product.code).sort()).toEqual(['BG510-LEA-BLK-UNI', 'DR615-SLK-EMR-40']);
    expect((await post(`${PACKING}/${cartonizationId}/startChecklist`, { orderNumber: 'NOPE' })).status).toBe(404);
    expect((await post(`${PACKING}/${cartonizationId}/startChecklist`, { a: 1, b: 2 })).status).toBe(400);
  });

  it("numbers the cartons of a checklist '999' + 7 digits and lists them; confirmChecklist closes it", async () => {
    const start = () => post(`${PACKING}/startParcel`, { operationId: cartonizationId, checklistId });
    expect(await (await start()).json()).toMatchObject({ code: '9990000001', checklistId });
    expect(await (await start()).json()).toMatchObject({ code: '9990000002' });
    const cartons = await api.json<{ content: { code: string }[] }>(
      `${PACKING}/parcelVersionList?operationId=${cartonizationId}&checklistId=${checklistId}&size=1000000`,
    );
    expect(cartons.content.map((carton) => carton.code)).toEqual(['9990000001', '9990000002']);
    const closed = await post(`${PACKING}/confirmChecklist`, { checklistId });
    expect(await closed.json()).toMatchObject({ status: 'CLOSED' });
    const again = await post(`${PACKING}/${cartonizationId}/startChecklist`, { orderNumber: 'SO-2025-7781' });
    expect(await again.json()).toMatchObject({ errorCode: 'CHECKLIST_CLOSED' });
  });

  it('keeps the labels it printed and draws each as a PNG on its page', async () => {
    const label = '^XA^PW400^LL200^FO20,20^A0N,30,30^FDCarton 0000001^FS^XZ';
    const printed = await api.app.request('/printers/PRN-LOM-PACK/pstprnt', {
      method: 'POST',
      body: new URLSearchParams({ label }),
    });
    expect(printed.status).toBe(200);
    const page = await (await api.app.request('/control/printers/PRN-LOM-PACK')).text();
    expect(page).toContain('Printer PRN-LOM-PACK: 1 labels');
    const png = await api.app.request('/control/printers/PRN-LOM-PACK/labels/0.png');
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect((await api.app.request('/control/printers/PRN-LOM-PACK/labels/7.png')).status).toBe(404);
  });

  it('sizes a label from ^PW and ^LL at 8 dots/mm, 4 × 6 inches without them', async () => {
    expect(labelSizeMm('^XA^PW800^LL1200^XZ')).toEqual({ widthMm: 100, heightMm: 150 });
    expect(labelSizeMm('^XA^XZ')).toEqual({ widthMm: 101.6, heightMm: 152.4 });
    expect((await renderLabelPng('^XA^FO10,10^A0N,20,20^FDx^FS^XZ')).length).toBeGreaterThan(100);
  });
});
