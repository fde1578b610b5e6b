/**
 * The sorting calls (001 §7 'Sorting', §4.11), with believable state (sorting-state.ts):
 * - GET api/v1/sortings/{id}/originZones: the sorting's origin zones ({content}).
 * - POST .../sorting/read {form, workstationId, originZoneId, attributes {pricing, checkZoneId, workstationCode},
 *   itemIdentifierCode, sortingId}: decodes the identifier; an unknown tag is INVALID_IDENTIFIER, a product without a
 *   stored item ITEM_UNKNOWN; an item already sorted here is ALREADY_READ with its group; an item outside the check
 *   zone (else the origin zone) is NOT_IN_ZONE; a product no group still needs is SORTING_GROUP_NOT_FOUND; otherwise
 *   the item is sorted into its group (statuses ['SORTED']) and, with pricing 'true', attributes.zpl is the
 *   operation's price tag (zpl-template-code).
 * - POST .../countersByZone {operationId, sortingId, zoneIds}: {read, expected} of the entries of those zones.
 * - POST .../partialConfirm[/asyncExecution] and .../close[/asyncExecution]: through the shared confirm flow
 *   (Idempotency-Key, faults, async outcomes); the answer carries confirmationWarning when nothing was sorted since
 *   the last partial confirm, or when closing leaves items unsorted, and confirmationError when the sorting is closed.
 * - POST .../delete {sortingId, operationId}; POST .../createFromPicking {pickingIds, operationId, operationPlaceId,
 *   form}: {id}.
 * - GET /control/sortings/{id or code} (for tests and people): the sorting, its groups with their counts, how many
 *   reads it holds, and its partial confirms and closes.
 */
import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { applyFaults, operationOfType, runConfirm, type ConfirmKind, type OperationRecord } from './operation-calls.ts';
import { expectObject, isJsonObject, optionalStringList, readJsonBody } from './request-body.ts';
import {
  countersByZone,
  createSortingFromPickings,
  entryFor,
  groupOfEntry,
  groupReadOf,
  loadSortingTree,
  priceLabel,
  recordSortedItem,
  requireSorting,
} from './sorting-state.ts';
import type { UserRecord } from './users-store.ts';

const BASE = '/api/v1/operations/sorting';
export const SORTING_CALLS = {
  read: 'sorting.read',
  partialConfirm: 'sorting.partialConfirm',
  close: 'sorting.close',
  delete: 'sorting.delete',
  createFromPicking: 'sorting.createFromPicking',
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const sortingOperation = (c: Context<ApiEnv>, deps: ApiDeps, raw: unknown) => operationOfType(c, deps, raw, 'SORTING');

async function readBody(c: Context<ApiEnv>, deps: ApiDeps, call: string) {
  const body = expectObject(await readJsonBody(c), `${call} body`);
  return { body, failure: await applyFaults(c, deps, call) };
}

async function sortItem(c: Context<ApiEnv>, deps: ApiDeps, body: JsonObject): Promise<JsonObject> {
  // The read names no operation (001 §7): it is the sorting's.
  const sorting = await requireSorting(deps.db, body.sortingId);
  const operation = await sortingOperation(c, deps, body.operationId ?? sorting.operationId);
  const code = text(body.itemIdentifierCode);
  if (!code) throw badRequest('MISSING_IDENTIFIER', 'itemIdentifierCode is required');
  const [decoded] = await decodeIdentifierCodes(deps, [code]);
  const item = decoded?.item ?? null;
  const answer = (statuses: string[], extra: JsonObject = {}) => ({
    identifierCode: code,
    statuses,
    item,
    epc: decoded?.epc ?? null,
    sortingGroupRead: null,
    attributes: {},
    ...extra,
  });
  if (!item) return answer(['INVALID_IDENTIFIER']);
  if (!text(item.id)) return answer(['ITEM_UNKNOWN']);
  const attributes = isJsonObject(body.attributes) ? body.attributes : {};
  return deps.db.transaction(async (tx) => {
    const tree = await loadSortingTree(tx, await requireSorting(tx, body.sortingId));
    if (tree.sorting.status !== 'OPEN')
      throw badRequest('SORTING_NOT_OPEN', `Sorting ${text(tree.sorting.code)} is closed`);
    const previous = tree.reads.find((read) => read.itemId === item.id);
    if (previous) {
      const entry = tree.entries.find((candidate) => candidate.id === previous.sortingGroupEntryId);
      return answer(['ALREADY_READ'], { sortingGroupRead: groupReadOf(groupOfEntry(tree, entry)) });
    }
    const zone = (item.zone as JsonObject | undefined) ?? {};
    const requiredZone = text(attributes.checkZoneId) || text(body.originZoneId) || text(tree.sorting.originZoneId);
    if (requiredZone && text(zone.id) !== requiredZone) return answer(['NOT_IN_ZONE']);
    const product = item.product as JsonObject | undefined;
    const entry = entryFor(tree, text(product?.id), text(body.originZoneId) || text(tree.sorting.originZoneId));
    if (!entry) return answer(['SORTING_GROUP_NOT_FOUND']);
    const read = { itemId: text(item.id), zoneDescription: text(zone.description), username: c.get('user').username };
    await recordSortedItem(tx, tree, entry, read, Date.now());
    const zpl = attributes.pricing === 'true' ? await priceLabel(tx, operation, product) : '';
    return answer(['SORTED'], {
      sortingGroupRead: groupReadOf(groupOfEntry(tree, entry)),
      attributes: zpl ? { zpl } : {},
    });
  });
}

interface SortingConfirm {
  operation: OperationRecord;
  itemIds: string[];
  sortingId: string;
  transactionDate: number;
  form: JsonObject;
}

function transactionDateOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Date.parse(text(value));
  return Number.isFinite(number) ? number : Date.now();
}

