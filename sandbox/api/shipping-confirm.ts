/**
 * The parcel confirm of 001 §7 Shipping (confirmParcel, .../force, .../asyncExecution) as a confirm kind of
 * operation-calls.ts: a parcel with content only; its status moves on, its checklist counts what it held.
 */
import { randomUUID } from 'node:crypto';
import { getRecord, insertRecords, listRecords, replaceRecord } from '../db/resource-store.ts';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { badRequest } from './api-errors.ts';
import type { ApiDeps } from './api-types.ts';
import type { ConfirmKind, OperationRecord } from './operation-calls.ts';
import { isJsonObject } from './request-body.ts';
import { presentRecords } from './resource-views.ts';
import {
  contentOf,
  operationOf,
  PARCEL_STATUS,
  requireParcel,
  saveParcel,
  SEGMENT_TYPES,
  text,
  type Segment,
} from './shipping-state.ts';

export const SHIPPING_CONFIRM_CALL = 'shipping.confirmParcel';

interface ParcelConfirmRequest {
  operation: OperationRecord;
  itemIds: string[];
  parcel: ResourceRecord;
  segment: Segment;
  forced: boolean;
  body: JsonObject;
}

export function confirmKind(deps: ApiDeps, segment: Segment, forced: boolean): ConfirmKind<ParcelConfirmRequest> {
  return {
    call: SHIPPING_CONFIRM_CALL,
    parse: async (c, body) => {
      const operation = await operationOf(c, deps, segment, body.operationId);
      const parcel = await requireParcel(deps, body.parcelCode);
      const itemIds = contentOf(parcel);
      if (itemIds.length === 0) throw badRequest('EMPTY_PARCEL', `Parcel ${String(parcel.code)} has no content`);
      return { operation, itemIds, parcel, segment, forced, body };
    },
    save: async (request, user) => {
      const now = Date.now();
      const parcel = (await getRecord(deps.db, 'parcels', request.parcel.id)) ?? request.parcel;
      await saveParcel(deps, parcel, {
        status: PARCEL_STATUS[request.segment].confirmed,
        confirmedAt: now,
        attributes: weighedAttributes(parcel, request.body.attributes),
      });
      const checklistId = text(parcel.checklistId);
      const checklist = checklistId ? await getRecord(deps.db, 'checklists', checklistId) : undefined;
      if (checklist) await countChecklist(deps, checklist, request.itemIds);
      const instance: ResourceRecord = {
        id: randomUUID(),
        creationDate: now,
        lastModifyDate: now,
        operationId: request.operation.id,
        operationCode: request.operation.code ?? null,
        operationType: SEGMENT_TYPES[request.segment],
        status: 'CONFIRMED',
        parcelCode: parcel.code,
        forced: request.forced,
        itemIds: request.itemIds,
        itemCount: request.itemIds.length,
        attributes: isJsonObject(request.body.attributes) ? request.body.attributes : {},
        creationUserId: user.id,
      };
      await insertRecords(deps.db, 'operationInstances', [instance]);
      return instance;
    },
  };
}

/** A confirmed parcel's items counted on its checklist (totalDetectedExpected, each row's detected). */
async function countChecklist(deps: ApiDeps, checklist: ResourceRecord, itemIds: string[]): Promise<void> {
  const items = await listRecords(deps.db, 'items', { ids: itemIds });
  const products = await presentRecords(deps.db, deps.publicUrls, 'items', items);
  const codes = products.map((item) => (isJsonObject(item.product) ? text(item.product.code) : ''));
  const rows = Array.isArray(checklist.checklistProducts) ? (checklist.checklistProducts as JsonObject[]) : [];
  const counted = rows.map((row) => {
    const detected = Number(row.detected ?? 0) + codes.filter((code) => code === row.productCode).length;
    return { ...row, detected } as JsonObject;
  });
  const total = counted.reduce((sum, row) => sum + Math.min(Number(row.detected), Number(row.quantity ?? 0)), 0);
  await replaceRecord(deps.db, 'checklists', {
    ...checklist,
    checklistProducts: counted,
    totalDetectedExpected: total,
    lastModifyDate: Date.now(),
  });
}

/** The parcel's attributes, with the weight the confirm carries (a packing bench weighs the parcel, 000 §7.5). */
function weighedAttributes(parcel: ResourceRecord, confirmed: unknown): JsonObject {
  const attributes = isJsonObject(parcel.attributes) ? parcel.attributes : {};
  const weightKg = isJsonObject(confirmed) ? confirmed.weightKg : undefined;
  return typeof weightKg === 'string' && weightKg !== '' ? { ...attributes, weightKg } : attributes;
}
