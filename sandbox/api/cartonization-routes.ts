/**
 * The cartonization calls of 001 §7 (packing): a checklist found by one attribute of the form (startChecklist, e.g.
 * {orderNumber: 'SO-2025-7781'}), answered with its products; its cartons (parcelVersionList by checklistId); and
 * closing it (confirmChecklist). The cartons themselves are parcels started with the checklistId and no code: the
 * sandbox numbers them '999' + 7 digits, as a carton label expects (001 §9 'carton prefix 999').
 */
import type { Context, Hono } from 'hono';
import { getRecord, listRecords, replaceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { operationOfType } from './operation-calls.ts';
import { expectObject, isJsonObject, readJsonBody } from './request-body.ts';
import { checklistWithProducts, contentOf } from './shipping-state.ts';

const BASE = '/api/v1/operations/packing';

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

async function startChecklist(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  await operationOfType(c, deps, c.req.param('operationId'), 'PACKING');
  const body = expectObject(await readJsonBody(c), 'startChecklist body');
  const entries = Object.entries(body).filter(([, value]) => text(value) !== '');
  if (entries.length !== 1) throw badRequest('INVALID_BODY', 'startChecklist takes one field and its value');
  const [field, value] = entries[0] as [string, unknown];
  const checklists = await listRecords(deps.db, 'checklists');
  const found = checklists.find(
    (checklist) =>
      (isJsonObject(checklist.attributes) && text(checklist.attributes[field]) === text(value)) ||
      text(checklist[field]) === text(value),
  );
  if (!found) throw notFound(`No checklist with ${field} ${text(value)}`);
  if (found.status === 'CLOSED') throw badRequest('CHECKLIST_CLOSED', `Checklist ${text(found.code)} is closed`);
  return c.json(await checklistWithProducts(deps.db, found.id));
}

async function confirmChecklist(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const body = expectObject(await readJsonBody(c), 'confirmChecklist body');
  const checklist = await getRecord(deps.db, 'checklists', text(body.checklistId));
  if (!checklist) throw notFound(`Checklist ${text(body.checklistId)} not found`);
  const next = { ...checklist, status: 'CLOSED', lastModifyDate: Date.now() };
  await replaceRecord(deps.db, 'checklists', next);
  return c.json(next);
}

async function parcelVersionList(c: Context<ApiEnv>, deps: ApiDeps): Promise<Response> {
  const checklistId = c.req.query('checklistId') ?? '';
  if (!checklistId) throw badRequest('MISSING_CHECKLIST_ID', 'checklistId is required');
  const parcels = await listRecords(deps.db, 'parcels', { fields: [{ path: 'checklistId', values: [checklistId] }] });
  const content = parcels.map((parcel) => ({
    id: parcel.id,
    code: parcel.code,
    description: parcel.description ?? '',
    status: parcel.status,
    parcelEntryQuantity: contentOf(parcel).length || Number(parcel.parcelEntryQuantity ?? 0),
  }));
  return c.json({ content, totalElements: content.length, totalPages: 1 });
}

export function registerCartonizationRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  app.post(`${BASE}/:operationId/startChecklist`, (c) => startChecklist(c, deps));
  app.post(`${BASE}/confirmChecklist`, (c) => confirmChecklist(c, deps));
  app.get(`${BASE}/parcelVersionList`, (c) => parcelVersionList(c, deps));
}

/** The next carton number of the checklist's cartons: '999' and 7 digits. */
export async function nextCartonCode(deps: ApiDeps): Promise<string> {
  const cartons = (await listRecords(deps.db, 'parcels')).filter((parcel) => /^999\d{7}$/.test(text(parcel.code)));
  const last = Math.max(0, ...cartons.map((parcel) => Number(text(parcel.code).slice(3))));
  return `999${String(last + 1).padStart(7, '0')}`;
}