function confirmKind(deps: ApiDeps, close: boolean): ConfirmKind<SortingConfirm> {
  return {
    call: close ? SORTING_CALLS.close : SORTING_CALLS.partialConfirm,
    parse: async (c, body) => {
      const form = isJsonObject(body.form) ? body.form : {};
      const attributes = (close ? form.attributes : body.attributes) as JsonObject | undefined;
      const sorting = await requireSorting(deps.db, body.sortingId);
      return {
        operation: await sortingOperation(c, deps, body.operationId),
        itemIds: [],
        sortingId: sorting.id,
        transactionDate: transactionDateOf(attributes?.transactionDate),
        form,
      };
    },
    save: (request, user) => saveConfirm(deps, request, user, close),
  };
}

async function saveConfirm(deps: ApiDeps, request: SortingConfirm, user: UserRecord, close: boolean) {
  return deps.db.transaction(async (tx) => {
    const now = Date.now();
    const tree = await loadSortingTree(tx, await requireSorting(tx, request.sortingId));
    const { sorting } = tree;
    const instance: ResourceRecord = {
      id: randomUUID(),
      creationDate: now,
      lastModifyDate: now,
      operationId: request.operation.id,
      operationType: 'SORTING',
      action: close ? 'CLOSE' : 'PARTIAL_CONFIRM',
      sortingId: sorting.id,
      transactionDate: request.transactionDate,
      readsCount: sorting.readsCount ?? 0,
      creationUserId: user.id,
    };
    if (sorting.status !== 'OPEN') {
      instance.confirmationError = `Sorting ${text(sorting.code)} is already closed`;
    } else if (close) {
      const counters = countersByZone(tree, []);
      const missing = Math.max(counters.expected - counters.read, 0);
      if (missing > 0) instance.confirmationWarning = `Sorting closed with ${missing} items not sorted`;
      await replaceRecord(tx, 'sortings', { ...sorting, status: 'CLOSED', closeDate: now, lastModifyDate: now });
    } else {
      const confirmed = Number(sorting.confirmedReadsCount ?? 0);
      if (confirmed === Number(sorting.readsCount ?? 0))
        instance.confirmationWarning = 'Nothing was sorted since the last partial confirm';
      const next = { ...sorting, confirmedReadsCount: sorting.readsCount ?? 0, lastModifyDate: now };
      await replaceRecord(tx, 'sortings', next as ResourceRecord);
    }
    await insertRecords(tx, 'operationInstances', [instance]);
    return instance;
  });
}

