import { describe, expect, it } from 'vitest';
import { stableId } from '../seed/seed-references.ts';
import { sgtin96FromEan13 } from '../seed/sgtin96.ts';
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
  productId,
  rowId,
  seededItem,
  uhf,
  virginTag,
} from './encoding-test-support.ts';

const harness = withApiHarness();
const { post, validate } = encodingCalls(() => harness.api);

const codesOf = (answer: { errors: { errorCode: string; ref: string }[] }) =>
  answer.errors.map((error) => `${error.errorCode}:${error.ref}`);

describe('encoding validation: product and configuration (002 §4, §7 /validate)', () => {
  it('without identifiers answers the configuration to read, each mandatory tag missing', async () => {
    const answer = await validate({ identifiers: [], startEntityId: productId(KNIT) });
    expect(answer).toMatchObject({ success: true, operationToPerform: 'CREATE_ITEM' });
    expect(answer.configurationDetails).toEqual([{ identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false }]);
    expect(answer.errors).toEqual([{ errorCode: 'MISSING_MANDATORY_TAG', ref: 'EMBEDDED', forcible: false }]);
    expect(answer.item).toMatchObject({ product: { id: productId(KNIT), code: KNIT }, identifiers: [] });
  });

  it('takes the product of a production order row given as startEntityId', async () => {
    const answer = await validate({ startEntityId: rowId('PO-2025-0043/010') });
    expect(answer.item?.product.code).toBe('TR100-GAB-BEI-42');
  });

  it('picks the configuration by the product category: OUTERWEAR dual-tag, BAG authenticity', async () => {
    const coat = await validate({ startEntityId: productId(COAT) });
    expect(coat.configurationDetails.map((detail) => detail.role)).toEqual(['EMBEDDED', 'PENDANT']);
    expect(codesOf(coat)).toEqual(['MISSING_MANDATORY_TAG:EMBEDDED', 'MISSING_MANDATORY_TAG:PENDANT']);
    const bag = await validate({ startEntityId: productId(BAG) });
    expect(bag.configurationDetails).toEqual([
      { identifierType: 'UHF_TAG', role: 'EMBEDDED', optional: false },
      { identifierType: 'NFC_TAG', role: 'AUTHENTICITY', optional: false },
      { identifierType: 'SIMPLE_ITEM_IDENTIFIER', role: 'serial', optional: true },
    ]);
  });

  it('without any product answers MISSING_PRODUCT_INFO (a WAM startCode gives none)', async () => {
    for (const body of [
      { identifiers: [uhf(virginTag().code)] },
      { identifiers: [], startCode: 'WAM-0001' },
      { identifiers: [], startEntityId: 'no-such-id' },
    ]) {
      const answer = await validate(body);
      expect(answer).toEqual({
        success: false,
        operationToPerform: 'FAIL',
        configurationDetails: [],
        errors: [{ errorCode: 'MISSING_PRODUCT_INFO', ref: '', forcible: false }],
      });
    }
  });

  it('takes the product of the item a read tag already belongs to', async () => {
    const item = seededItem(KNIT);
    const answer = await validate({ identifiers: [uhf(item.epc)] });
    expect(answer.item?.product.code).toBe(KNIT);
  });

  it("takes the product of the GTIN a pre-encoded tag carries when no item has it (the identifier mode's first read)", async () => {
    const pendant = sgtin96FromEan13(eanOf(COAT), COMPANY_PREFIX_LENGTH, 8_800_000_001n);
    const answer = await validate({ identifiers: [uhf(pendant)] });
    expect(answer.item?.product.code).toBe(COAT);
    expect(answer.configurationDetails.map((detail) => detail.role)).toEqual(['EMBEDDED', 'PENDANT']);
    expect(codesOf(answer)).toEqual(['MISSING_MANDATORY_TAG:PENDANT']);
  });

  it("answers 'Missing Operation Option' when the operation has no configuration for the product", async () => {
    const created = await harness.api.json<{ id: string }>('/api/v1/operations', {
      method: 'POST',
      body: { code: 'ENCODING-BARE', type: 'ENCODING', options: { itemTypeConfig_BAG: 'no-such-configuration' } },
    });
    const knit = await validate({ operationId: created.id, startEntityId: productId(KNIT) });
    expect(knit).toMatchObject({ success: false, operationToPerform: 'FAIL', configurationDetails: [] });
    expect(knit.errors).toEqual([
      { errorCode: 'Missing Operation Option', ref: 'itemTypeConfig_default', forcible: false },
    ]);
    const bag = await validate({ operationId: created.id, startEntityId: productId(BAG) });
    expect(codesOf(bag)).toEqual(['Missing Operation Option:itemTypeConfig_BAG']);
  });
});

