/**
 * The inventory calls of 001 §7 (the lists under api/v1/inventories, the operation under
 * api/v1/operations/inventory). Lists and counters are parsed here, at the boundary: an answer of the wrong shape is
 * an ApiError 'malformed', never a half-read value on screen.
 */
import { ApiError } from '../core/api-error.ts';
import {
  inventorySearchSize,
  listedInventoryStatuses,
  parseInventory,
  parseInventoryPage,
  type Inventory,
} from '../core/inventory/inventory.ts';
import { parseInventoryCounters, type InventoryCounters } from '../core/inventory/inventory-counters.ts';
import { isRecord, memberOf } from '../core/operation-config/raw-values.ts';
import type { DecodedRead } from '../core/readings/decoded-read.ts';
import type { ApiClient } from './http-client.ts';
import { postDecodedReads } from './item-decode.ts';
import { resources } from './resources.ts';

const base = 'api/v1/operations/inventory';

const malformed = () => new ApiError('malformed', 200, { key: 'errors.title' }, { key: 'errors.malformedResponse' });

export interface InventorySearch {
  operationId: string;
  placeId: string;
  /** The search box's text; left out when blank. */
  search?: string;
}

/** 001 §7 GET /api/v1/inventories {operationId, search, placeId, statuses OPEN and POPULATING}, size 10000 (001 §9). */
export async function searchInventories(api: ApiClient, request: InventorySearch): Promise<Inventory[]> {
  const search = request.search?.trim();
  const page = await api.get<unknown>('api/v1/inventories', {
    query: {
      operationId: request.operationId,
      placeId: request.placeId,
      statuses: listedInventoryStatuses,
      size: inventorySearchSize,
      ...(search ? { search } : {}),
    },
  });
  const inventories = parseInventoryPage(page);
  if (!inventories) throw malformed();
  return inventories;
}

/** 001 §7 GET /api/v1/inventories/{id}. */
export async function fetchInventory(api: ApiClient, id: string): Promise<Inventory> {
  const inventory = parseInventory(await resources(api).inventories.get(id));
  if (!inventory) throw malformed();
  return inventory;
}

export interface InventoryDecodeRequest {
  operationId: string;
  identifierCodes: readonly string[];
  /** The inventory being counted, so the server can tell expected from unexpected reads. */
  inventoryId: string;
}

/** 001 §7 POST .../batchValidate: the decoded reads (000 §3 Decoded read, checked read by read). */
export function batchValidateInventory(api: ApiClient, request: InventoryDecodeRequest): Promise<DecodedRead[]> {
  return postDecodedReads(api, `${base}/batchValidate`, { body: request, expectBody: true });
}

/** What insertTags says it did; 001 §7 does not show its answer, so each count is there only when the server says. */
export interface InsertTagsSummary {
  received?: number;
  inserted?: number;
  alreadyInserted?: number;
  unknown?: number;
}

const countOf = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);

/** 001 §7 POST .../{id}/insertTags {itemIdentifierCodes[]}. */
export async function insertInventoryTags(
  api: ApiClient,
  inventoryId: string,
  itemIdentifierCodes: readonly string[],
): Promise<InsertTagsSummary> {
  const answer = await api.post<unknown>(`${base}/${encodeURIComponent(inventoryId)}/insertTags`, {
    body: { itemIdentifierCodes },
  });
  if (!isRecord(answer)) return {};
  const summary: InsertTagsSummary = {};
  for (const name of ['received', 'inserted', 'alreadyInserted', 'unknown'] as const) {
    const count = countOf(memberOf(answer, name));
    if (count !== undefined) summary[name] = count;
  }
  return summary;
}

/** 001 §7 GET .../{id}/getCounters: the nine counters, each a whole number ≥ 0. */
export async function fetchInventoryCounters(api: ApiClient, inventoryId: string): Promise<InventoryCounters> {
  const counters = parseInventoryCounters(
    await api.get<unknown>(`${base}/${encodeURIComponent(inventoryId)}/getCounters`),
  );
  if (!counters) throw malformed();
  return counters;
}

export interface CreateInventoryRequest {
  operationId: string;
  placeId: string;
  description: string;
}

/** 001 §7 POST .../create: a new inventory at the place, answered with its id. */
export async function createInventory(api: ApiClient, request: CreateInventoryRequest): Promise<Inventory> {
  const inventory = parseInventory(await api.post<unknown>(`${base}/create`, { body: request, expectBody: true }));
  if (!inventory) throw malformed();
  return inventory;
}

/** 001 §7 POST .../{id}/close: the inventory, closed. */
export async function closeInventory(api: ApiClient, inventoryId: string): Promise<void> {
  await api.post<unknown>(`${base}/${encodeURIComponent(inventoryId)}/close`, { body: {} });
}

/** 001 §7 DELETE .../{id}/delete; the answer says success or not (001 §7: 'reads success or not'). */
export async function deleteInventory(api: ApiClient, inventoryId: string): Promise<boolean> {
  const answer = await api.delete<unknown>(`${base}/${encodeURIComponent(inventoryId)}/delete`);
  return !isRecord(answer) || memberOf(answer, 'success') !== false;
}
