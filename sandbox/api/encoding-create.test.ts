import { describe, expect, it } from 'vitest';
import { decodeSgtin96, ean13OfGtin, sgtin96FromEan13 } from '../seed/sgtin96.ts';
import { COMPANY_PREFIX_LENGTH } from '../seed/stock.ts';
import { withApiHarness } from './api-test-lifecycle.ts';
import {
  BAG,
  COAT,
  KNIT,
  eanOf,
  encodingCalls,
  itemId,
  operationId,
  orderOperationId,
  placeId,
  productId,
  seededItem,
  stockZoneId,
  uhf,
  virginTag,
  workstationId,
} from './encoding-test-support.ts';

const harness = withApiHarness();
const { post } = encodingCalls(() => harness.api);

interface Computed {
  identifierType: string;
  code: string;
  desiredCode: string;
}
interface CreateAnswer {
  success: boolean;
  operationToPerform: string;
  item?: { id: string; attributes: object };
  errors?: { errorCode: string; ref: string }[];
}
interface StoredItem {
  id: string;
  serial: string;
  status?: string;
  product: { code: string };
  zone?: { id: string };
  identifiers: { code: string; role: string; type: string; tid?: string }[];
}

const computeTags = async (codes: string[], startEntityId = productId(KNIT)) => {
  const identifiers = codes.map((code) => ({ identifierType: 'UHF_TAG', code }));
  const answer = await post<Computed[]>('/computeTags', { operationId, identifiers, workstationId, startEntityId });
  expect(answer.status).toBe(200);
  return answer.body;
};

/** The station's associate flow: a blank tag read, its EPC computed and written, then create. */
async function encodeOne(startEntityId = productId(KNIT), path = '/create') {
  const tag = virginTag();
  const [computed] = await computeTags([tag.code], startEntityId);
  const identifiers = [{ identifierType: 'UHF_TAG', code: tag.code, tid: tag.tid, desiredCode: computed!.desiredCode }];
  const body = { operationId, workstationId, placeId, startEntityId, identifiers, itemAttributes: { note: 'test' } };
  const answer = await post<CreateAnswer>(path, body);
  return { tag, epc: computed!.desiredCode, body, answer };
}

const itemByEpc = async (epc: string) => {
  const response = await harness.api.call(`/control/encoding/items?epc=${epc}`, { token: null });
  return { status: response.status, item: (await response.json()) as StoredItem };
};
const encodingRecords = () =>
  harness.api.json<{ totalElements: number; content: { itemId: string }[] }>(
    `/api/v1/encoding?operationId=${operationId}`,
  );

describe('computeTags (002 §7, §4 Tag writing)', () => {
  it("gives each UHF identifier a new SGTIN-96 EPC of the product's GTIN", async () => {
    const tags = [virginTag(), virginTag()];
    const answer = await computeTags(
      tags.map((tag) => tag.code),
      productId(COAT),
    );
    expect(answer.map((tag) => [tag.identifierType, tag.code])).toEqual(tags.map((tag) => ['UHF_TAG', tag.code]));
    for (const { desiredCode } of answer) {
      expect(desiredCode).toMatch(/^[0-9A-F]{24}$/);
      expect(ean13OfGtin(decodeSgtin96(desiredCode)!.gtin)).toBe(eanOf(COAT));
    }
    expect(new Set(answer.map((tag) => tag.desiredCode)).size).toBe(2);
  });

  it('never gives the same EPC twice over many calls, nor one an item carries', async () => {
    const seen = new Set<string>();
    for (let call = 0; call < 40; call += 1) {
      const answer = await computeTags([virginTag().code, virginTag().code]);
      for (const tag of answer) seen.add(tag.desiredCode);
    }
    expect(seen.size).toBe(80);
    const carried = await harness.api.json<{ totalElements: number }>(
      `/api/v1/items?identifierCodes=${[...seen].join(',')}`,
    );
    expect(carried.totalElements).toBe(0);
  });

  it('gives distinct EPCs to concurrent calls', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => computeTags([virginTag().code])));
    expect(new Set(answers.flat().map((tag) => tag.desiredCode)).size).toBe(12);
  });

  it('skips an EPC that an item already carries', async () => {
    const next = sgtin96FromEan13(eanOf(KNIT), COMPANY_PREFIX_LENGTH, 3_000_000_001n);
    await harness.api.json('/api/v1/items', {
      method: 'POST',
      body: {
        serial: 'X1',
        productId: productId(KNIT),
        identifiers: [{ code: next, type: 'UHF_TAG', role: 'EMBEDDED' }],
      },
    });
    const [first] = await computeTags([virginTag().code]);
    expect(first!.desiredCode).not.toBe(next);
    expect(decodeSgtin96(first!.desiredCode)!.serial).toBe(3_000_000_002n);
  });

  it('answers 400 MISSING_PRODUCT_INFO without a product', async () => {
    const answer = await post<{ errorCode: string }>('/computeTags', {
      operationId,
      identifiers: [{ identifierType: 'UHF_TAG', code: virginTag().code }],
    });
    expect(answer).toMatchObject({ status: 400, body: { errorCode: 'MISSING_PRODUCT_INFO' } });
  });
});

