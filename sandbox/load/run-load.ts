/**
 * The load run: the sandbox API (as the test harness opens it: seeded database, tokens 'valid-{username}') served on
 * 127.0.0.1, the fault proxy in front of it losing a fraction of the answers, and the stations running concurrently
 * through the proxy; then the database is checked (verify-load.ts) and a summary line made. Everything listens on
 * loopback ports the system picks, and is closed (and a PostgreSQL run's database dropped) at the end.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { openApiHarness } from '../api/api-test-harness.ts';
import type { ConfirmRecord } from '../api/confirm-ledger.ts';
import { createDropChoice } from './drop-choice.ts';
import { startFaultProxy } from './fault-proxy.ts';
import { summarizeLatencies, type LatencySummary } from './latency.ts';
import { createLoadDatabase } from './load-database.ts';
import { loadUserId, planLoad, seedLoad, type LoadShape } from './load-plan.ts';
import { backoffDelays, createRetryingClient } from './retrying-client.ts';
import { runStation, type StationRun } from './simulated-station.ts';
import { verifyLoad } from './verify-load.ts';

export interface LoadOptions extends LoadShape {
  /** The fraction of answers the proxy loses, 0 to 1. */
  dropFraction: number;
  seed: number;
  /** Retries of a call whose answer was lost. */
  retries: number;
  /** A PostgreSQL server to run on (a database of the run's own); PGlite in memory when undefined. */
  serverUrl?: string | undefined;
}

export interface LoadReport {
  stations: number;
  confirms: number;
  requests: number;
  dropped: number;
  retries: number;
  latency: LatencySummary;
  elapsedSeconds: number;
  /** What the database check found wrong, and the calls that failed; both empty on a good run. */
  problems: string[];
  failures: string[];
  database: string;
  seed: number;
}

export function summaryLine(report: LoadReport): string {
  const { p50, p95, max } = report.latency;
  const ms = (value: number) => `${Math.round(value)}`;
  return (
    `load: ${report.stations} stations, ${report.confirms} confirms, ${report.requests} requests, ` +
    `${report.dropped} dropped responses, ${report.retries} retries, ` +
    `confirm latency p50 ${ms(p50)} ms, p95 ${ms(p95)} ms, max ${ms(max)} ms, ` +
    `${report.elapsedSeconds.toFixed(1)} s (${report.database}, seed ${report.seed})`
  );
}

async function serveApi(fetch: (request: Request) => Response | Promise<Response>) {
  let address: AddressInfo | undefined;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      address = info;
      resolve(started);
    });
  });
  return {
    url: `http://127.0.0.1:${address!.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

function totals(runs: StationRun[]) {
  const confirms = runs.flatMap((run) => run.confirms);
  const decodeRetries = runs.reduce((sum, run) => sum + run.decodeAttempts - run.decodes, 0);
  const confirmRetries = confirms.reduce((sum, confirm) => sum + confirm.attempts - 1, 0);
  return { confirms, retries: decodeRetries + confirmRetries, failures: runs.flatMap((run) => run.failures) };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const plan = planLoad(options);
  const database = await createLoadDatabase(options.serverUrl);
  try {
    const harness = await openApiHarness({ databaseUrl: database.databaseUrl });
    try {
      await seedLoad(harness.db, plan);
      const api = await serveApi(harness.app.fetch);
      const proxy = await startFaultProxy({
        target: api.url,
        choice: createDropChoice(options.seed, options.dropFraction),
      });
      try {
        const started = performance.now();
        const runs = await Promise.all(
          plan.map((station) =>
            runStation(
              createRetryingClient({
                baseUrl: proxy.url,
                token: `valid-${station.username}`,
                retryDelaysMs: backoffDelays(options.retries),
              }),
              station,
            ),
          ),
        );
        const elapsedSeconds = (performance.now() - started) / 1000;
        const { confirms, retries, failures } = totals(runs);
        const ledger = await harness.json<{ confirmations: ConfirmRecord[] }>('/control/confirmations', {
          token: null,
        });
        const expectedTransfers = plan.length * options.transfersPerStation;
        const problems = await verifyLoad(harness.db, {
          expectedConfirms: plan.length * options.listsPerStation + expectedTransfers,
          expectedTransfers,
          userIds: plan.map((station) => loadUserId(station.username)),
          usernames: plan.map((station) => station.username),
          confirms,
          ledger: ledger.confirmations,
        });
        const stats = proxy.stats();
        return {
          stations: plan.length,
          confirms: confirms.length,
          requests: stats.requests,
          dropped: stats.dropped,
          retries,
          latency: summarizeLatencies(confirms.map((confirm) => confirm.latencyMs)),
          elapsedSeconds,
          problems,
          failures,
          database: database.label,
          seed: options.seed,
        };
      } finally {
        await proxy.close();
        await api.close();
      }
    } finally {
      await harness.db.close();
    }
  } finally {
    await database.drop();
  }
}
