/** Changing a seeded operation for one journey, through the API a configurator uses (bulkUpdate). */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { e2eUrls } from './e2e-env.ts';
import { stationAccessToken } from './sign-in.ts';

/**
 * Changes the operation of this code (its options over the seeded ones, its formSchema); the station reads it as it
 * starts. Answers a function restoring it. The page must be signed in (its token makes the calls).
 */
export async function withOperation(
  request: APIRequestContext,
  page: Page,
  code: string,
  patch: { options?: Record<string, string>; formSchema?: unknown[] },
) {
  const id = stableId('operations', code);
  const headers = { authorization: `Bearer ${await stationAccessToken(page)}` };
  const operation = (await (await request.get(`${e2eUrls.api}/api/v1/operations/${id}`, { headers })).json()) as {
    options: Record<string, string>;
    formSchema: unknown[];
  };
  const update = (changes: Record<string, unknown>) =>
    request.post(`${e2eUrls.api}/api/v1/operations/bulkUpdate`, { headers, data: [{ id, ...changes }] });
  const changed = {
    options: { ...operation.options, ...patch.options },
    ...(patch.formSchema ? { formSchema: patch.formSchema } : {}),
  };
  expect((await update(changed)).ok()).toBe(true);
  return async () => {
    expect((await update({ options: operation.options, formSchema: operation.formSchema })).ok()).toBe(true);
  };
}
