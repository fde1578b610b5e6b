/**
 * Timings of the inventory calls the bench row 'inventory counters final after last decode' holds, without the
 * browser: on the sandbox API in this process (PGlite in memory, or PostgreSQL when DATABASE_URL is set), each round
 * makes an inventory of 20,000 expected items (POST /control/inventories), then times insertTags of 10,000 of its
 * codes and getCounters, the same insert again (every code already stored), the aggregates and a page of entries.
 * Prints each round and the median and minimum of every call, as wall time and as this process's CPU time (PGlite
 * runs in this thread, so CPU time is less disturbed by other work on the machine). Checks only the answers.
 *
 *   npx tsx scripts/inventory-timing.ts [rounds, default 5]
 */
import { openApiHarness } from '../sandbox/api/api-test-harness.ts';
import type { GeneratedInventory } from '../sandbox/api/inventory-control.ts';
import type { InventoryCounters } from '../sandbox/api/inventory-stock.ts';
import { openDatabase } from '../sandbox/db/database.ts';
import { resetDatabase } from '../sandbox/seed/seed-database.ts';
import { stableId } from '../sandbox/seed/seed-references.ts';

const BASE = '/api/v1/operations/inventory';
const rounds = Number(process.argv[2] ?? 5);
const databaseUrl = process.env.DATABASE_URL;

if (databaseUrl) {
  const db = await openDatabase({ dataDir: 'unused', databaseUrl });
  await resetDatabase(db);
  await db.close();
}
const api = await openApiHarness(databaseUrl ? { databaseUrl } : {});

function check(condition: boolean, what: string): void {
  if (!condition) throw new Error(`unexpected answer: ${what}`);
}

const times = new Map<string, { wall: number[]; cpu: number[] }>();
const ms = (value: number) => value.toFixed(0).padStart(6);

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await run();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const entry = times.get(label) ?? { wall: [], cpu: [] };
  entry.wall.push(wall);
  entry.cpu.push(cpuMs);
  times.set(label, entry);
  console.log(`  ${label.padEnd(30)} ${ms(wall)} ms  (cpu ${ms(cpuMs)} ms)`);
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

try {
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round}`);
    const created = await timed('create 20,000 expected', () =>
      api.json<GeneratedInventory>('/control/inventories', {
        method: 'POST',
        token: null,
        body: { placeId: stableId('places', 'WH-LOM'), expected: 20_000 },
      }),
    );
    const id = created.inventoryId;
    const codes = created.epcs.slice(0, 10_000);
    const insert = () =>
      api.json<{ inserted: number; alreadyInserted: number }>(`${BASE}/${id}/insertTags`, {
        method: 'POST',
        body: { itemIdentifierCodes: codes },
      });
    const first = await timed('insertTags 10,000', insert);
    check(first.inserted === 10_000, 'first insert');
    const counters = await timed('getCounters', () => api.json<InventoryCounters>(`${BASE}/${id}/getCounters`));
    check(
      counters.rfidDetected === 10_000 && counters.rfidMissing === 10_000 && counters.rfidExpected === 20_000,
      `counters ${JSON.stringify(counters)}`,
    );
    const again = await timed('insertTags 10,000 again', insert);
    check(again.alreadyInserted === 10_000, 'second insert');
    await timed('getCounters again', () => api.json<InventoryCounters>(`${BASE}/${id}/getCounters`));
    const aggregates = await timed('inventoryEntryAggregates', () =>
      api.json<{ content: { detected: number }[] }>(`/api/v1/inventoryEntryAggregates?inventoryId=${id}&size=1000`),
    );
    check(aggregates.content.reduce((sum, row) => sum + row.detected, 0) === 10_000, 'aggregates');
    const entries = await timed('inventoryEntries page of 100', () =>
      api.json<{ totalElements: number }>(`/api/v1/inventoryEntries?inventoryId=${id}&size=100`),
    );
    check(entries.totalElements === 10_000, `entries ${entries.totalElements}`);
  }
  console.log(`\n${'median (min) over rounds'.padEnd(32)}  wall ms        cpu ms`);
  for (const [label, { wall, cpu }] of times) {
    const wallText = `${ms(median(wall))} (${Math.min(...wall).toFixed(0)})`;
    console.log(`  ${label.padEnd(30)} ${wallText.padEnd(14)} ${ms(median(cpu))} (${Math.min(...cpu).toFixed(0)})`);
  }
} finally {
  await api.db.close();
}
