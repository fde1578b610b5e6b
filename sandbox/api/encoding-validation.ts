/**
 * The encoding validation rules (002 §4 'Reading and validation', §5, §8), shared by /validate, /create and
 * /create/force:
 * - the product: startEntityId (a product, or a production order row's product); else the product of an item one of
 *   the identifiers already belongs to, else the product whose EAN an SGTIN-96 EPC read carries (a tag pre-encoded
 *   for the product: the associate screen's identifier mode); none is MISSING_PRODUCT_INFO (startCode, a WAM, gives no product: the wam
 *   feature is off, 002 §3).
 * - the item configuration: the operation's itemTypeConfig_<category or style> when the product has one, else
 *   itemTypeConfig_default; a missing option or configuration is 'Missing Operation Option' (ref: the option).
 * - identifiers fill the configuration's slots by type (a named role takes its own slot); extras are EXTRA_TAG, empty
 *   slots MISSING_MANDATORY_TAG or MISSING_OPTIONAL_TAG, codes of existing items TAG_ALREADY_ASSOCIATED, unless they
 *   are exactly one item's tags (of the same product): NONE, the item is already encoded.
 * - with the operation option qcCheck, the QC checks of each UHF tag read (encoding-qc.ts), all forcible.
 * - no errors: CREATE_ITEM; only forcible errors: FORCE_ITEM_CREATION; else FAIL.
 * - one item's tags, some with a desiredCode other than their code (validate only): REWRITE_CONFIGURATION.
 * - all the tags of one item of another product than the start entity's: UPDATE_ONLY_PRODUCT (a forced create
 *   gives the item the product, and the EPCs written for it).
 */
import type { Queryable } from '../db/database.ts';
import { findByIdentifierCodes, findByPathValues, getRecord, listRecords } from '../db/resource-store.ts';
import { decodeSgtin96, ean13OfGtin } from '../seed/sgtin96.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import type { PublicUrls } from './api-types.ts';
import { qcCheckOn, qcErrors } from './encoding-qc.ts';
import { effectiveCode } from './encoding-request.ts';
import type { EncodingIdentifier, EncodingRequest } from './encoding-request.ts';
import { isJsonObject } from './request-body.ts';
import { presentRecord } from './resource-views.ts';
import { valuesAt } from './search-filters.ts';

export type OperationToPerform =
  'NONE' | 'CREATE_ITEM' | 'FORCE_ITEM_CREATION' | 'FAIL' | 'REWRITE_CONFIGURATION' | 'UPDATE_ONLY_PRODUCT';

export interface EncodingError {
  errorCode: string;
  ref: string;
  forcible: boolean;
  payload?: JsonObject;
}

export interface ConfigurationDetail {
  identifierType: string;
  role: string;
  optional: boolean;
}

/** An identifier with a code, in the configuration slot it filled (role set from the slot). */
export type ReadIdentifier = EncodingIdentifier & { code: string };

export interface Validation {
  success: boolean;
  operationToPerform: OperationToPerform;
  errors: EncodingError[];
  configurationDetails: ConfigurationDetail[];
  /** The answer's item: {id?, product, identifiers, attributes}. */
  item?: JsonObject;
  product?: ResourceRecord;
  row?: ResourceRecord;
  read: ReadIdentifier[];
  /** The read identifiers in their slots, each with the slot's role. */
  matched: ReadIdentifier[];
  /** Code → the stored item carrying it. */
  associated: Map<string, ResourceRecord>;
  /** With NONE: the item the identifiers already make up. */
  existingItem?: ResourceRecord;
}

export const DEFAULT_CONFIG_OPTION = 'itemTypeConfig_default';
const TAG_TYPES = new Set(['UHF_TAG', 'NFC_TAG']);

export function identifiersOf(item: JsonObject): JsonObject[] {
  return Array.isArray(item.identifiers) ? item.identifiers.filter(isJsonObject) : [];
}

export function answerOf(validation: Validation): JsonObject {
  const { success, operationToPerform, configurationDetails, errors, item } = validation;
  return { success, operationToPerform, configurationDetails, errors, ...(item ? { item } : {}) };
}

export async function itemsByCode(db: Queryable, codes: string[]): Promise<Map<string, ResourceRecord>> {
  const rows = await findByIdentifierCodes(db, 'items', [...new Set(codes)]);
  return new Map(rows.map((row) => [row.code, row.data]));
}

