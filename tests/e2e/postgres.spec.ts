/**
 * One whole journey on a sandbox whose database is a real PostgreSQL server (project 'postgres'): sign in, choose the
 * packing bench, open the item list, read tags from the device-manager emulator, confirm; the operation instance the
 * sandbox saved is then read straight from PostgreSQL.
 */
import { expect, test } from './journey.ts';
import pg from 'pg';
import { tagInfoDemoField } from '../../sandbox/seed/demo-fields.ts';
import { packingAntennaId } from './device-fixtures.ts';
import { openItemListReading } from './item-list-fixtures.ts';
import { e2ePostgresUrls } from './e2e-env.ts';

const field = tagInfoDemoField(50);

interface Ledger {
  confirmations: { call: string; operationInstanceId: string | null; itemIds: string[] }[];
}

test('[000-1-11] the simple item list confirms on a sandbox backed by PostgreSQL, which holds what it saved', async ({
  page,
  request,
}) => {
  const emulatorReset = await request.post(`${e2ePostgresUrls.device}/emulator/reset`);
  expect(emulatorReset.ok()).toBe(true);
  const fieldSet = await request.put(`${e2ePostgresUrls.device}/emulator/antennas/${packingAntennaId}/field`, {
    data: { tags: field },
  });
  expect(fieldSet.ok()).toBe(true);
  await request.post(`${e2ePostgresUrls.api}/control/reset`);

  await openItemListReading(page, 'On PostgreSQL');

  await page.getByRole('button', { name: 'Start reading' }).click();
  const total = page.locator('[data-counter="total"]').locator('dd');
  await expect(total).toHaveText(String(field.length), { timeout: 45_000 });
  await page.getByRole('button', { name: 'Stop reading' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const question = page.getByRole('dialog', { name: 'Operation complete. Perform another operation?' });
  await question.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(new RegExp(`^${e2ePostgresUrls.station}/?$`));

  const ledger = (await (await request.get(`${e2ePostgresUrls.api}/control/confirmations`)).json()) as Ledger;
  expect(ledger.confirmations).toHaveLength(1);
  const { operationInstanceId, itemIds } = ledger.confirmations[0]!;
  expect(itemIds.length).toBeGreaterThan(0);

  const client = new pg.Client(e2ePostgresUrls.database);
  await client.connect();
  try {
    const { rows } = await client.query<{ data: { status?: unknown; itemIds?: unknown; form?: unknown } }>(
      `select data from resources where kind = 'operationInstances' and id = $1`,
      [operationInstanceId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.data).toMatchObject({ status: 'CONFIRMED', itemIds });
    expect(JSON.stringify(rows[0]!.data.form)).toContain('On PostgreSQL');
    // The sign-in went through the provider's storage in the same database.
    const sessions = await client.query(`select 1 from oidc_payloads where model = 'Session'`);
    expect(sessions.rowCount).toBeGreaterThan(0);
  } finally {
    await client.end();
  }
});
