/**
 * Every resource the sandbox serves through the generic resource calls of 000 §7.1
 * (GET {ep}/{id}, GET {ep} search, GET {ep}/count, POST {ep}, DELETE {ep}/{id}, POST {ep}/bulkCreate,
 * POST {ep}/bulkUpdate), as one table. `path` is the segment after /api/v1/ and the storage kind.
 *
 * references: fields holding ids of other records, served with the referenced record attached under `as`
 * (for example an item's productId gives item.product); they are not stored, so a change to a product shows
 * on its items at once. defaults: fields a created record gets when the body lacks them.
 * ignoredParams: query parameters of that resource that are instructions to the real server, not filters.
 * sqlFilters: search parameters also narrowed in SQL (parameter → stored field path, resource-store.ts
 * FieldPrefilter), for kinds that keep that value only there and are searched often or hold many records.
 */
import type { JsonObject } from '../db/resource-store.ts';

export interface Reference {
  from: string;
  as: string;
  kind: string;
  /** `from` holds a list of ids and `as` gets the list of records. */
  many?: boolean;
}

export interface ResourceKind {
  path: string;
  spec: string;
  references?: readonly Reference[];
  defaults?: JsonObject;
  ignoredParams?: readonly string[];
  sqlFilters?: Readonly<Record<string, string>>;
}

const place = (from: string, as: string): Reference => ({ from, as, kind: 'places' });

export const RESOURCE_KINDS: readonly ResourceKind[] = [
  { path: 'applicationSettings', spec: '000 §3 ApplicationSetting, §7.2' },
  {
    path: 'asns',
    spec: '000 §7.1; 001 §3 ASN',
    references: [place('originPlaceId', 'originPlace'), place('destinationPlaceId', 'destinationPlace')],
  },
  { path: 'attributeDefinitions', spec: '000 §7.2 user attribute definitions' },
  { path: 'attributeMappings', spec: '000 §3 Attribute mapping, §7.3' },
  { path: 'balances', spec: '000 §7.1; §3 Workstation balance' },
  { path: 'checklists', spec: '000 §7.1; 001 §3 Checklist' },
  { path: 'encoding', spec: '000 §7.1; 002 §7 encoding records' },
  { path: 'enumerationvalues', spec: '000 §7.1' },
  { path: 'inventories', spec: '001 §7 Inventory', references: [place('placeId', 'place')] },
  {
    path: 'inventoryEntries',
    spec: '001 §3 Inventory, §7 Inventory',
    references: [{ from: 'itemId', as: 'item', kind: 'items' }],
    sqlFilters: { inventoryId: 'inventoryId', inventoryIds: 'inventoryId' },
  },
  { path: 'inventoryEntryAggregates', spec: '001 §7 Inventory' },
  { path: 'itemConfigurations', spec: '000 §7.1; 002 §7 item type configuration' },
  { path: 'itemEvents', spec: '000 §3 Item event, §7.1' },
  {
    path: 'items',
    spec: '000 §3 Item, §7.3',
    references: [
      { from: 'productId', as: 'product', kind: 'products' },
      { from: 'zoneId', as: 'zone', kind: 'zones' },
    ],
    sqlFilters: { identifierCodes: 'identifiers[].code', identifierCode: 'identifiers[].code' },
  },
  {
    path: 'itemTransfers',
    spec: '000 §7.3 item transfers (served at items/transfers)',
    references: [
      { from: 'originZoneId', as: 'originZone', kind: 'zones' },
      { from: 'destinationZoneId', as: 'destinationZone', kind: 'zones' },
    ],
  },
  { path: 'operationInstances', spec: '001 §4.4 operation instance by id' },
  { path: 'operations', spec: '000 §3 Operation, §7.1, §7.2', defaults: { enabled: true, clients: ['station'] } },
  { path: 'pallets', spec: '000 §7.1' },
  { path: 'parcels', spec: '001 §3 Parcel, §7', references: [{ from: 'asnId', as: 'asn', kind: 'asns' }] },
  { path: 'pickings', spec: '001 §7 Sorting createFromPicking' },
  { path: 'places', spec: '000 §3 Place, §7.1', defaults: { enabled: true } },
  { path: 'printers', spec: '000 §7.1; §3 other entities' },
  {
    path: 'productionOrderRows',
    spec: '000 §7.1; 002 §3 Production orders',
    references: [
      { from: 'productionOrderId', as: 'productionOrder', kind: 'productionOrders' },
      { from: 'productId', as: 'product', kind: 'products' },
    ],
  },
  { path: 'productionOrders', spec: '000 §7.1; 002 §3 Production orders' },
  { path: 'productionOrderSkus', spec: '002 §3 Production order SKU' },
  { path: 'products', spec: '000 §3 Product, §7.3' },
  { path: 'rfidAntennas', spec: '000 §3 Antenna, §7.1' },
  { path: 'simpleItemSessionLists', spec: '002 §3 Session list, §7' },
  {
    path: 'simpleItemSessions',
    spec: '002 §3 Session, §7',
    references: [{ from: 'sessionListId', as: 'sessionList', kind: 'simpleItemSessionLists' }],
  },
  {
    path: 'sortinggroupentries',
    spec: '000 §7.1; 001 §3 Sorting group entry',
    references: [
      { from: 'productId', as: 'product', kind: 'products' },
      { from: 'sortingGroupId', as: 'sortingGroup', kind: 'sortinggroups' },
    ],
  },
  {
    path: 'sortinggroupreads',
    spec: '000 §7.1; 001 §3 Sorting read',
    references: [{ from: 'itemId', as: 'item', kind: 'items' }],
  },
  { path: 'sortinggroups', spec: '000 §7.1; 001 §3 Sorting group', ignoredParams: ['originZoneFilter'] },
  { path: 'sortings', spec: '001 §3 Sorting, §7' },
  { path: 'templates', spec: '000 §7.1; 002 §7 Printing' },
  {
    path: 'workstations',
    spec: '000 §3 Workstation, §7.2',
    defaults: { enabled: true },
    references: [
      { from: 'rfidAntennaIds', as: 'antennas', kind: 'rfidAntennas', many: true },
      { from: 'balanceId', as: 'balance', kind: 'balances' },
    ],
  },
  {
    path: 'zones',
    spec: '000 §7.1; 001 §3 Zone',
    defaults: { enabled: true },
    references: [place('placeId', 'place')],
  },
];

const BY_PATH = new Map(RESOURCE_KINDS.map((kind) => [kind.path.toLowerCase(), kind]));

/** The resource served at /api/v1/{path}; the match ignores case ('rfidantennas' is 'rfidAntennas'). */
export function findResourceKind(path: string): ResourceKind | undefined {
  return BY_PATH.get(path.toLowerCase());
}

export function resourceKind(path: string): ResourceKind {
  const kind = findResourceKind(path);
  if (!kind) throw new Error(`no resource kind '${path}' in the catalogue`);
  return kind;
}
