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

console.log('\nSuite totals');
for (const [name, p, f] of rows)
  console.log(`  ${name.padEnd(44)} ${String(p).padStart(5)} passed ${String(f).padStart(4)} failed`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