export function registerSortingRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.get('/control/sortings/:key', async (c) => {
    const key = c.req.param('key');
    const sorting = (await listRecords(deps.db, 'sortings')).find((record) => record.id === key || record.code === key);
    if (!sorting) return c.json({ message: `Sorting ${key} not found` }, 404);
    const tree = await loadSortingTree(deps.db, sorting);
    const instances = (await listRecords(deps.db, 'operationInstances')).filter(
      (instance) => instance.sortingId === sorting.id,
    );
    return c.json({
      sorting,
      groups: [...tree.groups]
        .sort((a, b) => Number(a.priority) - Number(b.priority))
        .map((group) => ({
          code: group.code,
          expectedCount: group.expectedCount,
          readsCount: group.readsCount,
        })),
      readsCount: tree.reads.length,
      confirmations: instances.map((instance) => ({
        action: instance.action,
        transactionDate: instance.transactionDate,
        confirmationWarning: instance.confirmationWarning ?? null,
      })),
    });
  });

  app.get('/api/v1/sortings/:id/originZones', async (c) => {
    const sorting = await requireSorting(deps.db, c.req.param('id'));
    const ids = Array.isArray(sorting.originZoneIds) ? sorting.originZoneIds.map(text) : [];
    const zones = ids.length ? await listRecords(deps.db, 'zones', { ids }) : [];
    return c.json({ content: zones, totalElements: zones.length, totalPages: 1 });
  });

  app.post(`${BASE}/read`, async (c) => {
    const { body, failure } = await readBody(c, deps, SORTING_CALLS.read);
    return failure ?? c.json(await sortItem(c, deps, body));
  });

  app.post(`${BASE}/countersByZone`, async (c) => {
    const body = expectObject(await readJsonBody(c), 'countersByZone body');
    await sortingOperation(c, deps, body.operationId);
    const tree = await loadSortingTree(deps.db, await requireSorting(deps.db, body.sortingId));
    return c.json(countersByZone(tree, optionalStringList(body, 'zoneIds') ?? []));
  });

  const partial = confirmKind(deps, false);
  const close = confirmKind(deps, true);
  app.post(`${BASE}/partialConfirm`, (c) => runConfirm(c, deps, partial, 'sync'));
  app.post(`${BASE}/partialConfirm/asyncExecution`, (c) => runConfirm(c, deps, partial, 'async'));
  app.post(`${BASE}/close`, (c) => runConfirm(c, deps, close, 'sync'));
  app.post(`${BASE}/close/asyncExecution`, (c) => runConfirm(c, deps, close, 'async'));

  app.post(`${BASE}/delete`, async (c) => {
    const { body, failure } = await readBody(c, deps, SORTING_CALLS.delete);
    if (failure) return failure;
    await sortingOperation(c, deps, body.operationId);
    const sorting = await requireSorting(deps.db, body.sortingId);
    await replaceRecord(deps.db, 'sortings', { ...sorting, status: 'DELETED', lastModifyDate: Date.now() });
    return c.json({ id: sorting.id, status: 'DELETED' });
  });

  app.post(`${BASE}/createFromPicking`, async (c) => {
    const { body, failure } = await readBody(c, deps, SORTING_CALLS.createFromPicking);
    if (failure) return failure;
    const operation = await sortingOperation(c, deps, body.operationId);
    const pickingIds = optionalStringList(body, 'pickingIds') ?? [];
    if (pickingIds.length === 0) throw badRequest('MISSING_PICKINGS', 'pickingIds must name at least one picking');
    const placeId = text(body.operationPlaceId);
    if (!placeId) throw badRequest('MISSING_OPERATION_PLACE', 'operationPlaceId is required');
    const zones = await listRecords(deps.db, 'zones');
    const stock = zones.find((zone) => zone.placeId === placeId && zone.type === 'STOCK');
    const form = isJsonObject(body.form) ? body.form : {};
    const sorting = await deps.db.transaction((tx) =>
      createSortingFromPickings(
        tx,
        { pickingIds, operationId: operation.id, originZoneId: stock?.id ?? '', description: text(form.description) },
        Date.now(),
      ),
    );
    return c.json({ id: sorting.id, code: sorting.code });
  });
}
