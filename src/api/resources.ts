import type { ApiClient, RequestOptions } from './http-client.ts';

/**
 * The generic resource calls of 000 §7.1 over the station's one HTTP client, for every resource endpoint the documents
 * name. Answers are handed back as the server's JSON (`unknown`): each caller parses what it reads with its entity's
 * parser (000 §3), so nothing here trusts a shape it did not check.
 */

/** The resource endpoints of 000 §7.1 (and the ones the station's screens read besides). */
export const resourceEndpoints = {
  asns: 'api/v1/asns',
  parcels: 'api/v1/parcels',
  places: 'api/v1/places',
  printers: 'api/v1/printers',
  checklists: 'api/v1/checklists',
  enumerationValues: 'api/v1/enumerationvalues',
  rfidAntennas: 'api/v1/rfidAntennas',
  zones: 'api/v1/zones',
  pallets: 'api/v1/pallets',
  balances: 'api/v1/balances',
  encoding: 'api/v1/encoding',
  productionOrders: 'api/v1/productionOrders',
  productionOrderRows: 'api/v1/productionOrderRows',
  sortingGroups: 'api/v1/sortinggroups',
  sortingGroupEntries: 'api/v1/sortinggroupentries',
  sortingGroupReads: 'api/v1/sortinggroupreads',
  itemEventsOfItem: 'api/v1/itemEvents/item',
  operations: 'api/v1/operations',
  itemConfigurations: 'api/v1/itemConfigurations',
  templatesByCode: 'api/v1/templates/code',
  workstations: 'api/v1/workstations',
  inventories: 'api/v1/inventories',
  items: 'api/v1/items',
  products: 'api/v1/products',
  attributeMappings: 'api/v1/attributeMappings',
  attributeDefinitions: 'api/v1/attributeDefinitions',
} as const;

export type ResourceName = keyof typeof resourceEndpoints;

/** The paging of a paginated GET, with the defaults of 000 §9: offset 0, size 100, orderBy CREATION_DATE, ascending. */
export interface PageRequest {
  offset?: number;
  size?: number;
  orderBy?: string;
  asc?: boolean;
}

export const defaultPage: Required<PageRequest> = { offset: 0, size: 100, orderBy: 'CREATION_DATE', asc: true };

/** The default sort of the lists the station shows, newest first (000 §9). */
export const defaultListSort = 'creationDate,desc';

type Query = NonNullable<RequestOptions['query']>;
type Call = Pick<RequestOptions, 'signal' | 'timeoutMs'>;
type JsonRecord = Record<string, unknown>;

export interface ResourcePage {
  /** The page's records, unparsed. */
  content: unknown[];
  /** The server's total, when it says. */
  totalElements?: number;
}

export interface ResourceClient {
  /** GET {ep}/{id}. */
  get(id: string, call?: Call): Promise<unknown>;
  /** GET {ep} with search params: the records of the answer's content (or of a bare list). */
  search(query?: Query, call?: Call): Promise<unknown[]>;
  /** GET {ep} with search params and offset, size, orderBy and asc (000 §9 defaults); the records read from content. */
  page(query?: Query, paging?: PageRequest, call?: Call): Promise<ResourcePage>;
  /** GET {ep}/count. */
  count(query?: Query, call?: Call): Promise<number>;
  /** POST {ep}, with attributes.workstationCode of the station's workstation added (when one is chosen). */
  create(record: JsonRecord, call?: Call): Promise<unknown>;
  /** DELETE {ep}/{id}. */
  remove(id: string, call?: Call): Promise<void>;
  /** POST {ep}/bulkCreate. */
  bulkCreate(records: readonly JsonRecord[], call?: Call): Promise<unknown[]>;
  /** POST {ep}/bulkUpdate. */
  bulkUpdate(records: readonly JsonRecord[], call?: Call): Promise<unknown[]>;
}

export interface ResourceClientOptions {
  /** The code of the workstation in use, read at each create; undefined or empty adds nothing. */
  workstationCode?: () => string | undefined;
}

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The records of a search answer: a page's content, or a bare list; anything else is no record. */
export function contentOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  if (isRecord(answer) && Array.isArray(answer.content)) return answer.content;
  return [];
}

function pageOf(answer: unknown): ResourcePage {
  const total = isRecord(answer) ? answer.totalElements : undefined;
  return {
    content: contentOf(answer),
    ...(typeof total === 'number' && Number.isFinite(total) ? { totalElements: total } : {}),
  };
}

function countOf(answer: unknown): number {
  const value = isRecord(answer) ? (answer.count ?? answer.total) : answer;
  const count = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : 0;
}

function withWorkstationCode(record: JsonRecord, code: string | undefined): JsonRecord {
  if (!code) return record;
  const attributes = isRecord(record.attributes) ? record.attributes : {};
  return { ...record, attributes: { ...attributes, workstationCode: code } };
}

/** The generic calls of one resource endpoint (000 §7.1). */
export function resourceClient(api: ApiClient, endpoint: string, options: ResourceClientOptions = {}): ResourceClient {
  const base = endpoint.replace(/\/+$/, '');
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    get: (id, call) => api.get<unknown>(at(id), { ...call, expectBody: true }),
    search: async (query, call) => contentOf(await api.get<unknown>(base, { ...call, query })),
    page: async (query, paging, call) =>
      pageOf(await api.get<unknown>(base, { ...call, query: { ...query, ...defaultPage, ...paging } })),
    count: async (query, call) => countOf(await api.get<unknown>(`${base}/count`, { ...call, query })),
    create: (record, call) =>
      api.post<unknown>(base, { ...call, body: withWorkstationCode(record, options.workstationCode?.()) }),
    remove: async (id, call) => {
      await api.delete<unknown>(at(id), call);
    },
    bulkCreate: async (records, call) =>
      contentOf(await api.post<unknown>(`${base}/bulkCreate`, { ...call, body: records })),
    bulkUpdate: async (records, call) =>
      contentOf(await api.post<unknown>(`${base}/bulkUpdate`, { ...call, body: records })),
  };
}

/** The generic calls of every resource of 000 §7.1 by name: `resources(api).places.search({ equalCodes })`. */
export function resources(
  api: ApiClient,
  options: ResourceClientOptions = {},
): Readonly<Record<ResourceName, ResourceClient>> {
  const entries = Object.entries(resourceEndpoints).map(([name, endpoint]) => [
    name,
    resourceClient(api, endpoint, options),
  ]);
  return Object.fromEntries(entries) as Record<ResourceName, ResourceClient>;
}
