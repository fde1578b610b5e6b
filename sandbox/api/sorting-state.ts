/**
 * The sandbox's sortings as the sorting calls see them (001 §3 Sorting, §4.11): a sorting with its groups, their
 * entries and the reads; sorting one item into the first group of its product that still needs it; the counters by
 * origin zone; the price label of a sorted item; sortings made from pickings.
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { getRecord, insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';

export interface SortingTree {
  sorting: ResourceRecord;
  groups: ResourceRecord[];
  entries: ResourceRecord[];
  reads: ResourceRecord[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export async function requireSorting(db: Queryable, id: unknown): Promise<ResourceRecord> {
  const sortingId = text(id);
  if (!sortingId) throw badRequest('MISSING_SORTING_ID', 'sortingId is required');
  const sorting = await getRecord(db, 'sortings', sortingId);
  if (!sorting || sorting.status === 'DELETED') throw notFound(`Sorting ${sortingId} not found`);
  return sorting;
}

export async function loadSortingTree(db: Queryable, sorting: ResourceRecord): Promise<SortingTree> {
  const groups = (await listRecords(db, 'sortinggroups')).filter((group) => group.sortingId === sorting.id);
  const groupIds = new Set(groups.map((group) => group.id));
  const entries = (await listRecords(db, 'sortinggroupentries')).filter((entry) =>
    groupIds.has(text(entry.sortingGroupId)),
  );
  const entryIds = new Set(entries.map((entry) => entry.id));
  const reads = (await listRecords(db, 'sortinggroupreads')).filter((read) =>
    entryIds.has(text(read.sortingGroupEntryId)),
  );
  return { sorting, groups, entries, reads };
}

/** 001 §7 countersByZone: the entries' assigned and expected quantities, of the zones asked (all without any). */
export function countersByZone(tree: SortingTree, zoneIds: readonly string[]): { read: number; expected: number } {
  const entries = zoneIds.length
    ? tree.entries.filter((entry) => zoneIds.includes(text(entry.originZoneId)))
    : tree.entries;
  return {
    read: entries.reduce((sum, entry) => sum + count(entry.assignedQuantity), 0),
    expected: entries.reduce((sum, entry) => sum + count(entry.expectedQuantity), 0),
  };
}

export const groupOfEntry = (tree: SortingTree, entry: ResourceRecord | undefined) =>
  entry ? tree.groups.find((group) => group.id === entry.sortingGroupId) : undefined;

/** The group read the /read answer carries: the group and its attributes (destination, customerName, list, …). */
export function groupReadOf(group: ResourceRecord | undefined): JsonObject | null {
  if (!group) return null;
  return {
    sortingGroup: { id: group.id, code: group.code ?? '', description: group.description ?? '' },
    attributes: (group.attributes as JsonObject | undefined) ?? {},
  };
}

/** The entry an item of this product goes to: the first group by priority still below its expected quantity. */
export function entryFor(tree: SortingTree, productId: string, zoneId: string): ResourceRecord | undefined {
  const priority = (entry: ResourceRecord) => count(groupOfEntry(tree, entry)?.priority);
  return tree.entries
    .filter(
      (entry) => entry.productId === productId && (!zoneId || !entry.originZoneId || entry.originZoneId === zoneId),
    )
    .sort((a, b) => priority(a) - priority(b))
    .find((entry) => count(entry.assignedQuantity) < count(entry.expectedQuantity));
}

/** Records the item sorted into the entry: the read, and the counts of the entry, its group and the sorting. */
export async function recordSortedItem(
  tx: Queryable,
  tree: SortingTree,
  entry: ResourceRecord,
  read: { itemId: string; zoneDescription: string; username: string },
  now: number,
): Promise<void> {
  const group = groupOfEntry(tree, entry);
  await insertRecords(tx, 'sortinggroupreads', [
    {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      sortingId: tree.sorting.id,
      sortingGroupEntryId: entry.id,
      itemId: read.itemId,
      zoneDescription: read.zoneDescription,
      creationUser: { username: read.username },
    },
  ]);
  const bump = (record: ResourceRecord, field: string) =>
    ({ ...record, [field]: count(record[field]) + 1, lastModifyDate: now }) as ResourceRecord;
  await replaceRecord(tx, 'sortinggroupentries', bump(entry, 'assignedQuantity'));
  if (group) await replaceRecord(tx, 'sortinggroups', bump(group, 'readsCount'));
  await replaceRecord(tx, 'sortings', bump(tree.sorting, 'readsCount'));
}

