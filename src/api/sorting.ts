/**
 * The sorting calls of 001 §7 'Sorting': the lists under api/v1/sortings, the detail lists, the zones, and the
 * operation under api/v1/operations/sorting. Answers are parsed here: a list or record of the wrong shape is an
 * ApiError 'malformed', never a half-read value on screen.
 */
import { ApiError } from '../core/api-error.ts';
import {
  listedSortingStatuses,
  parseContent,
  parseGroup,
  parseGroupEntry,
  parseGroupRead,
  parseSorting,
  parseSortingReadAnswer,
  parseZone,
  parseZoneCounters,
  sortingDetailSize,
  zonesQuerySize,
  type Sorting,
  type SortingGroup,
  type SortingGroupEntry,
  type SortingGroupReadRow,
  type SortingReadAnswer,
  type SortingZone,
} from '../core/sorting/sorting-records.ts';
import { isRecord } from '../core/guards.ts';
import type { ConfirmAnswer } from '../core/confirmation/confirm-machine.ts';
import type { ApiClient } from './http-client.ts';
import { postConfirm } from './operation-confirm.ts';

const base = 'api/v1/operations/sorting';

const malformed = () => new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });

function content<T>(page: unknown, parse: (row: unknown) => T | undefined): T[] {
  const rows = parseContent(page, parse);
  if (!rows) throw malformed();
  return rows;
}

/** 001 §7 sortings search {operationIds, statuses [OPEN], search}: content. */
export async function searchSortings(api: ApiClient, operationId: string, search: string): Promise<Sorting[]> {
  const text = search.trim();
  const page = await api.get<unknown>('api/v1/sortings', {
    query: { operationIds: [operationId], statuses: [...listedSortingStatuses], ...(text ? { search: text } : {}) },
  });
  return content(page, parseSorting);
}

/** 001 §7 GET api/v1/sortings/{id}: readsCount, expectedCount. */
export async function fetchSorting(api: ApiClient, id: string): Promise<Sorting> {
  const sorting = parseSorting(await api.get<unknown>(`api/v1/sortings/${encodeURIComponent(id)}`));
  if (!sorting) throw malformed();
  return sorting;
}

/** 001 §7 GET api/v1/sortings/{id}/originZones (a list, or a page of them). */
export async function fetchOriginZones(api: ApiClient, id: string): Promise<SortingZone[]> {
  const answer = await api.get<unknown>(`api/v1/sortings/${encodeURIComponent(id)}/originZones`);
  if (Array.isArray(answer)) return answer.flatMap((zone) => parseZone(zone) ?? []);
  return content(answer, parseZone);
}

/** 001 §7 check zones: GET api/v1/zones?type=STOCK&place.labels={label}&size=1000. */
export async function fetchCheckZones(api: ApiClient, placeLabel: string): Promise<SortingZone[]> {
  const page = await api.get<unknown>('api/v1/zones', {
    query: { type: 'STOCK', ...(placeLabel ? { 'place.labels': placeLabel } : {}), size: zonesQuerySize },
  });
  return content(page, parseZone);
}

export interface SortingReadRequest {
  form: Record<string, unknown>;
  workstationId: string;
  originZoneId: string;
  pricing: boolean;
  checkZoneId: string;
  workstationCode: string;
  itemIdentifierCode: string;
  sortingId: string;
}

/** 001 §7 POST .../sorting/read: one identifier decoded and sorted. */
export async function readSortingItem(api: ApiClient, request: SortingReadRequest): Promise<SortingReadAnswer> {
  const answer = await api.post<unknown>(`${base}/read`, {
    body: {
      form: request.form,
      workstationId: request.workstationId,
      originZoneId: request.originZoneId || undefined,
      attributes: {
        pricing: request.pricing ? 'true' : 'false',
        checkZoneId: request.checkZoneId || undefined,
        workstationCode: request.workstationCode,
      },
      itemIdentifierCode: request.itemIdentifierCode,
      sortingId: request.sortingId,
    },
    expectBody: true,
  });
  const parsed = parseSortingReadAnswer(answer, request.itemIdentifierCode);
  if (!parsed) throw malformed();
  return parsed;
}

/** 001 §7 POST .../countersByZone {operationId, sortingId, zoneIds}: read, expected. */
export async function fetchCountersByZone(
  api: ApiClient,
  request: { operationId: string; sortingId: string; zoneIds: string[] },
): Promise<{ read: number; expected: number }> {
  const counters = parseZoneCounters(await api.post<unknown>(`${base}/countersByZone`, { body: request }));
  if (!counters) throw malformed();
  return counters;
}

