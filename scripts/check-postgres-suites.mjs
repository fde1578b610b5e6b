// Fails unless the PostgreSQL suites really ran in the test command: the vitest suites named 'on PostgreSQL' and the
// Playwright project 'postgres' each passed at least one test and skipped none (a missing server must not pass
// unseen as a skip).
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const problems = [];

function judge(name, statuses, passedStatus) {
  const passed = statuses.filter((status) => status === passedStatus).length;
  if (passed === 0) problems.push(`${name}: no test passed`);
  else if (passed < statuses.length)
    problems.push(`${name}: ${statuses.length - passed} of ${statuses.length} did not pass`);
  else console.log(`${name}: ${passed} passed`);
}

const vitest = read('reports/vitest.json');
const vitestStatuses = (vitest?.testResults ?? []).flatMap((file) =>
  file.assertionResults
    .filter((test) => test.ancestorTitles.some((title) => title.includes('on PostgreSQL')))
    .map((test) => test.status),
);
judge("vitest suites 'on PostgreSQL'", vitestStatuses, 'passed');

const playwrightStatuses = [];
const walk = (suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) if (test.projectName === 'postgres') playwrightStatuses.push(test.status);
  (suite.suites ?? []).forEach(walk);
};
(read('reports/playwright.json')?.suites ?? []).forEach(walk);
judge("Playwright project 'postgres'", playwrightStatuses, 'expected');

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