describe('create (002 §4 Create, §7 /create)', () => {
  it('creates the item with the written EPC, in the stock zone of the workstation, and an encoding record', async () => {
    const { tag, epc, answer } = await encodeOne();
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      operationToPerform: 'CREATE_ITEM',
      item: { id: expect.any(String) as string, attributes: {} },
    });
    const { item } = await itemByEpc(epc);
    expect(item).toMatchObject({ id: answer.body.item!.id, status: 'ENCODED', product: { code: KNIT } });
    expect(item.zone?.id).toBe(stockZoneId);
    expect(item.identifiers).toContainEqual(
      expect.objectContaining({ code: epc, role: 'EMBEDDED', type: 'UHF_TAG', tid: tag.tid }),
    );
    expect(item.identifiers).toContainEqual(
      expect.objectContaining({ code: item.serial, type: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial' }),
    );
    const day = new Date().toISOString().slice(0, 10);
    const records = await harness.api.json<{ totalElements: number }>(
      `/api/v1/encoding?operationId=${operationId}&placeId=${placeId}` +
        `&creationDateStart=${day}T00:00:00%2B0000&creationDateEnd=${day}T23:59:59%2B0000`,
    );
    expect(records.totalElements).toBe(1);
  });

  it('the created item then validates as NONE (already encoded)', async () => {
    const { epc } = await encodeOne();
    const answer = await post<{ operationToPerform: string }>('/validate', {
      operationId,
      identifiers: [uhf(epc)],
      startEntityId: productId(KNIT),
    });
    expect(answer.body.operationToPerform).toBe('NONE');
  });

  it('is idempotent: the same identifiers sent again answer the same item and create nothing', async () => {
    const { body, answer } = await encodeOne();
    const again = await post<CreateAnswer>('/create', body);
    expect(again.body).toMatchObject({ success: true, item: { id: answer.body.item!.id } });
    expect((await encodingRecords()).totalElements).toBe(1);
  });

  it('refuses what would not be CREATE_ITEM, creating nothing', async () => {
    // One of a coat's two tags: TAG_ALREADY_ASSOCIATED (all of them would be the item, UPDATE_ONLY_PRODUCT).
    const other = seededItem(COAT, 1);
    const forcible = await post<CreateAnswer>('/create', {
      operationId,
      startEntityId: productId('KN210-CSH-GRM-M'),
      identifiers: [uhf(other.epc)],
    });
    expect(forcible.body).toMatchObject({ success: false, operationToPerform: 'FORCE_ITEM_CREATION' });
    expect(forcible.body.errors?.map((error) => error.errorCode)).toEqual(['TAG_ALREADY_ASSOCIATED']);
    const empty = await post<CreateAnswer>('/create', { operationId, startEntityId: productId(KNIT), identifiers: [] });
    expect(empty.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    const missing = await post<CreateAnswer>('/create', {
      operationId,
      startEntityId: productId(COAT),
      identifiers: [uhf(virginTag().code)],
    });
    expect(missing.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect((await encodingRecords()).totalElements).toBe(0);
  });

  it("runs the 'encoding.create' and 'encoding.computeTags' test faults", async () => {
    for (const call of ['create', 'computeTags']) {
      await harness.api.call(`/control/faults/encoding.${call}`, {
        method: 'PUT',
        token: null,
        body: { fail: { status: 500, body: { message: `${call} broke` } } },
      });
      const failed = await post<{ message: string }>(`/${call}`, { operationId });
      expect(failed).toEqual({ status: 500, body: { message: `${call} broke` } });
    }
  });
});

describe('create/force (002 §4 Force policy, §6 PIN)', () => {
  // A coat's blank embedded tag and, as its pendant, the tag of a knitwear item: TAG_ALREADY_ASSOCIATED, forcible.
  const blank = virginTag();
  const forceBody = () => {
    const other = seededItem(KNIT);
    const body = {
      operationId,
      workstationId,
      startEntityId: productId(COAT),
      identifiers: [uhf(blank.code, { tid: blank.tid }), uhf(other.epc)],
    };
    return { other, body };
  };

  it('refuses a wrong or missing PIN with 403 USER_PIN_INVALID', async () => {
    const { body } = forceBody();
    for (const query of ['?pin=0000', '', '?pin=9876']) {
      const answer = await post<{ errorCode: string; message: string }>(`/create/force${query}`, body);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ errorCode: 'USER_PIN_INVALID', message: 'User PIN invalid' });
    }
    expect((await encodingRecords()).totalElements).toBe(0);
  });

  it("with the user's PIN, moves a tag of another item to the new one", async () => {
    const { other, body } = forceBody();
    const answer = await post<CreateAnswer>('/create/force?pin=1234', body);
    expect(answer.body).toMatchObject({ success: true, operationToPerform: 'CREATE_ITEM' });
    const { item } = await itemByEpc(other.epc);
    expect(item).toMatchObject({ id: answer.body.item!.id, product: { code: COAT } });
    const previous = await harness.api.json<StoredItem>(`/api/v1/items/${itemId(other.serial)}`);
    expect(previous.identifiers.map((identifier) => identifier.code)).not.toContain(other.epc);
    expect(previous.status).toBe('DISASSOCIATED');
    const admin = await post<CreateAnswer>('/create/force?pin=9876', forceBody().body, 'valid-admin');
    expect(admin.body).toMatchObject({ success: true, item: { id: answer.body.item!.id } });
  });

  it('forces without a PIN under a policy other than withPin (ENCODING-ORDER: withUserConfirmation); a wrong PIN is still refused', async () => {
    // One tag of a coat's two on a knitwear product (one tag): TAG_ALREADY_ASSOCIATED, forcible.
    const coat = seededItem(COAT);
    expect(coat.pendantEpc).toBeDefined();
    const other = { epc: coat.epc };
    const ordered = {
      operationId: orderOperationId,
      workstationId,
      startEntityId: productId('KN210-CSH-GRM-M'),
      identifiers: [uhf(coat.epc)],
    };
    expect((await post<{ errorCode: string }>('/create/force?pin=0000', ordered)).status).toBe(403);
    const answer = await post<CreateAnswer>('/create/force', ordered);
    expect(answer.body).toMatchObject({ success: true, operationToPerform: 'CREATE_ITEM' });
    expect((await itemByEpc(other.epc)).item).toMatchObject({ id: answer.body.item!.id });
  });

  it('creates with only a forcible MISSING_OPTIONAL_TAG, and still refuses non-forcible errors', async () => {
    const bag = await post<CreateAnswer>('/create/force?pin=1234', {
      operationId,
      startEntityId: productId(BAG),
      identifiers: [uhf(virginTag().code), { identifierType: 'NFC_TAG', code: '04FFEEDDCCBBAA' }],
    });
    expect(bag.body.success).toBe(true);
    const extra = await post<CreateAnswer>('/create/force?pin=1234', {
      operationId,
      startEntityId: productId(KNIT),
      identifiers: [uhf(virginTag().code), uhf(virginTag().code)],
    });
    expect(extra.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect(extra.body.errors?.map((error) => error.errorCode)).toEqual(['EXTRA_TAG']);
  });
});

describe('a rewrite (002 §4 forceTagRewrite)', () => {
  it('validates as REWRITE_CONFIGURATION and, on create, gives the item its new EPC; an EPC another item carries is refused', async () => {
    const knit = seededItem(KNIT, 1);
    const [computed] = (
      await post<{ desiredCode: string }[]>('/computeTags', {
        operationId,
        startEntityId: productId(KNIT),
        identifiers: [uhf(knit.epc)],
      })
    ).body;
    const body = {
      operationId,
      workstationId,
      startEntityId: productId(KNIT),
      identifiers: [uhf(knit.epc, { tid: knit.epcTid, desiredCode: computed!.desiredCode })],
    };
    const asRead = await post<{ operationToPerform: string; item: { id: string } }>('/validate', body);
    expect(asRead.body).toMatchObject({
      operationToPerform: 'REWRITE_CONFIGURATION',
      item: { id: itemId(knit.serial) },
    });
    const taken = seededItem(KNIT, 2).epc;
    const refused = await post<CreateAnswer>('/create', {
      ...body,
      identifiers: [uhf(knit.epc, { desiredCode: taken })],
    });
    expect(refused.body).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    const answer = await post<CreateAnswer>('/create', body);
    expect(answer.body).toMatchObject({ success: true, operationToPerform: 'REWRITE_CONFIGURATION' });
    expect((await itemByEpc(computed!.desiredCode)).item).toMatchObject({ id: itemId(knit.serial) });
    expect((await itemByEpc(knit.epc)).status).toBe(404);
  });
});

describe('UPDATE_ONLY_PRODUCT (002 §4)', () => {
  it("an item's own tags on another product's screen: validated as UPDATE_ONLY_PRODUCT; a plain create refuses, a forced one (no PIN) gives the item the product and the EPC written", async () => {
    const knit = seededItem('KN210-CSH-CAM-S');
    const body = {
      operationId,
      workstationId,
      startEntityId: productId('KN210-CSH-GRM-M'),
      identifiers: [uhf(knit.epc)],
    };
    const asked = await post<{ operationToPerform: string; item: { id: string } }>('/validate', body);
    expect(asked.body).toMatchObject({ operationToPerform: 'UPDATE_ONLY_PRODUCT', item: { id: itemId(knit.serial) } });
    expect((await post<CreateAnswer>('/create', body)).body).toMatchObject({ success: false });
    const [computed] = (await post<{ desiredCode: string }[]>('/computeTags', body)).body;
    const forced = await post<CreateAnswer>('/create/force', {
      ...body,
      identifiers: [uhf(knit.epc, { desiredCode: computed!.desiredCode })],
    });
    expect(forced.body).toMatchObject({ success: true, operationToPerform: 'UPDATE_ONLY_PRODUCT' });
    const { item } = await itemByEpc(computed!.desiredCode);
    expect(item).toMatchObject({ id: itemId(knit.serial), product: { code: 'KN210-CSH-GRM-M' } });
  });
});
