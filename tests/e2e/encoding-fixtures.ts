/** What the encoding journeys share: the encoding desk's antennas, the screen opened, the item of an EPC, options. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { stableId } from '../../sandbox/seed/seed-references.ts';
import { chooseWorkstation } from './device-fixtures.ts';
import { e2eUrls } from './e2e-env.ts';
import { withOperation } from './operation-fixtures.ts';
import { signIn } from './sign-in.ts';

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

/** Changes the ENCODING operation (see withOperation); answers a function restoring it. */
export const withEncodingOperation = (
  request: APIRequestContext,
  page: Page,
  patch: { options?: Record<string, string>; formSchema?: unknown[] },
) => withOperation(request, page, 'ENCODING', patch);
export const withEncodingOptions = (request: APIRequestContext, page: Page, options: Record<string, string>) =>
  withEncodingOperation(request, page, { options });
