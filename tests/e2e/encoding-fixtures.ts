/** What the encoding journeys share: the encoding desk's antennas, the screen opened, the item of an EPC, options. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { signIn, stationAccessToken } from './sign-in.ts';

export const uhfAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-1');
export const nfcAntenna = stableId('rfidAntennas', 'ANT-LOM-ENC-NFC');

export interface EncodedItem {
  id: string;
  status: string;
  identifiers: { code: string; role: string; type: string; tid?: string }[];
}

export async function itemCarrying(request: APIRequestContext, epc: string): Promise<EncodedItem | undefined> {
  const answer = await request.get(`${e2eUrls.api}/control/encoding/items?epc=${epc}`);
  return answer.ok() ? ((await answer.json()) as EncodedItem) : undefined;
}

export async function openEncoding(page: Page) {
  await signIn(page, 'operator');
  await chooseWorkstation(page, 'Encoding desk');
  await page
    .getByRole('region', { name: 'Operations' })
    .getByRole('button', { name: 'Encode garments', exact: true })
    .click();
  await expect(page).toHaveURL(/\/encoding\/ENCODING$/);
}

/**
 * Changes the ENCODING operation (its options over the seeded ones, its formSchema); the station reads it as it
 * starts. Answers a function restoring it.
 */
export async function withEncodingOperation(
  request: APIRequestContext,
  page: Page,
  patch: { options?: Record<string, string>; formSchema?: unknown[] },
) {
  const id = stableId('operations', 'ENCODING');
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
export const withEncodingOptions = (request: APIRequestContext, page: Page, options: Record<string, string>) =>
  withEncodingOperation(request, page, { options });