/** What a partial confirm or a close answered (001 §7): a warning to show, an error to throw. */
export interface SortingConfirmAnswer {
  answer: ConfirmAnswer;
  confirmationError: string;
  confirmationWarning: string;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

function confirmTexts(answer: ConfirmAnswer): SortingConfirmAnswer {
  const result = answer.mode === 'sync' && isRecord(answer.result) ? answer.result : {};
  return {
    answer,
    confirmationError: textOf(result.confirmationError),
    confirmationWarning: textOf(result.confirmationWarning),
  };
}

interface ConfirmOptions {
  mode: 'sync' | 'async';
  idempotencyKey: string;
}

/** 001 §7 POST .../partialConfirm[/asyncExecution] {sortingId, operationId, attributes {transactionDate}}. */
export async function partialConfirmSorting(
  api: ApiClient,
  request: { sortingId: string; operationId: string; transactionDate: number },
  options: ConfirmOptions,
): Promise<SortingConfirmAnswer> {
  const body = {
    sortingId: request.sortingId,
    operationId: request.operationId,
    attributes: { transactionDate: request.transactionDate },
  };
  const paths = { sync: `${base}/partialConfirm`, async: `${base}/partialConfirm/asyncExecution` };
  return confirmTexts(await postConfirm(api, paths, body, options));
}

/** 001 §7 POST .../close[/asyncExecution] {form with attributes.transactionDate, operationId, sortingId}. */
export async function closeSorting(
  api: ApiClient,
  request: { sortingId: string; operationId: string; form: Record<string, unknown>; transactionDate: number },
  options: ConfirmOptions,
): Promise<SortingConfirmAnswer> {
  const attributes = isRecord(request.form.attributes) ? request.form.attributes : {};
  const body = {
    form: { ...request.form, attributes: { ...attributes, transactionDate: request.transactionDate } },
    operationId: request.operationId,
    sortingId: request.sortingId,
  };
  const paths = { sync: `${base}/close`, async: `${base}/close/asyncExecution` };
  return confirmTexts(await postConfirm(api, paths, body, options));
}

/** 001 §7 POST .../delete {sortingId, operationId}. */
export async function deleteSorting(api: ApiClient, request: { sortingId: string; operationId: string }) {
  await api.post<unknown>(`${base}/delete`, { body: request });
}

/** 001 §7 POST .../createFromPicking {pickingIds, operationId, operationPlaceId, form}: id. */
export async function createSortingFromPicking(
  api: ApiClient,
  request: { pickingIds: string[]; operationId: string; operationPlaceId: string; form: Record<string, unknown> },
): Promise<string> {
  const answer = await api.post<unknown>(`${base}/createFromPicking`, { body: request, expectBody: true });
  const id = isRecord(answer) ? answer.id : undefined;
  if (typeof id !== 'string' || id === '') throw malformed();
  return id;
}

/** 001 §7 detail groups: api/v1/sortinggroups {size 99999, sortingId, originZoneFilter}. */
export async function fetchSortingGroups(
  api: ApiClient,
  request: { sortingId: string; originZoneId: string },
): Promise<SortingGroup[]> {
  const query = {
    size: sortingDetailSize,
    sortingId: request.sortingId,
    ...(request.originZoneId ? { originZoneFilter: request.originZoneId } : {}),
  };
  return content(await api.get<unknown>('api/v1/sortinggroups', { query }), parseGroup);
}

/** 001 §7 detail entries: api/v1/sortinggroupentries {size 99999, sortingGroupIds, originZoneIds}. */
export async function fetchSortingGroupEntries(
  api: ApiClient,
  request: { groupIds: string[]; originZoneId: string },
): Promise<SortingGroupEntry[]> {
  const query = {
    size: sortingDetailSize,
    sortingGroupIds: request.groupIds,
    ...(request.originZoneId ? { originZoneIds: [request.originZoneId] } : {}),
  };
  return content(await api.get<unknown>('api/v1/sortinggroupentries', { query }), parseGroupEntry);
}

/** 001 §7 detail reads: api/v1/sortinggroupreads {size 99999, sortingGroupEntryIds}. */
export async function fetchSortingGroupReads(api: ApiClient, entryIds: string[]): Promise<SortingGroupReadRow[]> {
  const query = { size: sortingDetailSize, sortingGroupEntryIds: entryIds };
  return content(await api.get<unknown>('api/v1/sortinggroupreads', { query }), parseGroupRead);
}
