/**
 * `npx tsx scripts/requirements-coverage.ts [000|001|002 …] [--list]`: how many of a spec document's requirements
 * (../shared/spec/requirements/{doc}.md) a test names in its title (`[000-7.1-09]`), how many the README lists as not
 * applicable (its 'Requirements not applicable' section, one `- \`ID\` reason` line each), and which are neither.
 * IDs named by a test but absent from the requirements are printed too (a typo names nothing). Each document is
 * broken down by section (named / total / not applicable), and the IDs named only by tests under src/core/routes or
 * src/core/operation-config are listed: a route or an option parsed is not yet a screen that opens or reads it, so
 * those claims are the ones to check by eye.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requirementsDir = path.resolve(root, '..', 'shared', 'spec', 'requirements');
const args = process.argv.slice(2);
const listing = args.includes('--list');
const documents = args.filter((arg) => /^\d{3}$/.test(arg));
/** Test files, and stories: each story is played as a test (stories/all-stories.test.tsx). */
const testFile = /\.(test|spec|stories)\.tsx?$/;
/** A requirement ID, in a title or in a table of cases an it.each puts into its titles (`[%s]`). */
const idPattern = /\b(\d{3}-\d+(?:\.\d+)?(?:-[a-z]+)?-\d{2})\b/g;
/** Anything bracketed like an ID in a test file, to catch section numbers written as IDs (`[001-4.10]`). */
const bracketedPattern = /\[(\d{3}-[^\]\s]+)\]/g;

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : testFile.test(name) ? [file] : [];
  });
}

/** The document's requirement IDs, each with the heading of its section ('2. Screens'). */
function requirementIds(document: string): { id: string; section: string }[] {
  const text = readFileSync(path.join(requirementsDir, `${document}.md`), 'utf8');
  const rows: { id: string; section: string }[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^#{2,4} (.+)$/.exec(line);
    if (heading && !line.startsWith('# ')) section = heading[1]!.trim();
    const row = /^\| (\d{3}-\S+) \|/.exec(line);
    if (row) rows.push({ id: row[1]!, section });
  }
  return rows;
}

/** Tests that check a route's matching or an option's parsing, not the screen that opens or reads it. */
const parsingOnly = (file: string) => /^src\/core\/(routes|operation-config)\//.test(file);

function namedIds(): Map<string, string[]> {
  const named = new Map<string, string[]>();
  for (const file of ['src', 'sandbox', 'tests', 'stories'].flatMap((dir) => filesUnder(path.join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of [...text.matchAll(idPattern), ...text.matchAll(bracketedPattern)]) {
      const files = named.get(match[1]!) ?? [];
      const relative = path.relative(root, file);
      if (!files.includes(relative)) files.push(relative);
      named.set(match[1]!, files);
    }
  }
  return named;
}

/** The README's not-applicable list: `- \`000-1-08\` reason` lines under the heading 'Requirements not applicable'. */
function notApplicable(): Set<string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((part) => part.startsWith('Requirements not applicable')) ?? '';
  return new Set([...section.matchAll(/^- `(\d{3}-\S+)`/gm)].map((match) => match[1]!));
}

if (!existsSync(requirementsDir)) {
  console.error(`No requirements at ${requirementsDir}`);
  process.exit(2);
}
const named = namedIds();
const excused = notApplicable();
for (const document of documents.length ? documents : ['000', '001', '002']) {
  const rows = requirementIds(document);
  const ids = rows.map((row) => row.id);
  const known = new Set(ids);
  const covered = ids.filter((id) => named.has(id));
  const listed = ids.filter((id) => !named.has(id) && excused.has(id));
  const open = ids.filter((id) => !named.has(id) && !excused.has(id));
  const unknown = [...named.keys()].filter((id) => id.startsWith(`${document}-`) && !known.has(id));
  const share = (count: number) => `${((100 * count) / ids.length).toFixed(1)} %`;
  console.log(
    `${document}: ${ids.length} requirements, ${covered.length} named by a test (${share(covered.length)}), ` +
      `${listed.length} not applicable (README), ${open.length} neither`,
  );
  for (const id of unknown) console.log(`  named but not a requirement: ${id} (${named.get(id)!.join(', ')})`);
  const sections = new Map<string, { total: number; named: number; excused: number }>();
  for (const { id, section } of rows) {
    const tally = sections.get(section) ?? { total: 0, named: 0, excused: 0 };
    tally.total += 1;
    if (named.has(id)) tally.named += 1;
    else if (excused.has(id)) tally.excused += 1;
    sections.set(section, tally);
  }
  for (const [section, tally] of sections)
    console.log(
      `  ${section.padEnd(48).slice(0, 48)} ${String(tally.named).padStart(4)} / ${String(tally.total).padEnd(4)}` +
        (tally.excused ? ` (${tally.excused} not applicable)` : ''),
    );
  const byParsingOnly = covered.filter((id) => named.get(id)!.every(parsingOnly));
  if (byParsingOnly.length)
    console.log(
      `  named only by tests under src/core/routes or src/core/operation-config (check by eye):\n` +
        byParsingOnly.map((id) => `    ${id} (${named.get(id)!.join(', ')})`).join('\n'),
    );
  if (listing && open.length) console.log(open.map((id) => `  ${id}`).join('\n'));
}
