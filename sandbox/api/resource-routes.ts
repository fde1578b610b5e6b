/** The generic resource calls of 000 §7.1 for every kind of resource-catalogue.ts. */
import type { Context, Hono } from 'hono';
import { deleteRecord, getRecord, insertRecords, replaceRecord } from '../db/resource-store.ts';
import type { ResourceRecord } from '../db/resource-store.ts';
import { badRequest, notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { mergedRecord, newRecord } from './record-writes.ts';
import { expectObject, expectObjectArray, readJsonBody } from './request-body.ts';
import { findResourceKind } from './resource-catalogue.ts';
import type { ResourceKind } from './resource-catalogue.ts';
import { findMatching, searchPage } from './resource-search.ts';
import { presentRecord, presentRecords } from './resource-views.ts';
import { parseSearchRequest } from './search-params.ts';

const ROOT = '/api/v1/:resource';

function kindOf(c: Context<ApiEnv>): ResourceKind {
  const path = c.req.param('resource') ?? '';
  const kind = findResourceKind(path);
  if (!kind) throw notFound(`Unknown resource '${path}'`);
  return kind;
}

function workstationHeader(c: Context<ApiEnv>): string | undefined {
  return c.req.header('X-Workstation-Code') || undefined;
}

export function registerResourceRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  const { db, publicUrls } = deps;

  app.get(`${ROOT}/count`, async (c) => {
    const kind = kindOf(c);
    const matching = await findMatching(deps, kind.path, parseSearchRequest(c.req.queries(), kind.ignoredParams));
    return c.json(matching.length);
  });

  app.get(`${ROOT}/:id`, async (c) => {
    const kind = kindOf(c);
    const id = c.req.param('id');
    const record = await getRecord(db, kind.path, id);
    if (!record) throw notFound(`${kind.path} ${id} not found`);
    return c.json(await presentRecord(db, publicUrls, kind.path, record));
  });

  app.get(ROOT, async (c) => {
    const kind = kindOf(c);
    const page = await searchPage(deps, kind.path, parseSearchRequest(c.req.queries(), kind.ignoredParams));
    // A test switch (call-faults.ts): the records as a server that names references by id only would send them.
    if (!deps.faults.get(`${kind.path}.search`).referencesByIdOnly) return c.json(page);
    const attached = (kind.references ?? []).map((reference) => reference.as);
    const bare = page.content.map((record) =>
      Object.fromEntries(Object.entries(record).filter(([key]) => !attached.includes(key))),
    );
    return c.json({ ...page, content: bare });
  });

  app.post(`${ROOT}/bulkCreate`, async (c) => {
    const kind = kindOf(c);
    const bodies = expectObjectArray(await readJsonBody(c), 'bulkCreate body');
    const now = Date.now();
    const records = bodies.map((body) => newRecord(kind, body, now, workstationHeader(c)));
    await insertRecords(db, kind.path, records);
    return c.json(await presentRecords(db, publicUrls, kind.path, records));
  });

  app.post(`${ROOT}/bulkUpdate`, async (c) => {
    const kind = kindOf(c);
    const patches = expectObjectArray(await readJsonBody(c), 'bulkUpdate body');
    const ids = patches.map((patch) => patch.id);
    if (!ids.every((id): id is string => typeof id === 'string' && id !== '')) {
      throw badRequest('INVALID_BODY', 'every bulkUpdate entry needs its id');
    }
    const now = Date.now();
    const updated = await db.transaction(async (tx) => {
      const results: ResourceRecord[] = [];
      for (const [index, patch] of patches.entries()) {
        const id = ids[index] ?? '';
        const stored = await getRecord(tx, kind.path, id);
        if (!stored) throw notFound(`${kind.path} ${id} not found`);
        const merged = mergedRecord(kind, stored, patch, now);
        await replaceRecord(tx, kind.path, merged);
        results.push(merged);
      }
      return results;
    });
    return c.json(await presentRecords(db, publicUrls, kind.path, updated));
  });

  app.post(ROOT, async (c) => {
    const kind = kindOf(c);
    const body = expectObject(await readJsonBody(c), `${kind.path} body`);
    const record = newRecord(kind, body, Date.now(), workstationHeader(c));
    await insertRecords(db, kind.path, [record]);
    return c.json(await presentRecord(db, publicUrls, kind.path, record));
  });

  app.delete(`${ROOT}/:id`, async (c) => {
    const kind = kindOf(c);
    const id = c.req.param('id');
    if (!(await deleteRecord(db, kind.path, id))) throw notFound(`${kind.path} ${id} not found`);
    return c.body(null, 204);
  });
}