export async function resolveProduct(
  db: Queryable,
  request: Pick<EncodingRequest, 'startEntityId'>,
  associated: Map<string, ResourceRecord>,
  codes: readonly string[] = [],
): Promise<{ product?: ResourceRecord; row?: ResourceRecord }> {
  const startId = request.startEntityId;
  if (startId !== undefined) {
    const product = await getRecord(db, 'products', startId);
    if (product) return { product };
    const row = await getRecord(db, 'productionOrderRows', startId);
    const rowProduct = typeof row?.productId === 'string' ? await getRecord(db, 'products', row.productId) : undefined;
    return row && rowProduct ? { product: rowProduct, row } : {};
  }
  for (const item of associated.values()) {
    const product = typeof item.productId === 'string' ? await getRecord(db, 'products', item.productId) : undefined;
    if (product) return { product };
  }
  for (const code of codes) {
    const product = await productOfEpc(db, code);
    if (product) return { product };
  }
  return {};
}

/** The product whose EAN-13 the GTIN of an SGTIN-96 EPC is (a tag pre-encoded for the product, no item yet). */
async function productOfEpc(db: Queryable, epc: string): Promise<ResourceRecord | undefined> {
  const gtin = decodeSgtin96(epc)?.gtin;
  const ean = gtin === undefined ? undefined : ean13OfGtin(gtin);
  if (ean === undefined) return undefined;
  const [product] = await findByPathValues(db, 'products', ['attributes', 'ean', 'value'], [ean]);
  return product;
}

function parseDetails(raw: unknown): ConfigurationDetail[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter(isJsonObject).map((detail) => ({
    identifierType: String(detail.identifierType),
    role: typeof detail.role === 'string' ? detail.role : '',
    optional: detail.optional === true || detail.optional === 'true',
  }));
}

/** The operation's item configuration for a product: the option that names it, and its details when found. */
export async function itemConfigurationOf(
  db: Queryable,
  operation: JsonObject,
  product: JsonObject,
): Promise<{ option: string; details?: ConfigurationDetail[] }> {
  const options = isJsonObject(operation.options) ? operation.options : {};
  const kinds = [valuesAt(product, ['attributes', 'category'])[0], valuesAt(product, ['style'])[0]];
  const option =
    kinds.map((kind) => `itemTypeConfig_${String(kind)}`).find((name) => typeof options[name] === 'string') ??
    DEFAULT_CONFIG_OPTION;
  const code = options[option];
  if (typeof code !== 'string' || code === '') return { option };
  const [configuration] = await listRecords(db, 'itemConfigurations', { codes: [code] });
  const details = parseDetails(configuration?.details);
  return details ? { option, details } : { option };
}

/** Fills the slots: identifiers naming a role first, then the rest in the first free slot of their type. */
export function matchSlots(
  details: ConfigurationDetail[],
  read: ReadIdentifier[],
): { slots: (ReadIdentifier | undefined)[]; extras: ReadIdentifier[] } {
  const slots: (ReadIdentifier | undefined)[] = details.map(() => undefined);
  const extras: ReadIdentifier[] = [];
  const rest: ReadIdentifier[] = [];
  const fill = (identifier: ReadIdentifier, accepts: (detail: ConfigurationDetail) => boolean) => {
    const index = details.findIndex((detail, at) => slots[at] === undefined && accepts(detail));
    if (index < 0) return false;
    slots[index] = { ...identifier, role: details[index]!.role };
    return true;
  };
  for (const identifier of read) {
    const sameType = (detail: ConfigurationDetail) => detail.identifierType === identifier.identifierType;
    const named = identifier.role !== undefined && details.some((d) => sameType(d) && d.role === identifier.role);
    if (!named) rest.push(identifier);
    else if (!fill(identifier, (detail) => sameType(detail) && detail.role === identifier.role))
      extras.push(identifier);
  }
  for (const identifier of rest)
    if (!fill(identifier, (detail) => detail.identifierType === identifier.identifierType)) extras.push(identifier);
  return { slots, extras };
}

/** The item the read codes make up on their own: all its tags read, nothing else, of the same product. */
function exactItem(
  read: ReadIdentifier[],
  associated: Map<string, ResourceRecord>,
  product?: ResourceRecord,
): ResourceRecord | undefined {
  const owners = read.map((identifier) => associated.get(identifier.code));
  const item = owners[0];
  if (!item || owners.some((owner) => owner?.id !== item.id)) return undefined;
  if (product && item.productId !== product.id) return undefined;
  const given = new Set(read.map((identifier) => identifier.code));
  const tags = identifiersOf(item).filter((identifier) => TAG_TYPES.has(String(identifier.type)));
  return tags.length > 0 && tags.every((tag) => given.has(String(tag.code))) ? item : undefined;
}

/** The new EPC an identifier asks to be written in place of its code, if any. */
export function rewritten(identifier: EncodingIdentifier): string | undefined {
  const desired = identifier.desiredCode;
  return desired !== undefined && desired !== '' && desired !== identifier.code ? desired : undefined;
}

