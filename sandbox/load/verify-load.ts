/**
 * What the database holds after the load, read from its tables directly (not through the API): for every confirm a
 * station made, exactly one operation instance (found by its own item ids; the one the station was answered), and no
 * other instance of the stations' users; one item transfer per transfer confirm; each transferred item in its
 * destination zone with one ITEM_TRANSFERRED event; and in the API's confirm ledger one record per Idempotency-Key.
 * Answers the problems found, none when all holds.
 */
import type { Queryable } from '../db/database.ts';
import type { ConfirmRecord } from '../api/confirm-ledger.ts';
import type { ConfirmOutcome } from './simulated-station.ts';

export interface LoadExpectation {
  /** Every confirm the stations were asked to make. */
  expectedConfirms: number;
  expectedTransfers: number;
  userIds: string[];
  usernames: string[];
  confirms: ConfirmOutcome[];
  ledger: ConfirmRecord[];
}

const itemsKey = (itemIds: readonly string[]) => [...itemIds].sort().join(',');

function countBy<T>(values: T[], keyOf: (value: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(keyOf(value), (counts.get(keyOf(value)) ?? 0) + 1);
  return counts;
}

async function instanceProblems(db: Queryable, expectation: LoadExpectation): Promise<string[]> {
  const { rows } = await db.query<{ id: string; item_ids: string[] }>(
    `select id, data -> 'itemIds' as item_ids from resources
      where kind = 'operationInstances' and data ->> 'creationUserId' = any($1::text[])`,
    [expectation.userIds],
  );
  const problems: string[] = [];
  if (rows.length !== expectation.expectedConfirms)
    problems.push(`${rows.length} operation instances stored, ${expectation.expectedConfirms} confirms expected`);
  const byItems = new Map<string, string[]>();
  for (const row of rows) byItems.set(itemsKey(row.item_ids), [...(byItems.get(itemsKey(row.item_ids)) ?? []), row.id]);
  for (const confirm of expectation.confirms) {
    const stored = byItems.get(itemsKey(confirm.itemIds)) ?? [];
    if (stored.length !== 1)
      problems.push(`${confirm.kind} ${confirm.idempotencyKey} of ${confirm.username}: ${stored.length} instances`);
    else if (stored[0] !== confirm.instanceId)
      problems.push(`${confirm.kind} ${confirm.idempotencyKey}: answered ${confirm.instanceId}, stored ${stored[0]}`);
  }
  return problems;
}

async function transferProblems(db: Queryable, expectation: LoadExpectation): Promise<string[]> {
  const problems: string[] = [];
  const { rows: transfers } = await db.query<{ count: number }>(
    `select count(*)::int as count from resources
      where kind = 'itemTransfers' and data #>> '{user,username}' = any($1::text[])`,
    [expectation.usernames],
  );
  const transferCount = Number(transfers[0]?.count ?? 0);
  if (transferCount !== expectation.expectedTransfers)
    problems.push(`${transferCount} item transfers stored, ${expectation.expectedTransfers} expected`);
  const destinations = new Map<string, string>();
  for (const confirm of expectation.confirms)
    if (confirm.destinationZoneId) for (const id of confirm.itemIds) destinations.set(id, confirm.destinationZoneId);
  const ids = [...destinations.keys()];
  const { rows: items } = await db.query<{ id: string; zone_id: string | null }>(
    `select id, data ->> 'zoneId' as zone_id from resources where kind = 'items' and id = any($1::text[])`,
    [ids],
  );
  for (const item of items)
    if (item.zone_id !== destinations.get(item.id))
      problems.push(`item ${item.id} is in zone ${item.zone_id}, not ${destinations.get(item.id)}`);
  if (items.length !== ids.length) problems.push(`${ids.length - items.length} transferred items are gone`);
  const { rows: events } = await db.query<{ item_id: string; count: number }>(
    `select data ->> 'itemId' as item_id, count(*)::int as count from resources
      where kind = 'itemEvents' and data ->> 'eventType' = 'ITEM_TRANSFERRED' and data ->> 'itemId' = any($1::text[])
      group by 1`,
    [ids],
  );
  const eventCounts = new Map(events.map((row) => [row.item_id, Number(row.count)]));
  for (const id of ids)
    if (eventCounts.get(id) !== 1) problems.push(`item ${id}: ${eventCounts.get(id) ?? 0} ITEM_TRANSFERRED events`);
  return problems;
}

function ledgerProblems(expectation: LoadExpectation): string[] {
  const users = new Set(expectation.userIds);
  const records = expectation.ledger.filter((record) => users.has(record.userId));
  const problems: string[] = [];
  if (records.length !== expectation.expectedConfirms)
    problems.push(`${records.length} confirms ran on the API, ${expectation.expectedConfirms} expected`);
  const byKey = countBy(records, (record) => `${record.userId} ${record.idempotencyKey ?? 'no key'}`);
  for (const [key, count] of byKey) if (count !== 1) problems.push(`confirm ${key} ran ${count} times`);
  return problems;
}

export async function verifyLoad(db: Queryable, expectation: LoadExpectation): Promise<string[]> {
  const problems = [...(await instanceProblems(db, expectation)), ...(await transferProblems(db, expectation))];
  if (expectation.confirms.length !== expectation.expectedConfirms)
    problems.push(`${expectation.confirms.length} confirms answered, ${expectation.expectedConfirms} expected`);
  return [...problems, ...ledgerProblems(expectation)];
}
