/**
 * The requests of 000 §7.4 Form lookups, built from a field and the current form data (the api layer sends them).
 */
import type { FormField } from './form-field.ts';
import { resolvePlaceholders, type PlaceholderContext } from './placeholders.ts';
import { getPath } from './value-path.ts';

export const autocompletePageSize = 25;
export const autocompleteDebounceMs = 400;
export const autocheckDebounceMs = 500;

export type LookupParams = Record<string, string | number | boolean | readonly (string | number)[]>;

export interface LookupRequest {
  method: 'GET' | 'POST';
  endpoint: string;
  query: LookupParams;
  body?: unknown;
}

/** An endpoint may carry its own query ('api/v1/zones?type=STOCK'): its params come first, the request's after. */
export function splitEndpoint(endpoint: string): { path: string; query: LookupParams } {
  const at = endpoint.indexOf('?');
  if (at < 0) return { path: endpoint, query: {} };
  const query: LookupParams = {};
  for (const [key, value] of new URLSearchParams(endpoint.slice(at + 1))) {
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [String(existing)]), value];
  }
  return { path: endpoint.slice(0, at), query };
}

function getRequest(endpoint: string, query: LookupParams): LookupRequest {
  const split = splitEndpoint(endpoint);
  return { method: 'GET', endpoint: split.path, query: withEnabledFlag(split.path, { ...split.query, ...query }) };
}

/** 000 §7.4: endpoints of zones, places or workstations get enabled=true unless the params name it. */
export function withEnabledFlag(endpoint: string, query: LookupParams): LookupParams {
  if (!/\/(zones|places|workstation)/.test(`/${endpoint}`) || Object.hasOwn(query, 'enabled')) return query;
  return { ...query, enabled: true };
}

function paramValue(value: unknown, data: Readonly<Record<string, unknown>>, context: PlaceholderContext) {
  const resolved = resolvePlaceholders(value, context);
  // A dynamic param whose value names a form field takes that field's value.
  if (typeof resolved === 'string' && resolved.startsWith('$')) {
    const fieldValue = getPath(data, resolved.slice(1));
    const id = fieldValue !== null && typeof fieldValue === 'object' ? getPath(fieldValue, 'id') : fieldValue;
    return id;
  }
  return resolved;
}

function asParam(value: unknown): string | number | boolean | readonly (string | number)[] | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number');
  return undefined;
}

/** Plain search: GET {endpoint} with {search} or {size: 25} plus dynamicParams. */
export function plainSearchRequest(
  field: FormField,
  endpoint: string,
  search: string,
  data: Readonly<Record<string, unknown>>,
  context: PlaceholderContext,
): LookupRequest {
  const query: LookupParams = search.trim() === '' ? { size: autocompletePageSize } : { search: search.trim() };
  for (const { field: name, value } of field.dynamicParams) {
    const param = asParam(paramValue(value, data, context));
    if (param !== undefined && param !== '') query[name] = param;
  }
  return getRequest(String(resolvePlaceholders(endpoint, context)), query);
}

/** With action: POST {endpoint, {operationId} replaced} with {size: 25, actionCode, operationId?, attributes}. */
export function actionSearchRequest(
  field: FormField,
  endpoint: string,
  search: string,
  data: Readonly<Record<string, unknown>>,
  context: PlaceholderContext & { operationId: string },
): LookupRequest {
  const action = field.action!;
  const operationId = action.operationId ?? context.operationId;
  const attributes: Record<string, unknown> = {};
  if (search.trim() !== '') attributes.search = search.trim();
  for (const attribute of action.attributes) {
    attributes[attribute.field] = attribute.dynamicValue
      ? paramValue(`$${attribute.dynamicValue}`, data, context)
      : resolvePlaceholders(attribute.value, context);
  }
  const resolved = String(resolvePlaceholders(endpoint, context)).replaceAll('{operationId}', operationId);
  return {
    method: 'POST',
    endpoint: resolved,
    query: {},
    body: { size: autocompletePageSize, actionCode: action.code, operationId, attributes },
  };
}

/** Default value: GET {defaultValueEndpoint or endpoint} with ids (or equalCodes when `byCode`). */
export function defaultValueRequest(
  field: FormField,
  endpoint: string,
  defaultValue: unknown,
  context: PlaceholderContext,
): LookupRequest {
  const values = (Array.isArray(defaultValue) ? defaultValue : [defaultValue])
    .map((value) => resolvePlaceholders(value, context))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String);
  const resolved = String(resolvePlaceholders(field.defaultValueEndpoint ?? endpoint, context));
  return getRequest(resolved, field.defaultValueEndpoint ? { equalCodes: values } : { ids: values });
}

/** Autocheck: GET {autocheckEndpoint} with {autocheckEndpointField: value}. */
export function autocheckRequest(field: FormField, value: string, context: PlaceholderContext): LookupRequest {
  const split = splitEndpoint(String(resolvePlaceholders(field.autocheckEndpoint ?? '', context)));
  return {
    method: 'GET',
    endpoint: split.path,
    query: { ...split.query, [field.autocheckEndpointField ?? field.name]: value },
  };
}

/** A lookup response as a list of entities: `content[]`, or the array itself; anything else is empty. */
export function lookupEntities(response: unknown): Record<string, unknown>[] {
  const list = Array.isArray(response)
    ? response
    : response !== null && typeof response === 'object' && Array.isArray((response as { content?: unknown }).content)
      ? (response as { content: unknown[] }).content
      : [];
  return list.filter(
    (item): item is Record<string, unknown> => item !== null && typeof item === 'object' && !Array.isArray(item),
  );
}
