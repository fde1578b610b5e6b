import type { i18n } from 'i18next';
import { isLanguage, type Language } from '../core/language.ts';
import type { KindTranslationBundle, TranslationBundle } from '../core/translation-bundles.ts';

type TranslationTree = Record<string, unknown>;
type BundleLoader = () => Promise<TranslationTree>;

/** A kind's texts sit under its name in the one translation tree (`sorting.messages.…`). */
function underName(name: KindTranslationBundle, load: () => Promise<{ default: TranslationTree }>): BundleLoader {
  return () => load().then((module) => ({ [name]: module.default }));
}

/** Each `import()` is a chunk of its own, so only the active language's texts of a bundle are fetched. */
const bundleLoaders: Record<TranslationBundle, Record<Language, BundleLoader>> = {
  screens: {
    en: () => import('./screens.en.ts').then((module) => module.default),
    it: () => import('./screens.it.ts').then((module) => module.default),
  },
  conveyor: {
    en: underName('conveyor', () => import('./conveyor.en.json')),
    it: underName('conveyor', () => import('./conveyor.it.json')),
  },
  encoding: {
    en: underName('encoding', () => import('./encoding.en.json')),
    it: underName('encoding', () => import('./encoding.it.json')),
  },
  inventory: {
    en: underName('inventory', () => import('./inventory.en.json')),
    it: underName('inventory', () => import('./inventory.it.json')),
  },
  parcelList: {
    en: underName('parcelList', () => import('./parcelList.en.json')),
    it: underName('parcelList', () => import('./parcelList.it.json')),
  },
  shipment: {
    en: underName('shipment', () => import('./shipment.en.json')),
    it: underName('shipment', () => import('./shipment.it.json')),
  },
  sorting: {
    en: underName('sorting', () => import('./sorting.en.json')),
    it: underName('sorting', () => import('./sorting.it.json')),
  },
  transfers: {
    en: underName('transfers', () => import('./transfers.en.json')),
    it: underName('transfers', () => import('./transfers.it.json')),
  },
};

/** A top-level key each bundle brings: when the tree has it, the bundle is there (tests and stories load them all). */
const presenceKeys: Record<TranslationBundle, string> = {
  screens: 'readings',
  conveyor: 'conveyor',
  encoding: 'encoding',
  inventory: 'inventory',
  parcelList: 'parcelList',
  shipment: 'shipment',
  sorting: 'sorting',
  transfers: 'transfers',
};

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
  const missing = bundles.filter((bundle) => !instance.getResource(language, 'translation', presenceKeys[bundle]));
  if (missing.length === 0) return undefined;
  let loading = loadingByInstance.get(instance);
  if (!loading) loadingByInstance.set(instance, (loading = new Map()));
  const key = `${language}:${missing.join(',')}`;
  const cached = loading.get(key);
  if (cached) return cached;
  const promise = Promise.all(missing.map((bundle) => bundleLoaders[bundle][language]())).then((trees) => {
    for (const tree of trees) instance.addResourceBundle(language, 'translation', tree, true, false);
  });
  loading.set(key, promise);
  const forget = () => loading.delete(key);
  promise.then(forget, forget);
  return promise;
}
