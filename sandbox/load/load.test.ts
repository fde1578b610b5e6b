/**
 * Issue 17: 50 stations at the API level, each confirming 20 simple item lists and 20 transfers to zone, through a
 * proxy that loses 10 % of the answers after the API ran them: every confirm is stored exactly once (000 §4.10), none
 * is lost, the transferred items are in their zones; the summary line (with p95 confirm latency and the seed that
 * reproduces the run: LOAD_SEED) is printed. PGlite in memory, or a fresh database on TEST_DATABASE_URL's server.
 */
import { describe, expect, it } from 'vitest';
import { runSeed } from './drop-choice.ts';
import { runLoad, summaryLine } from './run-load.ts';

describe('load: 50 stations confirming through lost answers', () => {
  it('stores every confirm exactly once with 10 % of the answers lost', async () => {
    const seed = runSeed();
    console.log(`load: seed ${seed} (LOAD_SEED=${seed} repeats the run's choice of lost answers)`);
    const report = await runLoad({
      stations: 50,
      listsPerStation: 20,
      transfersPerStation: 20,
      itemsPerConfirm: 3,
      dropFraction: 0.1,
      retries: 10,
      seed,
      serverUrl: process.env.TEST_DATABASE_URL || undefined,
    });
    console.log(summaryLine(report));
    expect(report.failures).toEqual([]);
    expect(report.problems).toEqual([]);
    expect(report.confirms).toBe(50 * 20 + 50 * 20);
    expect(report.dropped).toBeGreaterThan(0);
  }, 300_000);
});
