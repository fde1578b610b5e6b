/** Items and products calls of 000 §7.3 that are not plain resource calls. */
import type { Hono } from 'hono';
import { badRequest } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { decodeIdentifierCodes } from './item-decoder.ts';
import { expectObject, optionalStringList, readJsonBody } from './request-body.ts';
import { pageOf, searchPage } from './resource-search.ts';
import { parseSearchRequest } from './search-params.ts';

export function registerItemRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  /** Body {itemIdentifierCodes} (identifierCodes also accepted); answers DecodedRead[] (item-decoder.ts). */
  app.post('/api/v1/items/decode', async (c) => {
    const body = expectObject(await readJsonBody(c), 'decode body');
    const codes = optionalStringList(body, 'itemIdentifierCodes') ?? optionalStringList(body, 'identifierCodes');
    if (!codes) throw badRequest('INVALID_BODY', 'decode needs itemIdentifierCodes, a list of identifier codes');
    return c.json(await decodeIdentifierCodes(deps, codes));
  });

  /**
   * POST api/v1/operations/tagInfo/batchValidate (000 §7.3 tag info): body {operationId, fetchReplaceIdentifier,
   * identifierCodes}; answers the decoded reads of the codes, like items/decode (the operation changes nothing here).
   */
  app.post('/api/v1/operations/tagInfo/batchValidate', async (c) => {
    const body = expectObject(await readJsonBody(c), 'batchValidate body');
    if (typeof body.operationId !== 'string' || body.operationId === '') {
      throw badRequest('INVALID_BODY', 'batchValidate needs operationId');
    }
    const codes = optionalStringList(body, 'identifierCodes') ?? optionalStringList(body, 'itemIdentifierCodes');
    if (!codes) throw badRequest('INVALID_BODY', 'batchValidate needs identifierCodes, a list of identifier codes');
    return c.json(await decodeIdentifierCodes(deps, codes));
  });

  /** GET api/v1/items/transfers?asc=false&limit=25&offset=0&orderBy=CREATION_DATE: a page of item transfers. */
  app.get('/api/v1/items/transfers', async (c) =>
    c.json(await searchPage(deps, 'itemTransfers', parseSearchRequest(c.req.queries()))),
  );

  /** Item events by item id (000 §7.3: size 100, sort creationDate,DESC, read from content). */
  app.get('/api/v1/itemEvents/item/:itemId', async (c) => {
    const request = parseSearchRequest(c.req.queries());
    request.filters.set('itemId', [c.req.param('itemId')]);
    return c.json(await searchPage(deps, 'itemEvents', request));
  });

  /** POST api/v1/products/advancedSearch {codes, limit} (limit 50000, 000 §9): a page of products. */
  app.post('/api/v1/products/advancedSearch', async (c) => {
    const body = expectObject(await readJsonBody(c), 'advancedSearch body');
    const query: Record<string, string[]> = {};
    const codes = optionalStringList(body, 'codes');
    const ids = optionalStringList(body, 'ids');
    if (codes) query.codes = codes;
    if (ids) query.ids = ids;
    for (const field of ['limit', 'offset', 'search'] as const) {
      const value = body[field];
      if (typeof value === 'number' || typeof value === 'string') query[field] = [String(value)];
    }
    const request = parseSearchRequest(query);
    if (codes?.length === 0 || ids?.length === 0) return c.json(pageOf([], request.offset, request.size));
    return c.json(await searchPage(deps, 'products', request));
  });
}
