// Prints the totals of every suite as one closing line 'N passed, N failed' (vitest, Playwright, and each check step).
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
const rows = [];

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  rows.push(['vitest (unit, component, stories, sandbox)', vitest.numPassedTests, vitest.numFailedTests]);
}

const playwright = read('reports/playwright.json');
if (playwright) {
  const { expected = 0, unexpected = 0, flaky = 0 } = playwright.stats ?? {};
  passed += expected + flaky;
  failed += unexpected;
  rows.push(['playwright (end-to-end, Chromium)', expected + flaky, unexpected]);
}

for (const file of readdirSync('reports').filter((f) => f.startsWith('step-'))) {
  const step = read(`reports/${file}`);
  // The install is timed by .ci/run for the time table; it is not one of this command's checks.
  if (step.name === 'install') continue;
  if (['vitest', 'e2e'].includes(step.name)) {
    // Counted by their own reports; a runner that ended without writing one counts as one failure.
    const report = step.name === 'vitest' ? vitest : playwright;
    if (!report) {
      failed += 1;
      rows.push([`${step.name}: no report written`, 0, 1]);
    }
    continue;
  }
  if (step.ok) passed += 1;
  else failed += 1;
  rows.push([`check: ${step.name}`, step.ok ? 1 : 0, step.ok ? 0 : 1]);
}

printTimeTable();

console.log('\nSuite totals');
for (const [name, p, f] of rows)
  console.log(`  ${name.padEnd(44)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** Each step's seconds in the order the test command runs them, then the five slowest test files of either runner. */
function printTimeTable() {
  const order = [
    'install',
    'chromium',
    'postgresql',
    'typecheck',
    'lint',
    'format',
    'vitest',
    'storybook-build',
    'e2e',
  ];
  const steps = readdirSync('reports')
    .filter((file) => file.startsWith('step-'))
    .map((file) => read(`reports/${file}`))
    .filter((step) => typeof step.seconds === 'number')
    .sort((a, b) => rank(order, a.name) - rank(order, b.name));
  console.log('\nTime table (seconds)');
  for (const step of steps) console.log(`  ${step.name.padEnd(20)} ${String(step.seconds).padStart(6)}`);
  console.log(`  ${'total'.padEnd(20)} ${String(steps.reduce((sum, step) => sum + step.seconds, 0)).padStart(6)}`);

  const files = [...vitestFileSeconds(), ...playwrightFileSeconds()].sort((a, b) => b.seconds - a.seconds);
  console.log('\nSlowest test files (seconds)');
  for (const file of files.slice(0, 5)) console.log(`  ${file.seconds.toFixed(1).padStart(7)}  ${file.name}`);
}

function rank(order, name) {
  const index = order.indexOf(name);
  return index === -1 ? order.length : index;
}

function vitestFileSeconds() {
  return (vitest?.testResults ?? []).map((file) => ({
    name: `vitest ${file.name.replace(`${process.cwd()}/`, '')}`,
    seconds: (file.endTime - file.startTime) / 1000,
  }));
}

/** A spec file's journeys added up over its tests and projects (they may have run on different workers). */
function playwrightFileSeconds() {
  const byFile = new Map();
  const walk = (suite, file) => {
    const name = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) byFile.set(name, (byFile.get(name) ?? 0) + result.duration / 1000);
    (suite.suites ?? []).forEach((child) => walk(child, name));
  };
  (playwright?.suites ?? []).forEach((suite) => walk(suite, suite.file));
  return [...byFile].map(([name, seconds]) => ({ name: `e2e ${name}`, seconds }));
}
