import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationBundle } from '../core/translation-bundles.ts';
import { translationsLoading } from '../i18n/translation-bundles.ts';

/**
 * What `use` reads when the texts are all there. React asks a component that suspended on `use` to call it again when
 * it renders after the wait (else it logs 'called use() to suspend in a previous render but did not call use() when
 * it finished'); a promise whose `status` is already 'fulfilled' is read at once, without suspending.
 */
const textsThere: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Suspends the component until the bundles' texts are in the station's language (the nearest Suspense shows);
 * `meanwhile` runs as the wait starts (a page's code fetched beside its texts).
 */
export function useTranslationBundles(bundles: readonly TranslationBundle[], meanwhile?: () => unknown): void {
  const { i18n } = useTranslation();
  const loading = translationsLoading(i18n, bundles);
  if (loading) meanwhile?.();
  use(loading ?? textsThere);
}
