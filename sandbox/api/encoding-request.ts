/**
 * What the encoding calls share: their test faults, their operation (type ENCODING) and their bodies
 * (002 §3 encodingValidation, Identifier), parsed at the boundary: a field of the
 * wrong type is a 400 naming it. The station's local identifier fields (_status, _error, optional, ...) are ignored,
 * and so are identifiers of type ASSOCIATION (the overall box, never a tag to match).
 */
import type { Context } from 'hono';
import type { JsonObject } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { applyFaults, operationOfType } from './operation-calls.ts';
import { isJsonObject } from './request-body.ts';

export const ENCODING_BASE = '/api/v1/operations/encoding';

/** Runs a call after its test faults ('encoding.{name}'). */
export function withFaults(deps: ApiDeps, name: string, handler: (c: Context<ApiEnv>) => Promise<Response>) {
  return async (c: Context<ApiEnv>) => (await applyFaults(c, deps, `encoding.${name}`)) ?? handler(c);
}

export const encodingOperation = (c: Context<ApiEnv>, deps: ApiDeps, id: unknown) =>
  operationOfType(c, deps, id, 'ENCODING');

export const IDENTIFIER_TYPES = ['UHF_TAG', 'NFC_TAG', 'SIMPLE_ITEM_IDENTIFIER'] as const;
export type IdentifierType = (typeof IDENTIFIER_TYPES)[number];

export interface EncodingIdentifier {
  identifierType: IdentifierType;
  code?: string;
  tid?: string;
  desiredCode?: string;
  role?: string;
}

export interface EncodingRequest {
  identifiers: EncodingIdentifier[];
  operationId: string;
  placeId?: string;
  workstationId?: string;
  startEntityId?: string;
  startCode?: string;
  itemAttributes: JsonObject;
  operationAttributes: JsonObject;
}

/** An optional text field: absent, null and '' are undefined; numbers become text; anything else is a 400. */
export function optionalText(body: JsonObject, field: string, what = field): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw badRequest('INVALID_BODY', `${what} must be a string`);
}

export function requiredText(body: JsonObject, field: string, errorCode = 'INVALID_BODY'): string {
  const value = optionalText(body, field);
  if (value === undefined) throw badRequest(errorCode, `${field} is required`);
  return value;
}

function parseIdentifier(raw: unknown, index: number): EncodingIdentifier | undefined {
  const where = `identifiers[${index}]`;
  if (!isJsonObject(raw)) throw badRequest('INVALID_BODY', `${where} must be an object`);
  const type = raw.identifierType ?? raw.type;
  if (type === 'ASSOCIATION') return undefined;
  if (typeof type !== 'string' || !(IDENTIFIER_TYPES as readonly string[]).includes(type))
    throw badRequest('INVALID_BODY', `${where}.identifierType must be one of ${IDENTIFIER_TYPES.join(', ')}`);
  const identifier: EncodingIdentifier = { identifierType: type as IdentifierType };
  for (const field of ['code', 'tid', 'desiredCode', 'role'] as const) {
    const value = optionalText(raw, field, `${where}.${field}`);
    if (value !== undefined) identifier[field] = value;
  }
  return identifier;
}

export function parseIdentifiers(body: JsonObject): EncodingIdentifier[] {
  const raw = body.identifiers;
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badRequest('INVALID_BODY', 'identifiers must be a list of identifiers');
  return raw.map(parseIdentifier).filter((identifier) => identifier !== undefined);
}

function optionalObject(body: JsonObject, field: string): JsonObject {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (!isJsonObject(value)) throw badRequest('INVALID_BODY', `${field} must be an object`);
  return value;
}

export function parseEncodingRequest(body: JsonObject): EncodingRequest {
  const request: EncodingRequest = {
    identifiers: parseIdentifiers(body),
    operationId: requiredText(body, 'operationId', 'MISSING_OPERATION_ID'),
    itemAttributes: optionalObject(body, 'itemAttributes'),
    operationAttributes: optionalObject(body, 'operationAttributes'),
  };
  for (const field of ['placeId', 'workstationId', 'startEntityId', 'startCode'] as const) {
    const value = optionalText(body, field);
    if (value !== undefined) request[field] = value;
  }
  return request;
}

/** The code an identifier stands for: on create the EPC written (desiredCode), else the code read. */
export function effectiveCode(identifier: EncodingIdentifier, preferDesired: boolean): string | undefined {
  return (preferDesired ? identifier.desiredCode : undefined) ?? identifier.code;
}
