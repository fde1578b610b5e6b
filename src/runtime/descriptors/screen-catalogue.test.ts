import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '../../widgets/registry.ts';
import { formatProblem } from './descriptor-problem.ts';
import { catalogueEntries, findEntry, loadCatalogueScreen, screenCatalogue } from './screen-catalogue.ts';

const lookup = (name: string) => widgetRegistry[name as keyof typeof widgetRegistry];

describe('the descriptors of schemas/screens', () => {
  it('should hold at least one descriptor', () => {
    expect(screenCatalogue.length).toBeGreaterThan(0);
  });

  it.each(screenCatalogue.map((entry) => [entry.file, entry] as const))(
    "%s should pass its schema, its widgets' props schemas and the rule checks",
    async (_file, entry) => {
      const screen = await loadCatalogueScreen(entry, lookup);
      const nodeProblems = Object.values(screen.regions)
        .flat()
        .flatMap(function problems(node): string[] {
          return [...node!.problems.map(formatProblem), ...node!.children.flatMap(problems)];
        });
      expect([...screen.problems.map(formatProblem), ...nodeProblems]).toEqual([]);
    },
  );
});

describe('findEntry() (a screen is chosen by operation type, then templatePath variant)', () => {
  const load = async () => ({});
  const entries = catalogueEntries({
    '../../../schemas/screens/encoding/associate.json': load,
    '../../../schemas/screens/encoding/associate.browserPrint.json': load,
    '../../../schemas/screens/encoding/verify.json': load,
  });

  it('should name screens and variants from the file names', () => {
    expect(entries.map((e) => [e.screen, e.variant])).toEqual([
      ['encoding/associate', ''],
      ['encoding/associate', 'browserPrint'],
      ['encoding/verify', ''],
    ]);
  });

  it('should prefer the variant and fall back to the default layout', () => {
    expect(findEntry(entries, 'encoding/associate', 'browserPrint')?.variant).toBe('browserPrint');
    expect(findEntry(entries, 'encoding/associate', 'imbustatrice')?.variant).toBe('');
    expect(findEntry(entries, 'encoding/associate')?.variant).toBe('');
    expect(findEntry(entries, 'sorting/reading')).toBeUndefined();
  });

  it('should flag a descriptor whose screen disagrees with its file name', async () => {
    const [entry] = catalogueEntries({
      '../../../schemas/screens/shell/home.json': async () => ({ screen: 'shell/other', regions: {} }),
    });
    const screen = await loadCatalogueScreen(entry!, lookup);
    expect(screen.problems[0]?.message).toMatch(
      /expected screen 'shell\/home' as the file name says, found 'shell\/other'/,
    );
  });
});
