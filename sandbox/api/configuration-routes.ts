/**
 * Start-up configuration calls (000 §4.2, §7.2): application settings for the client, the operations the
 * user may run, and print templates by code (002 §7 Printing).
 */
import type { Hono } from 'hono';
import { listRecords } from '../db/resource-store.ts';
import { notFound } from './api-errors.ts';
import type { ApiDeps, ApiEnv } from './api-types.ts';
import { mayRunOperation } from './operation-capabilities.ts';
import { resourceKind } from './resource-catalogue.ts';
import { searchPage, sortRecords } from './resource-search.ts';
import { presentRecord } from './resource-views.ts';
import { parseSearchRequest } from './search-params.ts';

export function registerConfigurationRoutes(app: Hono<ApiEnv>, deps: ApiDeps): void {
  /** List of {code, value} (000 §3 ApplicationSetting). */
  app.get('/api/v1/applicationSettings/client', async (c) => {
    const settings = sortRecords(await listRecords(deps.db, 'applicationSettings'), [
      { field: 'code', ascending: true },
    ]);
    return c.json(settings.map((setting) => ({ code: setting.code, value: setting.value })));
  });

  /**
   * Operations search (000 §7.2: clients=station, enabled=true, showUserOperations=true, size=10000):
   * the generic search, and with showUserOperations=true only the operations whose type the user holds the
   * capability for (operation-capabilities.ts).
   */
  app.get('/api/v1/operations', async (c) => {
    const query = c.req.queries();
    const onlyUsers = query.showUserOperations?.[0] === 'true';
    const request = parseSearchRequest(query, ['showUserOperations']);
    const user = c.get('user');
    return c.json(
      await searchPage(
        deps,
        'operations',
        request,
        onlyUsers ? (operation) => mayRunOperation(user, operation) : undefined,
      ),
    );
  });

  app.get('/api/v1/templates/code/:code', async (c) => {
    const code = c.req.param('code');
    const [template] = await listRecords(deps.db, 'templates', { codes: [code] });
    if (!template) throw notFound(`template ${code} not found`);
    return c.json(await presentRecord(deps.db, deps.publicUrls, resourceKind('templates').path, template));
  });
}
