/** What the encoding tests share: the seeded operations, products, rows and items they name, and call helpers. */
import { catalogueSkus } from '../seed/catalogue.ts';
import { stableId } from '../seed/seed-references.ts';
import { demoTid, stockItems } from '../seed/stock.ts';
import type { ApiHarness } from './api-test-harness.ts';

export const ENCODING = '/api/v1/operations/encoding';
export const operationId = stableId('operations', 'ENCODING');
export const orderOperationId = stableId('operations', 'ENCODING-ORDER');
export const workstationId = stableId('workstations', 'WS-LOM-ENC');
export const placeId = stableId('places', 'WH-LOM');
export const stockZoneId = stableId('zones', 'WH-LOM-STOCK');
export const productId = (code: string) => stableId('products', code);
export const rowId = (key: string) => stableId('productionOrderRows', key);

/** A knitwear product (configuration 'default': one EMBEDDED UHF tag). */
export const KNIT = 'KN210-CSH-GRM-S';
/** An outerwear product (itemTypeConfig_OUTERWEAR: 'dual-tag'). */
export const COAT = 'TR100-GAB-BEI-42';
/** A bag (itemTypeConfig_BAG: 'authenticity'). */
export const BAG = catalogueSkus().find((sku) => sku.category === 'BAG')!.code;

export const eanOf = (code: string) => catalogueSkus().find((sku) => sku.code === code)!.ean;
export const seededItem = (code: string, index = 0) =>
  stockItems().filter((item) => item.sku.code === code && item.zoneCode === 'WH-LOM-STOCK')[index]!;
export const itemId = (serial: string) => stableId('items', serial);

let virgins = 0;
/** A blank tag as it comes from the reel: the manufacturer's EPC (no item has it) and its TID. */
export function virginTag(): { code: string; tid: string } {
  virgins += 1;
  const tid = demoTid(`encoding-test/virgin/${virgins}`);
  return { code: `E28011700000${tid.slice(-12)}`, tid };
}

export const uhf = (code: string, extra: Record<string, string> = {}) => ({
  identifierType: 'UHF_TAG',
  code,
  ...extra,
});

export interface ValidationAnswer {
  success: boolean;
  operationToPerform: string;
  configurationDetails: { identifierType: string; role: string; optional: boolean }[];
  errors: { errorCode: string; ref: string; forcible: boolean; payload?: { itemId: string } }[];
  item?: {
    id?: string;
    product: { id: string; code: string };
    identifiers: { code: string; role: string; type: string }[];
  };
}

export function encodingCalls(api: () => ApiHarness) {
  const post = async <T>(path: string, body: unknown, token?: string) => {
    const response = await api().call(`${ENCODING}${path}`, { method: 'POST', body, token });
    return { status: response.status, body: (await response.json()) as T };
  };
  const validate = async (body: Record<string, unknown>) => {
    const answer = await post<ValidationAnswer>('/validate', { operationId, workstationId, ...body });
    if (answer.status !== 200) throw new Error(`validate: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  return { post, validate };
}
