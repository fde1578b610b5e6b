import { beforeAll, describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { stockItems } from '../seed/stock.ts';
import { withApiHarness } from './api-test-lifecycle.ts';
import type { ApiHarness } from './api-test-harness.ts';

const BASE = '/api/v1/operations/simpleParcelList';
const operationId = stableId('operations', 'PARCEL-LIST-ASN');
const warehouse = stableId('places', 'WH-LOM');
const tags = { p501: '3174257BF4A1C0000000501A', p101: '3174257BF4A1C0000000101A' };
const itemEpc = stockItems().find((item) => item.zoneCode === 'WH-LOM-STOCK')!.epc;

const harness = withApiHarness();
let api: ApiHarness;
beforeAll(() => {
  api = harness.api;
});

const post = async <T>(path: string, body: unknown, headers?: Record<string, string>) => {
  const response = await api.call(path, { method: 'POST', body, headers });
  return { status: response.status, body: (await response.json()) as T };
};

describe('simple parcel list calls (001 §7 Simple parcel list, §4.8)', () => {
  it('[001-7-spl-01] decodes parcel tags to their parcel and shipment, items to no parcel, the rest to nothing', async () => {
    const { body } = await post<
      Record<string, { parcelCode: string | null; asn: { code: string } | null; unexpected: number; item: unknown }>
    >(`${BASE}/batchDecodeParcelList`, {
      identifierCodes: [tags.p501, tags.p101, itemEpc, 'NOPE'],
      operationId,
      form: {},
      clientPlaceId: warehouse,
    });
    expect(body[tags.p501]).toMatchObject({
      parcelCode: 'PRC-2025-00501',
      asn: { code: 'ASN-2025-0005' },
      unexpected: 0,
    });
    expect(body[tags.p101]).toMatchObject({
      parcelCode: 'PRC-2025-00101',
      asn: { code: 'ASN-2025-0001' },
      unexpected: 1,
    });
    expect(body[itemEpc]).toMatchObject({ parcelCode: null, unexpected: 1 });
    expect(body[itemEpc]!.item).not.toBeNull();
    expect(body.NOPE).toMatchObject({ parcelCode: null, item: null });
  });

  it('lists the parcels of a shipment', async () => {
    const page = await api.json<{ content: { code: string; asn: { code: string } }[] }>(
      `${BASE}/parcelList?asnCode=ASN-2025-0005&size=1000&page=0&sort=desc&filter=true`,
    );
    expect(page.content.map((parcel) => parcel.code)).toEqual(['PRC-2025-00502', 'PRC-2025-00501']);
  });

  it('[001-8-31] refuses a wrong PIN with User PIN invalid, for the check and for a save with forced parcels', async () => {
    const wrong = await post<{ message: string }>(`${BASE}/checkPin`, { pin: '0000' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'User PIN invalid' } });
    expect((await post(`${BASE}/checkPin`, { pin: '1234' })).status).toBe(200);
    const save = {
      form: {},
      operationId,
      operationPlaceId: warehouse,
      parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
    };
    const refused = await post(`${BASE}/save`, { ...save, forcedParcelCodes: ['PRC-2025-00502'], pin: '0000' });
    expect(refused.status).toBe(400);
    const key = { 'Idempotency-Key': 'k-1' };
    const saved = await post<{ id: string }>(
      `${BASE}/save`,
      { ...save, forcedParcelCodes: ['PRC-2025-00502'], pin: '1234' },
      key,
    );
    const again = await post<{ id: string }>(
      `${BASE}/save`,
      { ...save, forcedParcelCodes: ['PRC-2025-00502'], pin: '1234' },
      key,
    );
    expect(again.body.id).toBe(saved.body.id);
    const control = await api.json<{ saved: { parcelCodes: string[]; forcedParcelCodes: string[] }[] }>(
      '/control/simple-parcel-lists',
      { token: null },
    );
    expect(control.saved).toEqual([
      expect.objectContaining({
        parcelCodes: ['PRC-2025-00501', 'PRC-2025-00502'],
        forcedParcelCodes: ['PRC-2025-00502'],
      }),
    ]);
  });
});
