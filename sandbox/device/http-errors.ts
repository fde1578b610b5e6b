import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error with an HTTP status. The JSON body carries `error` plus `errorCode` and `message`, because the
 * station maps error responses from errorCode and message (000 §8.1).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errorCode: string;

  constructor(status: ContentfulStatusCode, message: string, errorCode = 'BAD_REQUEST') {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
  }

  body(): { error: string; errorCode: string; message: string } {
    return { error: this.message, errorCode: this.errorCode, message: this.message };
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses the request body as a JSON object; an empty, malformed or non-object body is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') throw new HttpError(400, 'request body must be a JSON object, got an empty body');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'request body is not valid JSON');
  }
  if (!isRecord(value)) throw new HttpError(400, 'request body must be a JSON object');
  return value;
}

export function optionalQuery(c: Context, name: string): string | undefined {
  const value = c.req.query(name);
  return value === undefined || value === '' ? undefined : value;
}

export function requiredQuery(c: Context, name: string): string {
  const value = optionalQuery(c, name);
  if (value === undefined) throw new HttpError(400, `missing query parameter '${name}'`);
  return value;
}

function parseNonNegativeInteger(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    throw new HttpError(400, `query parameter '${name}' must be a non-negative integer, got '${raw}'`);
  return Number(raw);
}

export function integerQuery(c: Context, name: string): number | undefined {
  const raw = optionalQuery(c, name);
  return raw === undefined ? undefined : parseNonNegativeInteger(name, raw);
}

export function requiredIntegerQuery(c: Context, name: string): number {
  return parseNonNegativeInteger(name, requiredQuery(c, name));
}
