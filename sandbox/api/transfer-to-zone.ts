/**
 * What a transfer to zone does on the sandbox's data (001 §2.11, §4.9):
 * - The read statuses of batchValidate, beside the decoder's own (MISSING_SYSTEM_TAG, INVALID_IDENTIFIER), for a
 *   found item, against the place of the transfer and the destination zone (the seeded operation maps them:
 *   errorStates, ignoreStates, ignoreWithReasonStates, 000 §4.6):
 *   - ITEM_NOT_IN_STOCK: the item's zone is at another place;
 *   - ITEM_ALREADY_IN_ZONE: the item already is in the destination zone;
 *   - ITEM_IN_QUARANTINE: the item failed quality control (attributes.qcStatus 'KO') and the destination is not a
 *     quarantine area (zone attributes.area 'QUARANTINE').
 *   Anything else found is ok.
 * - The move: items really change zone (so a later decode shows the new one), each gets an ITEM_TRANSFERRED item
 *   event, and the transfer is listed at api/v1/items/transfers (itemTransfers).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { getRecord, insertRecords, listRecords, setRecordsField } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { DecodedRead } from './item-decoder.ts';
import { isJsonObject } from './request-body.ts';

export const TRANSFER_STATUSES = {
  notInStock: 'ITEM_NOT_IN_STOCK',
  alreadyInZone: 'ITEM_ALREADY_IN_ZONE',
  inQuarantine: 'ITEM_IN_QUARANTINE',
} as const;

/** A zone given as its id or as the record an autocomplete field holds ({id, ...}). */
export function zoneIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (isJsonObject(value) && typeof value.id === 'string' && value.id !== '') return value.id;
  return undefined;
}

export async function zoneRecord(db: Queryable, value: unknown): Promise<ResourceRecord | undefined> {
  const id = zoneIdOf(value);
  return id === undefined ? undefined : getRecord(db, 'zones', id);
}

const isQuarantine = (zone: JsonObject | undefined) =>
  isJsonObject(zone?.attributes) && zone.attributes.area === 'QUARANTINE';

/** Adds the transfer statuses to the decoded reads of found items. */
export function withTransferStatuses(
  reads: DecodedRead[],
  placeId: string | undefined,
  destination: ResourceRecord | undefined,
): DecodedRead[] {
  return reads.map((read) => {
    if (read.decodeResult !== 'itemFound' || !read.item) return read;
    const zone = isJsonObject(read.item.zone) ? read.item.zone : undefined;
    const statuses = [...read.statuses];
    if (placeId !== undefined && zone?.placeId !== placeId) statuses.push(TRANSFER_STATUSES.notInStock);
    if (destination && zone?.id === destination.id) statuses.push(TRANSFER_STATUSES.alreadyInZone);
    const qcStatus = isJsonObject(read.item.attributes) ? read.item.attributes.qcStatus : undefined;
    if (qcStatus === 'KO' && !isQuarantine(destination)) statuses.push(TRANSFER_STATUSES.inQuarantine);
    return { ...read, statuses };
  });
}

export interface MoveRequest {
  operation: JsonObject & { id: string };
  destination: ResourceRecord;
  itemIds: string[];
  username: string;
}

export interface MoveResult {
  /** Items that were in another zone before. */
  moved: number;
  itemTransferId: string;
}

function mostCommon(values: string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Moves the items to the destination zone; every item must exist (400 ITEM_NOT_FOUND otherwise). */
export async function moveItems(tx: Queryable, request: MoveRequest, now = Date.now()): Promise<MoveResult> {
  const items = await listRecords(tx, 'items', { ids: request.itemIds });
  const found = new Set(items.map((item) => item.id));
  const missing = request.itemIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest('ITEM_NOT_FOUND', `Items not found: ${missing.join(', ')}`);
  const { destination } = request;
  const place =
    typeof destination.placeId === 'string' ? await getRecord(tx, 'places', destination.placeId) : undefined;
  const origins = items.map((item) => String(item.zoneId ?? ''));
  const moving = items.filter((item) => item.zoneId !== destination.id);
  await setRecordsField(
    tx,
    'items',
    moving.map((item) => item.id),
    'zoneId',
    destination.id,
    now,
  );
  const user = { username: request.username };
  const events: ResourceRecord[] = moving.map((item) => ({
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    itemId: item.id,
    eventType: 'ITEM_TRANSFERRED',
    operationLabel: 'TRANSFER_TO_ZONE',
    attributes: {
      operationPlace: place?.description ?? null,
      operationPlaceCode: place?.code ?? null,
      originZoneId: item.zoneId ?? null,
      destinationZoneId: destination.id,
    },
    user,
  }));
  await insertRecords(tx, 'itemEvents', events);
  const transfer: ResourceRecord = {
    id: randomUUID(),
    creationDate: now,
    lastModifyDate: now,
    code: `TRF-${new Date(now).getFullYear()}-${randomUUID().slice(0, 8).toUpperCase()}`,
    description: `${items.length} items to ${String(destination.description ?? destination.code)}`,
    status: 'CONFIRMED',
    operationId: request.operation.id,
    originZoneId: mostCommon(origins.filter((id) => id !== '')),
    destinationZoneId: destination.id,
    itemsCount: items.length,
    user,
  };
  await insertRecords(tx, 'itemTransfers', [transfer]);
  return { moved: moving.length, itemTransferId: transfer.id };
}
