/**
 * An in-memory sorting server for the sorting screens' stories and the bench: the calls of 001 §7 Sorting over one
 * open sorting of a few groups (or as many as asked), with reads answered from a table of tags and the counters
 * worked out from what was sorted, as the sandbox does.
 */
import type { RequestOptions } from '../api/http-client.ts';
import { mapFailedResponse } from '../core/api-error.ts';
import { fakeApiClient } from './fake-api-client.ts';

const created = Date.UTC(2025, 10, 20, 9, 30);

export const storySortingId = 'srt-7';
export const storyZone = { id: 'zone-stock', code: 'WH-LOM-STOCK', description: 'Main stock' };

export interface SortingServerOptions {
  /** Groups, entries per group and reads per entry (the bench asks for many). */
  sizes?: { groups: number; entriesPerGroup: number; readsPerEntry: number };
  /** Paths answered with this HTTP status instead. */
  failing?: Record<string, number>;
}

/** A story tag: sorted into a group, or one of the outcomes the sandbox answers. */
export const storyTags = {
  sweater: 'E2801160600002000000A001',
  sneaker: 'E2801160600002000000A002',
  quarantined: 'E2801160600002000000A003',
  unknown: 'NOT-A-TAG',
} as const;

const groupOf = (index: number) => ({
  id: `grp-${index}`,
  code: index === 0 ? 'ST-MIL' : index === 1 ? 'ST-ROM' : `ST-${String(index).padStart(3, '0')}`,
  description: index === 0 ? 'Store Milano Montenapoleone' : index === 1 ? 'Store Roma Via Condotti' : `Store ${index}`,
  priority: index + 1,
  expectedCount: 3,
  readsCount: index === 0 ? 1 : 0,
  attributes: {
    destination: index === 0 ? 'ST-MIL' : `ST-${index}`,
    customerName: `Customer ${index}`,
    list: 'L-01',
    listPosition: String(index + 1),
  },
});

function build(sizes: NonNullable<SortingServerOptions['sizes']>) {
  const groups = Array.from({ length: sizes.groups }, (_, index) => groupOf(index));
  const entries = groups.flatMap((group, g) =>
    Array.from({ length: sizes.entriesPerGroup }, (_, e) => ({
      id: `ent-${g}-${e}`,
      sortingGroupId: group.id,
      product: {
        code: `KN210-CSH-${g}-${e}`,
        description: 'Cashmere crew-neck sweater',
        attributes: e % 3 === 0 ? {} : { barcode: { value: `80012345${String(g * 100 + e).padStart(5, '0')}` } },
      },
      expectedQuantity: 3,
      assignedQuantity: (g + e) % 4,
    })),
  );
  const reads = entries.flatMap((entry, n) =>
    Array.from({ length: sizes.readsPerEntry }, (_, r) => ({
      id: `read-${n}-${r}`,
      sortingGroupEntryId: entry.id,
      item: {
        serial: String(1_000_000 + n * 20 + r),
        identifiers: [{ code: `E28011606000020000${String(n * 20 + r).padStart(6, '0')}`, type: 'UHF_TAG' }],
      },
      zoneDescription: 'Main stock',
      creationDate: created + n * 1000 + r,
      creationUser: { username: 'operator' },
    })),
  );
  return { groups, entries, reads };
}

const item = (serial: string, code: string, zone = storyZone) => ({
  id: `item-${serial}`,
  serial,
  zone: { ...zone, place: { code: 'WH-LOM', description: 'Central Warehouse Lombardia' } },
  product: { id: `prod-${code}`, code, description: 'Cashmere crew-neck sweater', attributes: {} },
  identifiers: [],
});