/** The operation's price-tag template (its zpl-template-code) filled for the product, or '' without a template. */
export async function priceLabel(db: Queryable, operation: JsonObject, product: JsonObject | undefined) {
  const attributes = (operation.attributes as JsonObject | undefined) ?? {};
  const templateCode = text(attributes['zpl-template-code']);
  if (!templateCode || !product) return '';
  const template = (await listRecords(db, 'templates', { codes: [templateCode] }))[0];
  const body = text(template?.templateBody);
  const productAttributes = (product.attributes as JsonObject | undefined) ?? {};
  const price = productAttributes.price as JsonObject | undefined;
  return body
    .replaceAll('[PRODUCTNAME]', text(product.description))
    .replaceAll('[SHORTSKU]', text(product.code))
    .replaceAll('[PRICE]', text(price?.value) || '---');
}

/** 001 §7 createFromPicking: one group per picking (its destination, in the order given), one entry per row. */
export async function createSortingFromPickings(
  tx: Queryable,
  input: { pickingIds: string[]; operationId: string; originZoneId: string; description: string },
  now: number,
): Promise<ResourceRecord> {
  const pickings = await listRecords(tx, 'pickings', { ids: input.pickingIds });
  if (pickings.length !== input.pickingIds.length) throw notFound('A picking was not found');
  const closed = pickings.find((picking) => picking.status !== 'OPEN');
  if (closed) throw badRequest('PICKING_NOT_OPEN', `Picking ${text(closed.code)} is not open`);
  const places = await listRecords(tx, 'places', { ids: pickings.map((picking) => text(picking.destinationPlaceId)) });
  const existing = await listRecords(tx, 'sortings');
  const sorting: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    code: `SRT-${new Date(now).getUTCFullYear()}-${String(existing.length + 1).padStart(4, '0')}`,
    description: input.description || pickings.map((picking) => text(picking.description)).join(', '),
    status: 'OPEN',
    operationId: input.operationId,
    originZoneId: input.originZoneId,
    originZoneIds: input.originZoneId ? [input.originZoneId] : [],
    pickingIds: input.pickingIds,
    readsCount: 0,
    expectedCount: 0,
  };
  const groups: ResourceRecord[] = [];
  const entries: ResourceRecord[] = [];
  input.pickingIds.forEach((pickingId, index) => {
    const picking = pickings.find((candidate) => candidate.id === pickingId)!;
    const place = places.find((candidate) => candidate.id === picking.destinationPlaceId);
    const rows = Array.isArray(picking.rows) ? (picking.rows as JsonObject[]) : [];
    const group: ResourceRecord = {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      code: text(place?.code) || text(picking.code),
      description: text(place?.description) || text(picking.description),
      priority: index + 1,
      sortingId: sorting.id,
      expectedCount: rows.reduce((sum, row) => sum + count(row.quantity), 0),
      readsCount: 0,
      attributes: {
        destination: text(place?.code),
        customerName: text(place?.description),
        list: text(picking.code),
        listPosition: String(index + 1),
      },
    };
    groups.push(group);
    for (const row of rows)
      entries.push({
        id: randomUUID(),
        creationDate: now,
        lastModifyDate: now,
        sortingGroupId: group.id,
        productId: text(row.productId),
        originZoneId: input.originZoneId,
        expectedQuantity: count(row.quantity),
        assignedQuantity: 0,
      });
  });
  sorting.expectedCount = groups.reduce((sum, group) => sum + count(group.expectedCount), 0);
  await insertRecords(tx, 'sortings', [sorting]);
  await insertRecords(tx, 'sortinggroups', groups);
  await insertRecords(tx, 'sortinggroupentries', entries);
  return sorting;
}
