/**
 * Paging and sorting of search requests (000 §7.1 paginated GET; defaults 000 §9: offset 0, size 100,
 * orderBy CREATION_DATE, ascending). Also accepted: `limit` for size, `page` (offset = page × size) and
 * Spring-style `sort=field,asc|desc` (repeatable), which wins over orderBy/asc.
 */
import { badRequest } from './api-errors.ts';

export interface SortKey {
  field: string;
  ascending: boolean;
}

export interface SearchRequest {
  offset: number;
  size: number;
  sort: SortKey[];
  /** Every other parameter, values from repeated keys and comma-separated lists. */
  filters: Map<string, string[]>;
}

export const DEFAULT_PAGE_SIZE = 100;
const PAGING_KEYS = new Set(['offset', 'size', 'limit', 'page', 'orderBy', 'asc', 'sort', 'access_token', '_']);
/** Filters whose single value is text, never a comma-separated list. */
const TEXT_FILTERS = new Set(['search']);

function integerParam(name: string, raw: string | undefined, minimum: number): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw badRequest('INVALID_PARAMETER', `${name} must be an integer of at least ${minimum}, got '${raw}'`);
  }
  return value;
}

/** CREATION_DATE → creationDate, LAST_MODIFY_DATE → lastModifyDate; camelCase names stay as they are. */
export function sortFieldName(raw: string): string {
  if (!/^[A-Z0-9_]+$/.test(raw)) return raw;
  const [first = '', ...rest] = raw.toLowerCase().split('_');
  return first + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

function parseSort(values: string[]): SortKey[] {
  const keys: SortKey[] = [];
  for (let index = 0; index < values.length; index += 1) {
    const [field = '', direction] = (values[index] ?? '').split(',').map((part) => part.trim());
    if (field === '') continue;
    keys.push({ field: sortFieldName(field), ascending: direction?.toLowerCase() !== 'desc' });
  }
  return keys;
}

function splitValues(name: string, values: string[]): string[] {
  if (TEXT_FILTERS.has(name)) return values;
  return values
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export function parseSearchRequest(
  query: Record<string, string[]>,
  ignoredParams: readonly string[] = [],
): SearchRequest {
  const first = (name: string) => query[name]?.[0];
  const size = integerParam('size', first('size'), 1) ?? integerParam('limit', first('limit'), 1) ?? DEFAULT_PAGE_SIZE;
  const page = integerParam('page', first('page'), 0);
  const offset = integerParam('offset', first('offset'), 0) ?? (page === undefined ? 0 : page * size);
  const sortValues = query.sort ?? [];
  const sort =
    sortValues.length > 0
      ? parseSort(sortValues)
      : [{ field: sortFieldName(first('orderBy') || 'CREATION_DATE'), ascending: first('asc') !== 'false' }];
  const filters = new Map<string, string[]>();
  for (const [name, values] of Object.entries(query)) {
    if (PAGING_KEYS.has(name) || ignoredParams.includes(name)) continue;
    const split = splitValues(name, values);
    if (split.length > 0) filters.set(name, split);
  }
  return { offset, size, sort, filters };
}
