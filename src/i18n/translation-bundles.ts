import type { i18n } from 'i18next';
import { isLanguage, type Language } from '../core/language.ts';
import type { TranslationBundle } from '../core/translation-bundles.ts';

type TranslationTree = Record<string, unknown>;

/** Each kind's texts in each language, a chunk of its own (the names are core/translation-bundles.ts's). */
const kindTexts = import.meta.glob<TranslationTree>(
  './{conveyor,encoding,inventory,parcelList,shipment,sorting,transfers}.{en,it}.json',
  { import: 'default' },
);

/** Only the active language's texts of a bundle are fetched; a kind's sit under its name (`sorting.messages.…`). */
function loadBundle(bundle: TranslationBundle, language: Language): Promise<TranslationTree> {
  if (bundle === 'screens')
    return (language === 'it' ? import('./screens.it.ts') : import('./screens.en.ts')).then((module) => module.default);
  const load = kindTexts[`./${bundle}.${language}.json`];
  if (!load) return Promise.reject(new Error(`No ${language} texts for ${bundle}`));
  return load().then((texts) => ({ [bundle]: texts }));
}

/** A top-level key each bundle brings: when the tree has it, the bundle is there (tests and stories load them all). */
const presenceKey = (bundle: TranslationBundle) => (bundle === 'screens' ? 'readings' : bundle);

const loadingByInstance = new WeakMap<i18n, Map<string, Promise<void>>>();

function activeLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : 'en';
}

/**
 * Adds the bundles' texts in the active language to the instance. Undefined when they are all there already;
 * otherwise one promise per instance and set of bundles (React's `use` needs the same promise on every render). A
 * bundle that fails to arrive may be asked for again.
 */
export function translationsLoading(instance: i18n, bundles: readonly TranslationBundle[]): Promise<void> | undefined {
  const language = activeLanguage(instance);
  const missing = bundles.filter((bundle) => !instance.getResource(language, 'translation', presenceKey(bundle)));
  if (missing.length === 0) return undefined;
  let loading = loadingByInstance.get(instance);
  if (!loading) loadingByInstance.set(instance, (loading = new Map()));
  const key = `${language}:${missing.join(',')}`;
  const cached = loading.get(key);
  if (cached) return cached;
  const promise = Promise.all(missing.map((bundle) => loadBundle(bundle, language))).then((trees) => {
    for (const tree of trees) instance.addResourceBundle(language, 'translation', tree, true, false);
  });
  loading.set(key, promise);
  const forget = () => loading.delete(key);
  promise.then(forget, forget);
  return promise;
}