export function outcomeOf(errors: EncodingError[]): { success: boolean; operationToPerform: OperationToPerform } {
  if (errors.length === 0) return { success: true, operationToPerform: 'CREATE_ITEM' };
  if (errors.every((error) => error.forcible)) return { success: false, operationToPerform: 'FORCE_ITEM_CREATION' };
  return { success: false, operationToPerform: 'FAIL' };
}

const identifierView = (identifier: ReadIdentifier | JsonObject) => ({
  code: identifier.code,
  role: identifier.role ?? '',
  type: 'identifierType' in identifier ? identifier.identifierType : identifier.type,
});

export async function validateEncoding(
  db: Queryable,
  urls: PublicUrls,
  operation: JsonObject,
  request: EncodingRequest,
  preferDesired: boolean,
): Promise<Validation> {
  const read = request.identifiers.flatMap((identifier) => {
    const code = effectiveCode(identifier, preferDesired);
    return code === undefined ? [] : [{ ...identifier, code }];
  });
  const associated = await itemsByCode(
    db,
    read.map((identifier) => identifier.code),
  );
  const { product, row } = await resolveProduct(
    db,
    request,
    associated,
    read.map((identifier) => identifier.code),
  );
  const base = { read, matched: [], associated, configurationDetails: [], ...(row ? { row } : {}) };
  const failed = (error: EncodingError): Validation => ({
    ...base,
    ...(product ? { product } : {}),
    success: false,
    operationToPerform: 'FAIL',
    errors: [error],
  });
  if (!product) return failed({ errorCode: 'MISSING_PRODUCT_INFO', ref: '', forcible: false });
  const configuration = await itemConfigurationOf(db, operation, product);
  const details = configuration.details;
  if (!details) return failed({ errorCode: 'Missing Operation Option', ref: configuration.option, forcible: false });
  const productView = await presentRecord(db, urls, 'products', product);
  const found = { ...base, product, configurationDetails: details };
  const missing = (optional: boolean) => (detail: ConfigurationDetail) =>
    detail.optional === optional
      ? [
          {
            errorCode: optional ? 'MISSING_OPTIONAL_TAG' : 'MISSING_MANDATORY_TAG',
            ref: detail.role,
            forcible: optional,
          },
        ]
      : [];
  if (read.length === 0) {
    // The station loads the configuration this way before any read (002 §4).
    const errors = details.flatMap(missing(false));
    const item = { product: productView, identifiers: [], attributes: {} };
    return { ...found, success: true, operationToPerform: 'CREATE_ITEM', errors, item };
  }
  const existingItem = exactItem(read, associated, product);
  if (existingItem) {
    const identifiers = identifiersOf(existingItem).map(identifierView);
    const item = { id: existingItem.id, product: productView, identifiers, attributes: {} };
    // An item's tags given with new EPCs to write (forceTagRewrite, 002 §4): the rewrite is allowed.
    const rewrite = !preferDesired && read.some((identifier) => rewritten(identifier) !== undefined);
    const operationToPerform = rewrite ? 'REWRITE_CONFIGURATION' : 'NONE';
    return { ...found, success: true, operationToPerform, errors: [], item, existingItem };
  }
  const ofAnotherProduct = exactItem(read, associated);
  if (ofAnotherProduct) {
    // 002 §4 UPDATE_ONLY_PRODUCT: the tags read are all of one item of another product; its product can change.
    const identifiers = identifiersOf(ofAnotherProduct).map(identifierView);
    const item = { id: ofAnotherProduct.id, product: productView, identifiers, attributes: {} };
    const operationToPerform = 'UPDATE_ONLY_PRODUCT';
    return { ...found, success: false, operationToPerform, errors: [], item, existingItem: ofAnotherProduct };
  }
  const { slots, extras } = matchSlots(details, read);
  const errors: EncodingError[] = [
    ...extras.map((extra) => ({ errorCode: 'EXTRA_TAG', ref: extra.code, forcible: false })),
    ...read.flatMap((identifier) => {
      const owner = associated.get(identifier.code);
      const payload = { itemId: owner?.id ?? '' };
      return owner ? [{ errorCode: 'TAG_ALREADY_ASSOCIATED', ref: identifier.code, forcible: true, payload }] : [];
    }),
    ...details.flatMap((detail, index) => (slots[index] ? [] : missing(false)(detail))),
    ...details.flatMap((detail, index) => (slots[index] ? [] : missing(true)(detail))),
    ...(qcCheckOn(operation) ? await qcErrors(db, product, request.identifiers) : []),
  ];
  const matched = slots.filter((slot) => slot !== undefined);
  const item = { product: productView, identifiers: matched.map(identifierView), attributes: {} };
  return { ...found, ...outcomeOf(errors), errors, matched, item };
}
