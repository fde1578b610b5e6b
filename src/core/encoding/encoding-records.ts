/**
 * The encoding records of 002 §3 as the station reads them from the server: the validation response (configuration
 * details, errors, operationToPerform, item), the create response and the compute-tags answer. Parsed field by field;
 * a response of the wrong shape is undefined, never a half-read value.
 */
import { textOf } from '../forms/value-path.ts';
import { isRecord } from '../guards.ts';
import { parseProduct, type Product } from '../readings/decoded-read.ts';

export type EncodingIdentifierType = 'UHF_TAG' | 'NFC_TAG' | 'SIMPLE_ITEM_IDENTIFIER';

export const encodingIdentifierTypes: readonly EncodingIdentifierType[] = [
  'UHF_TAG',
  'NFC_TAG',
  'SIMPLE_ITEM_IDENTIFIER',
];

/** One configured identifier of an item type (002 §3 configurationDetails). */
export interface ConfigurationDetail {
  identifierType: EncodingIdentifierType;
  role: string;
  optional: boolean;
}

/** A validation error (002 §3 errors[]): a code, the identifier (code or role) it concerns, whether it can be forced. */
export interface EncodingError {
  errorCode: string;
  ref: string;
  forcible: boolean;
  payload?: Record<string, unknown>;
}

export interface ValidatedIdentifier {
  code: string;
  role: string;
  type: string;
}

export interface ValidationResponse {
  success: boolean;
  operationToPerform: string;
  configurationDetails: ConfigurationDetail[];
  errors: EncodingError[];
  item?: {
    id: string;
    product?: Product;
    identifiers: ValidatedIdentifier[];
    /** 002 §4: tags the server says to ignore (item.attributes.ignoredTags, comma-separated). */
    ignoredTags: string[];
  };
}

export interface CreateResponse {
  success: boolean;
  operationToPerform: string;
  itemId: string;
  /** 002 §4 Create: messageType 'E' is an error modal then clear, 'W' a warning toast. */
  messageType: string;
  message: string;
  errors: EncodingError[];
}

export interface ComputedTag {
  identifierType: EncodingIdentifierType;
  code: string;
  desiredCode: string;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const isIdentifierType = (value: unknown): value is EncodingIdentifierType =>
  typeof value === 'string' && (encodingIdentifierTypes as readonly string[]).includes(value);

function parseDetail(value: unknown): ConfigurationDetail | undefined {
  if (!isRecord(value) || !isIdentifierType(value.identifierType)) return undefined;
  return { identifierType: value.identifierType, role: textOf(value.role), optional: value.optional === true };
}

export function parseEncodingError(value: unknown): EncodingError | undefined {
  if (!isRecord(value)) return undefined;
  const errorCode = textOf(value.errorCode);
  if (!errorCode) return undefined;
  return {
    errorCode,
    ref: textOf(value.ref),
    forcible: value.forcible === true,
    ...(isRecord(value.payload) ? { payload: { ...value.payload } } : {}),
  };
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

export function parseValidationResponse(value: unknown): ValidationResponse | undefined {
  if (!isRecord(value)) return undefined;
  const configuration = isRecord(value.configuration) ? value.configuration : {};
  const details = Array.isArray(value.configurationDetails) ? value.configurationDetails : configuration.details;
  const item = isRecord(value.item) ? value.item : undefined;
  const attributes = item && isRecord(item.attributes) ? item.attributes : {};
  return {
    success: value.success === true,
    operationToPerform: textOf(value.operationToPerform),
    configurationDetails: list(details).map(parseDetail).filter(defined),
    errors: list(value.errors).map(parseEncodingError).filter(defined),
    ...(item
      ? {
          item: {
            id: textOf(item.id),
            product: parseProduct(item.product),
            identifiers: list(item.identifiers)
              .filter(isRecord)
              .map((identifier) => ({
                code: textOf(identifier.code),
                role: textOf(identifier.role),
                type: textOf(identifier.type ?? identifier.identifierType),
              }))
              .filter((identifier) => identifier.code !== ''),
            ignoredTags: textOf(attributes.ignoredTags)
              .split(',')
              .map((code) => code.trim())
              .filter(Boolean),
          },
        }
      : {}),
  };
}

export function parseCreateResponse(value: unknown): CreateResponse | undefined {
  if (!isRecord(value)) return undefined;
  const item = isRecord(value.item) ? value.item : {};
  const attributes = isRecord(item.attributes) ? item.attributes : {};
  return {
    success: value.success === true,
    operationToPerform: textOf(value.operationToPerform),
    itemId: textOf(item.id),
    messageType: textOf(attributes.messageType),
    message: textOf(attributes.message),
    errors: list(value.errors).map(parseEncodingError).filter(defined),
  };
}

export function parseComputedTags(value: unknown): ComputedTag[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter(isRecord)
    .map((tag) => ({
      identifierType: isIdentifierType(tag.identifierType) ? tag.identifierType : 'UHF_TAG',
      code: textOf(tag.code),
      desiredCode: textOf(tag.desiredCode),
    }))
    .filter((tag) => /^[0-9A-F]{24,}$/i.test(tag.desiredCode));
}
