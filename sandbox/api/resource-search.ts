/**
 * Search, count and page of one resource kind (000 §7.1): narrowed in SQL (ids, codes, sqlFilters), then the filter rule
 * of search-filters.ts on the served records, then sorting and paging. Result page: {content, totalElements,
 * totalPages, offset, size, number}.
 */
import { listRecords } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import type { ApiDeps } from './api-types.ts';
import { findResourceKind } from './resource-catalogue.ts';
import { presentRecords } from './resource-views.ts';
import { buildRecordFilter, sqlPrefilter, valuesAt } from './search-filters.ts';
import type { RecordPredicate } from './search-filters.ts';
import type { SearchRequest, SortKey } from './search-params.ts';

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  offset: number;
  size: number;
  /** Page number, offset / size rounded down. */
  number: number;
}

function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

function sortKeyValue(record: JsonObject, field: string): unknown {
  return valuesAt(record, field.split('.'))[0];
}

export function sortRecords<T extends JsonObject>(records: T[], sort: SortKey[]): T[] {
  const keys = [...sort, { field: 'code', ascending: true }, { field: 'id', ascending: true }];
  return [...records].sort((a, b) => {
    for (const key of keys) {
      const order = compareValues(sortKeyValue(a, key.field), sortKeyValue(b, key.field));
      if (order !== 0) return key.ascending ? order : -order;
    }
    return 0;
  });
}

export function pageOf<T>(records: T[], offset: number, size: number): Page<T> {
  return {
    content: records.slice(offset, offset + size),
    totalElements: records.length,
    totalPages: Math.ceil(records.length / size),
    offset,
    size,
    number: Math.floor(offset / size),
  };
}

/** All served records of a kind that pass the request's filters (and the extra test, when given). */
export async function findMatching(
  deps: ApiDeps,
  kind: string,
  request: SearchRequest,
  extra?: RecordPredicate,
): Promise<ResourceRecord[]> {
  const stored = await listRecords(deps.db, kind, sqlPrefilter(request.filters, findResourceKind(kind)?.sqlFilters));
  const served = await presentRecords(deps.db, deps.publicUrls, kind, stored);
  const passes = buildRecordFilter(request.filters);
  return served.filter((record) => passes(record) && (extra ? extra(record) : true));
}

const SQL_NARROWED = ['ids', 'codes', 'equalCodes'];

/**
 * Whether the stored records suffice to filter and sort: every filter is one the SQL narrows (on stored fields)
 * and no sort key is a path into an attached record. Then only the page is presented, which matters for kinds with
 * many records (an inventory's 20,000 entries, each with its item).
 */
function storedRecordsSuffice(kind: string, request: SearchRequest): boolean {
  const narrowed = new Set([...SQL_NARROWED, ...Object.keys(findResourceKind(kind)?.sqlFilters ?? {})]);
  return (
    [...request.filters.keys()].every((name) => narrowed.has(name)) &&
    request.sort.every((key) => !key.field.includes('.'))
  );
}

export async function searchPage(
  deps: ApiDeps,
  kind: string,
  request: SearchRequest,
  extra?: RecordPredicate,
): Promise<Page<ResourceRecord>> {
  if (!extra && storedRecordsSuffice(kind, request)) {
    const stored = await listRecords(deps.db, kind, sqlPrefilter(request.filters, findResourceKind(kind)?.sqlFilters));
    const passes = buildRecordFilter(request.filters);
    const page = pageOf(sortRecords(stored.filter(passes), request.sort), request.offset, request.size);
    return { ...page, content: await presentRecords(deps.db, deps.publicUrls, kind, page.content) };
  }
  const matching = await findMatching(deps, kind, request, extra);
  return pageOf(sortRecords(matching, request.sort), request.offset, request.size);
}
