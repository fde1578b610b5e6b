import { extendDescriptor, type FragmentLoader } from './extend-descriptor.ts';
import type { LoadedScreen, WidgetLookup } from './loaded-screen.ts';
import { loadScreen } from './load-screen.ts';

/**
 * The descriptors of `schemas/screens/`, fetched when a screen first needs them. A file is named
 * `{kind}/{screen}.json`, or `{kind}/{screen}.{variant}.json` for an operation templatePath variant.
 */
const descriptorFiles = import.meta.glob<unknown>('../../../schemas/screens/**/*.json', { import: 'default' });

const prefix = '../../../schemas/screens/';

/** The fragments descriptors extend (`schemas/fragments/{name}.json`), fetched when a descriptor names one. */
const fragmentFiles = import.meta.glob<unknown>('../../../schemas/fragments/*.json', { import: 'default' });

export function fragmentLoader(files: Record<string, () => Promise<unknown>> = fragmentFiles): FragmentLoader {
  return async (name) => {
    const load = files[`../../../schemas/fragments/${name}.json`];
    return load ? load() : undefined;
  };
}

export interface CatalogueEntry {
  file: string;
  screen: string;
  variant: string;
  load: () => Promise<unknown>;
}

export function catalogueEntries(files: Record<string, () => Promise<unknown>> = descriptorFiles): CatalogueEntry[] {
  return Object.entries(files).map(([path, load]) => {
    const relative = path.slice(path.indexOf(prefix) === 0 ? prefix.length : 0).replace(/\.json$/, '');
    const [kind, name = ''] = relative.split('/');
    const [screenName = '', ...variantParts] = name.split('.');
    return {
      file: `schemas/screens/${relative}.json`,
      screen: `${kind}/${screenName}`,
      variant: variantParts.join('.'),
      load,
    };
  });
}

/** The entry for a screen: the layout of the operation's templatePath variant when one exists, else the default. */
export function findEntry(entries: CatalogueEntry[], screen: string, variant = ''): CatalogueEntry | undefined {
  const candidates = entries.filter((entry) => entry.screen === screen);
  return candidates.find((entry) => entry.variant === variant) ?? candidates.find((entry) => entry.variant === '');
}

/**
 * Loads and checks a screen, with the fragment it extends; a descriptor whose `screen`/`variant` disagree with its
 * file name is a problem too.
 */
export async function loadCatalogueScreen(
  entry: CatalogueEntry,
  lookup: WidgetLookup,
  loadFragment: FragmentLoader = fragmentLoader(),
): Promise<LoadedScreen> {
  const extended = await extendDescriptor(await entry.load(), entry.file, loadFragment);
  if (extended.problems.length > 0)
    return { file: entry.file, screen: entry.screen, variant: entry.variant, regions: {}, problems: extended.problems };
  const loaded = loadScreen(extended.json, entry.file, lookup);
  if (loaded.problems.length === 0 && (loaded.screen !== entry.screen || loaded.variant !== entry.variant)) {
    loaded.problems.push({
      file: entry.file,
      path: '$.screen',
      message: `expected screen '${entry.screen}'${entry.variant ? ` variant '${entry.variant}'` : ''} as the file name says, found '${loaded.screen}'${loaded.variant ? ` variant '${loaded.variant}'` : ''}`,
    });
  }
  return loaded;
}

export const screenCatalogue = catalogueEntries();
