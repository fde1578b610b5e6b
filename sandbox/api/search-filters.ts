/**
 * THE FILTER RULE of the generic search (000 §7.1 'GET {ep} with search params'), applied to the record as
 * served (with its references attached). Each query parameter is one condition; all must hold. A parameter
 * repeated (`?ids=a&ids=b`) or comma-separated (`?ids=a,b`) matches any of its values.
 *
 * 1. `ids`: the record's id is one of the values; `codes` / `equalCodes`: its code is one of them
 *    (both narrowed in SQL on indexed columns; so are a kind's sqlFilters, resource-catalogue.ts).
 * 2. `search`: case-insensitive substring of the record's code or description;
 *    `likeCodes`: case-insensitive substring of the code.
 * 3. `<field>Start` / `<field>From` and `<field>End` / `<field>To`: the field is at least / at most the value
 *    (numbers, or dates given as ISO text, compared as epoch ms), e.g. creationDateStart.
 * 4. Any other name N: a leading `equal` is dropped (equalProductCodes → productCodes). The record matches when
 *    a value found at one of these paths equals one of the parameter's values (compared as text, so
 *    enabled=true matches true): N itself (dotted names are paths: place.labels); its singular S when N is
 *    plural (placeIds → placeId, statuses → status); for S = xxxId / xxxCode also xxx.id / xxx.code and the
 *    list xxxs[].id / xxxs[].code (productionOrderCodes → productionOrder.code, identifierCodes →
 *    identifiers[].code); and attributes.N / attributes.S. Lists along a path are searched element by
 *    element, and an attribute written as {value} counts by its value.
 *    A record without any value at those paths does not match.
 * Not filters: the paging keys (offset, size, limit, page, orderBy, asc, sort), access_token, and the
 * parameters a resource lists as ignoredParams in resource-catalogue.ts.
 */
import type { JsonObject, Prefilter } from '../db/resource-store.ts';

export type RecordPredicate = (record: JsonObject) => boolean;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The singular forms a plural name may have (statuses → status, warehouses → warehouse, categories → category). */
export function singularsOf(name: string): string[] {
  if (!name.endsWith('s') || name.endsWith('ss')) return [];
  const forms = [name.slice(0, -1)];
  if (/(s|x|ch|sh)es$/.test(name)) forms.push(name.slice(0, -2));
  if (name.endsWith('ies')) forms.push(`${name.slice(0, -3)}y`);
  return forms;
}

function normalizedName(name: string): string {
  return /^equal[A-Z]/.test(name) ? lowerFirst(name.slice('equal'.length)) : name;
}

export function candidatePaths(name: string): string[][] {
  const base = normalizedName(name);
  const names = [base, ...singularsOf(base)];
  const paths: string[][] = [];
  for (const candidate of names) {
    paths.push(candidate.split('.'));
    const reference = /^(.+)(Id|Code)$/.exec(candidate);
    if (reference?.[1] && reference[2]) {
      const leaf = reference[2].toLowerCase();
      paths.push([reference[1], leaf], [`${reference[1]}s`, leaf]);
    }
    paths.push(['attributes', ...candidate.split('.')]);
  }
  return paths;
}

/** Every scalar value at a path, descending through lists and into {value} attributes. */
export function valuesAt(value: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((element) => valuesAt(element, path));
  if (path.length === 0) {
    if (typeof value === 'object' && value !== null && 'value' in value) return [(value as JsonObject).value];
    return value === undefined || value === null ? [] : [value];
  }
  if (typeof value !== 'object' || value === null) return [];
  const [head = '', ...rest] = path;
  return valuesAt((value as JsonObject)[head], rest);
}

function textOf(record: JsonObject, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value.toLowerCase() : '';
}

function asNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  const text = String(raw);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Date.parse(text);
}

function rangeCondition(name: string, wanted: string[]): RecordPredicate | undefined {
  const match = /^(.+)(Start|From|End|To)$/.exec(name);
  if (!match?.[1] || !match[2] || wanted.length !== 1) return undefined;
  const field = match[1];
  const bound = asNumber(wanted[0]);
  if (Number.isNaN(bound)) return undefined;
  const atLeast = match[2] === 'Start' || match[2] === 'From';
  return (record) =>
    valuesAt(record, field.split('.')).some((value) => {
      const number = asNumber(value);
      return !Number.isNaN(number) && (atLeast ? number >= bound : number <= bound);
    });
}

const FIELD_LISTS: Record<string, string> = { ids: 'id', codes: 'code', equalCodes: 'code' };

function condition(name: string, wanted: string[]): RecordPredicate {
  const listField = FIELD_LISTS[name];
  if (listField) {
    const accepted = new Set(wanted);
    return (record) => accepted.has(String(record[listField]));
  }
  if (name === 'search') {
    const needle = (wanted[0] ?? '').toLowerCase();
    return (record) => textOf(record, 'code').includes(needle) || textOf(record, 'description').includes(needle);
  }
  if (name === 'likeCodes') {
    const needles = wanted.map((value) => value.toLowerCase());
    return (record) => needles.some((needle) => textOf(record, 'code').includes(needle));
  }
  const range = rangeCondition(name, wanted);
  if (range) return range;
  const accepted = new Set(wanted);
  const paths = candidatePaths(name);
  return (record) => paths.some((path) => valuesAt(record, path).some((value) => accepted.has(String(value))));
}

export function buildRecordFilter(filters: Map<string, string[]>): RecordPredicate {
  const conditions = [...filters].map(([name, values]) => condition(name, values));
  return (record) => conditions.every((test) => test(record));
}

/** The part of the rule the database can do: ids, codes and the kind's sqlFilters (parameter → field path). */
export function sqlPrefilter(
  filters: Map<string, string[]>,
  sqlFilters: Readonly<Record<string, string>> = {},
): Prefilter {
  const codes = filters.get('equalCodes') ?? filters.get('codes');
  const fields = Object.entries(sqlFilters).flatMap(([name, path]) => {
    const values = filters.get(name);
    return values ? [{ path, values }] : [];
  });
  return { ids: filters.get('ids'), codes, fields };
}
