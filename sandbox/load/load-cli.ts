/**
 * npm run load-test [-- --stations 200 --lists 20 --transfers 20 --items 3 --drop 0.1 --retries 10]: the load of
 * load.test.ts from the command line, with other numbers. LOAD_SEED repeats a run's lost answers; TEST_DATABASE_URL
 * runs it on a PostgreSQL server (in a database of its own, dropped after). Exits 1 when a confirm is lost or doubled.
 */
import { parseArgs } from 'node:util';
import { runSeed } from './drop-choice.ts';
import { runLoad, summaryLine } from './run-load.ts';

const { values } = parseArgs({
  options: {
    stations: { type: 'string', default: '50' },
    lists: { type: 'string', default: '20' },
    transfers: { type: 'string', default: '20' },
    items: { type: 'string', default: '3' },
    drop: { type: 'string', default: '0.1' },
    retries: { type: 'string', default: '10' },
  },
});

function count(name: keyof typeof values): number {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got '${values[name]}'`);
  return value;
}

const seed = runSeed();
console.log(`load: seed ${seed}`);
const report = await runLoad({
  stations: count('stations'),
  listsPerStation: count('lists'),
  transfersPerStation: count('transfers'),
  itemsPerConfirm: Math.max(1, count('items')),
  dropFraction: Number(values.drop),
  retries: count('retries'),
  seed,
  serverUrl: process.env.TEST_DATABASE_URL || undefined,
});
console.log(summaryLine(report));
const wrong = [...report.failures, ...report.problems];
for (const problem of wrong.slice(0, 50)) console.error(`  ${problem}`);
if (wrong.length > 50) console.error(`  … and ${wrong.length - 50} more`);
process.exit(wrong.length === 0 ? 0 : 1);
