/** Request bodies parsed at the boundary: JSON that does not parse, or has the wrong shape, is a 400. */
import type { Context } from 'hono';
import { badRequest } from './api-errors.ts';
import type { JsonObject } from '../db/resource-store.ts';

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('INVALID_JSON', 'Request body is empty; a JSON body is required');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest('INVALID_JSON', `Request body is not valid JSON: ${reason}`);
  }
}

export function expectObject(value: unknown, what: string): JsonObject {
  if (!isJsonObject(value)) throw badRequest('INVALID_BODY', `${what} must be a JSON object`);
  return value;
}

export function expectObjectArray(value: unknown, what: string): JsonObject[] {
  if (!Array.isArray(value) || !value.every(isJsonObject)) {
    throw badRequest('INVALID_BODY', `${what} must be a JSON array of objects`);
  }
  return value;
}

/** An optional list of strings in a body field; a single string counts as a list of one. */
export function optionalStringList(body: JsonObject, field: string): string[] | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value;
  throw badRequest('INVALID_BODY', `${field} must be a list of strings`);
}

export function optionalStringMap(body: JsonObject, field: string): Record<string, string> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value) || !Object.values(value).every((entry) => typeof entry === 'string')) {
    throw badRequest('INVALID_BODY', `${field} must be an object of string values`);
  }
  return value as Record<string, string>;
}