describe('encoding validation: identifiers against the configuration (002 §4, §5)', () => {
  it('one blank UHF tag on a one-tag product: CREATE_ITEM, the tag in the EMBEDDED role', async () => {
    const tag = virginTag();
    const answer = await validate({ identifiers: [uhf(tag.code, { tid: tag.tid })], startEntityId: productId(KNIT) });
    expect(answer).toMatchObject({ success: true, operationToPerform: 'CREATE_ITEM', errors: [] });
    expect(answer.item?.identifiers).toEqual([{ code: tag.code, role: 'EMBEDDED', type: 'UHF_TAG' }]);
  });

  it('more UHF tags than slots: EXTRA_TAG on the extra code, FAIL', async () => {
    const [first, extra] = [virginTag(), virginTag()];
    const answer = await validate({ identifiers: [uhf(first.code), uhf(extra.code)], startEntityId: productId(KNIT) });
    expect(answer).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect(answer.errors).toEqual([{ errorCode: 'EXTRA_TAG', ref: extra.code, forcible: false }]);
  });

  it('a mandatory slot still empty: MISSING_MANDATORY_TAG of its role, FAIL (the station waits)', async () => {
    const answer = await validate({ identifiers: [uhf(virginTag().code)], startEntityId: productId(COAT) });
    expect(answer).toMatchObject({ success: false, operationToPerform: 'FAIL' });
    expect(answer.errors).toEqual([{ errorCode: 'MISSING_MANDATORY_TAG', ref: 'PENDANT', forcible: false }]);
  });

  it('an identifier naming its role takes that slot; the others fill the first free slot of their type', async () => {
    const [pendant, embedded] = [virginTag(), virginTag()];
    const one = await validate({
      identifiers: [uhf(pendant.code, { role: 'PENDANT' })],
      startEntityId: productId(COAT),
    });
    expect(one.item?.identifiers).toEqual([{ code: pendant.code, role: 'PENDANT', type: 'UHF_TAG' }]);
    expect(codesOf(one)).toEqual(['MISSING_MANDATORY_TAG:EMBEDDED']);
    const both = await validate({
      identifiers: [uhf(pendant.code, { role: 'PENDANT' }), uhf(embedded.code)],
      startEntityId: productId(COAT),
    });
    expect(both.operationToPerform).toBe('CREATE_ITEM');
    expect(both.item?.identifiers).toEqual([
      { code: embedded.code, role: 'EMBEDDED', type: 'UHF_TAG' },
      { code: pendant.code, role: 'PENDANT', type: 'UHF_TAG' },
    ]);
  });

  it('an optional slot empty: MISSING_OPTIONAL_TAG, forcible, so FORCE_ITEM_CREATION', async () => {
    const answer = await validate({
      identifiers: [uhf(virginTag().code), { identifierType: 'NFC_TAG', code: '04A1B2C3D4E5F6' }],
      startEntityId: productId(BAG),
    });
    expect(answer).toMatchObject({ success: false, operationToPerform: 'FORCE_ITEM_CREATION' });
    expect(answer.errors).toEqual([{ errorCode: 'MISSING_OPTIONAL_TAG', ref: 'serial', forcible: true }]);
  });

  it("a tag of another item: TAG_ALREADY_ASSOCIATED with the item's id, forcible", async () => {
    // One of a coat's two tags (all of an item's tags would be UPDATE_ONLY_PRODUCT).
    const other = seededItem(COAT, 1);
    const answer = await validate({ identifiers: [uhf(other.epc)], startEntityId: productId('KN210-CSH-GRM-M') });
    expect(answer).toMatchObject({ success: false, operationToPerform: 'FORCE_ITEM_CREATION' });
    expect(answer.errors).toEqual([
      {
        errorCode: 'TAG_ALREADY_ASSOCIATED',
        ref: other.epc,
        forcible: true,
        payload: { itemId: itemId(other.serial) },
      },
    ]);
  });

  it("all of an item's tags, of another product: UPDATE_ONLY_PRODUCT with the item", async () => {
    const other = seededItem(KNIT, 2);
    const answer = await validate({ identifiers: [uhf(other.epc)], startEntityId: productId('KN210-CSH-GRM-M') });
    expect(answer).toMatchObject({
      success: false,
      operationToPerform: 'UPDATE_ONLY_PRODUCT',
      errors: [],
      item: { id: itemId(other.serial), product: { code: 'KN210-CSH-GRM-M' } },
    });
  });

  it("all of an item's tags, of the same product: NONE with the item (already encoded)", async () => {
    const coat = seededItem(COAT);
    const answer = await validate({
      identifiers: [uhf(coat.pendantEpc!), uhf(coat.epc)],
      startEntityId: productId(COAT),
    });
    expect(answer).toMatchObject({ success: true, operationToPerform: 'NONE', errors: [] });
    expect(answer.item?.id).toBe(itemId(coat.serial));
    expect(answer.item?.identifiers).toContainEqual({ code: coat.pendantEpc, role: 'PENDANT', type: 'UHF_TAG' });
  });

  it("part of an item's tags is no NONE: the read tag is already associated and the rest missing", async () => {
    const coat = seededItem(COAT);
    const answer = await validate({ identifiers: [uhf(coat.epc)], startEntityId: productId(COAT) });
    expect(answer.operationToPerform).toBe('FAIL');
    expect(codesOf(answer)).toEqual([`TAG_ALREADY_ASSOCIATED:${coat.epc}`, 'MISSING_MANDATORY_TAG:PENDANT']);
  });

  it('ignores identifiers without a code (slots not read yet) and ASSOCIATION identifiers', async () => {
    const tag = virginTag();
    const answer = await validate({
      identifiers: [{ identifierType: 'UHF_TAG', role: 'PENDANT' }, { identifierType: 'ASSOCIATION' }, uhf(tag.code)],
      startEntityId: productId(KNIT),
    });
    expect(answer.operationToPerform).toBe('CREATE_ITEM');
  });
});