export function sortingServer(options: SortingServerOptions = {}) {
  const data = build(options.sizes ?? { groups: 2, entriesPerGroup: 2, readsPerEntry: 2 });
  const sorting = {
    id: storySortingId,
    code: 'SRT-2025-0007',
    status: 'OPEN',
    description: 'Weekly store replenishment',
    creationDate: created,
    originZoneId: storyZone.id,
    readsCount: 1,
    expectedCount: data.groups.length * 3,
  };
  const sorted = new Set<string>();
  const answers: Record<string, (code: string) => unknown> = {
    [storyTags.sweater]: (code) => ({
      statuses: ['SORTED'],
      item: item('1000031', 'KN210-CSH-CAM-M'),
      epc: code,
      sortingGroupRead: { sortingGroup: data.groups[0], attributes: data.groups[0]!.attributes },
      attributes: { zpl: '^XA^FDEUR 690,00^FS^XZ' },
    }),
    [storyTags.sneaker]: (code) => ({
      statuses: ['SORTED'],
      item: item('1000055', 'SN720-NAP-WHT-42'),
      epc: code,
      sortingGroupRead: {
        sortingGroup: data.groups[1] ?? data.groups[0],
        attributes: (data.groups[1] ?? data.groups[0])!.attributes,
      },
      attributes: {},
    }),
    [storyTags.quarantined]: (code) => ({
      statuses: ['NOT_IN_ZONE'],
      item: item('1000100', 'JK420-WOL-CHR-48', {
        id: 'zone-q',
        code: 'WH-LOM-QUARANTINE',
        description: 'Quality quarantine',
      }),
      epc: code,
    }),
  };
  const read = (body: Record<string, unknown>) => {
    const code = String(body.itemIdentifierCode);
    if (sorted.has(code))
      return {
        statuses: ['ALREADY_READ'],
        item: null,
        epc: code,
        sortingGroupRead: { sortingGroup: data.groups[0], attributes: data.groups[0]!.attributes },
      };
    // 'SORT-{n}' tags (the bench's) are items sorted into group n modulo the groups.
    const group = data.groups[Number(code.slice(5)) % data.groups.length]!;
    const bench = code.startsWith('SORT-')
      ? {
          statuses: ['SORTED'],
          item: item(code, 'KN210-CSH-CAM-M'),
          epc: code,
          sortingGroupRead: { sortingGroup: group, attributes: group.attributes },
        }
      : undefined;
    const answer = answers[code]?.(code) ?? bench ?? { statuses: ['INVALID_IDENTIFIER'], item: null, epc: code };
    if ((answer as { statuses: string[] }).statuses[0] === 'SORTED') {
      sorted.add(code);
      sorting.readsCount += 1;
    }
    return answer;
  };
  const inIds = (ids: unknown, id: string) => (Array.isArray(ids) ? ids.map(String) : [String(ids)]).includes(id);
  const api = fakeApiClient(async (method, path, init?: RequestOptions) => {
    const status = options.failing?.[path];
    if (status) throw mapFailedResponse(status, { message: `${path} failed` }, { path });
    const query = (init?.query ?? {}) as Record<string, unknown>;
    const body = (init?.body ?? {}) as Record<string, unknown>;
    if (path === 'api/v1/sortings') {
      const search = String(query.search ?? '').toLowerCase();
      return { content: [sorting].filter((row) => row.description.toLowerCase().includes(search)) };
    }
    if (path === `api/v1/sortings/${storySortingId}`) return sorting;
    if (path === `api/v1/sortings/${storySortingId}/originZones`) return { content: [storyZone] };
    if (path.startsWith('api/v1/places/')) return { id: path.slice('api/v1/places/'.length), labels: ['WAREHOUSE'] };
    if (path === 'api/v1/zones')
      return { content: [storyZone, { id: 'zone-q', code: 'WH-LOM-QUARANTINE', description: 'Quality quarantine' }] };
    if (path === 'api/v1/operations/sorting/read') return read(body);
    if (path === 'api/v1/operations/sorting/countersByZone')
      return { read: sorting.readsCount, expected: sorting.expectedCount };
    if (path === 'api/v1/sortinggroups') return { content: data.groups };
    if (path === 'api/v1/sortinggroupentries')
      return { content: data.entries.filter((entry) => inIds(query.sortingGroupIds, entry.sortingGroupId)) };
    if (path === 'api/v1/sortinggroupreads')
      return { content: data.reads.filter((row) => inIds(query.sortingGroupEntryIds, row.sortingGroupEntryId)) };
    if (path.startsWith('api/v1/operations/sorting/')) return { id: 'instance-1' };
    throw mapFailedResponse(404, { message: `${method} ${path} is not served` }, { path });
  });
  return { api, data, sorting };
}
