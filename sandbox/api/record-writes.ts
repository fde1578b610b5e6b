/**
 * Records made from request bodies (000 §7.1 POST {ep}, bulkCreate, bulkUpdate): the server assigns the id
 * (a UUID) and the epoch-ms creationDate / lastModifyDate; the client cannot set them.
 */
import { randomUUID } from 'node:crypto';
import type { JsonObject, ResourceRecord } from '../db/resource-store.ts';
import { isJsonObject } from './request-body.ts';
import type { ResourceKind } from './resource-catalogue.ts';
import { withoutAttachedRecords } from './resource-views.ts';

const SERVER_FIELDS = ['id', 'creationDate', 'lastModifyDate'];

function withoutServerFields(body: JsonObject): JsonObject {
  const result = { ...body };
  for (const field of SERVER_FIELDS) delete result[field];
  return result;
}

/**
 * 000 §7.1 'POST {ep} to create (adds attributes.workstationCode)': the client puts the workstation code in
 * attributes; a client that sends it as the X-Workstation-Code header or a top-level workstationCode gets the
 * same result. A code already in attributes is kept.
 */
function withWorkstationCode(body: JsonObject, headerCode: string | undefined): JsonObject {
  const attributes = isJsonObject(body.attributes) ? body.attributes : undefined;
  const bodyCode = typeof body.workstationCode === 'string' ? body.workstationCode : undefined;
  const code = headerCode || bodyCode;
  if (!code || attributes?.workstationCode !== undefined) return body;
  return { ...body, attributes: { ...attributes, workstationCode: code } };
}

export function newRecord(kind: ResourceKind, body: JsonObject, now: number, workstationCode?: string): ResourceRecord {
  const data = withWorkstationCode(withoutAttachedRecords(kind.path, withoutServerFields(body)), workstationCode);
  return { ...kind.defaults, ...data, id: randomUUID(), creationDate: now, lastModifyDate: now };
}

/** bulkUpdate: the patch's fields replace the stored ones; attributes are merged key by key. */
export function mergedRecord(
  kind: ResourceKind,
  stored: ResourceRecord,
  patch: JsonObject,
  now: number,
): ResourceRecord {
  const changes = withoutAttachedRecords(kind.path, withoutServerFields(patch));
  const attributes =
    isJsonObject(stored.attributes) && isJsonObject(changes.attributes)
      ? { ...stored.attributes, ...changes.attributes }
      : (changes.attributes ?? stored.attributes);
  const merged: ResourceRecord = {
    ...stored,
    ...changes,
    id: stored.id,
    creationDate: stored.creationDate,
    lastModifyDate: now,
  };
  if (attributes !== undefined) merged.attributes = attributes;
  return merged;
}