describe('encoding validation: bad requests and faults', () => {
  it.each([
    ['not JSON', '{', 'INVALID_JSON'],
    ['not an object', [], 'INVALID_BODY'],
    ['identifiers not a list', { operationId, identifiers: 'E280' }, 'INVALID_BODY'],
    ['an unknown identifier type', { operationId, identifiers: [{ identifierType: 'QR', code: 'x' }] }, 'INVALID_BODY'],
    [
      'a code that is not text',
      { operationId, identifiers: [{ identifierType: 'UHF_TAG', code: {} }] },
      'INVALID_BODY',
    ],
    ['no operationId', { identifiers: [] }, 'MISSING_OPERATION_ID'],
    ['itemAttributes not an object', { operationId, itemAttributes: 'x' }, 'INVALID_BODY'],
    ['an unknown operation', { operationId: 'no-such-operation' }, 'NOT_FOUND'],
  ])('answers 400/404 for %s', async (_what, body, errorCode) => {
    const answer = await post<{ errorCode: string; message: string }>('/validate', body);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.errorCode).toBe(errorCode);
    expect(answer.body.message).toBeTruthy();
  });

  it('refuses an operation that is not ENCODING', async () => {
    const sorting = await post<{ errorCode: string }>('/validate', { operationId: stableId('operations', 'SORTING') });
    expect(sorting).toMatchObject({ status: 400, body: { errorCode: 'WRONG_OPERATION_TYPE' } });
  });

  it("runs the 'encoding.validate' test faults", async () => {
    await harness.api.call('/control/faults/encoding.validate', {
      method: 'PUT',
      token: null,
      body: { fail: { status: 503, body: { message: 'down' } } },
    });
    const failed = await post<{ message: string }>('/validate', { operationId, startEntityId: productId(KNIT) });
    expect(failed).toEqual({ status: 503, body: { message: 'down' } });
    const next = await post<{ success: boolean }>('/validate', { operationId, startEntityId: productId(KNIT) });
    expect(next.status).toBe(200);
  });
});
