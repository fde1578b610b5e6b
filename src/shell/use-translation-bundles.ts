import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationBundle } from '../core/translation-bundles.ts';
import { translationsLoading } from '../i18n/translation-bundles.ts';

/**
 * Suspends the component until the bundles' texts are in the station's language (the nearest Suspense shows);
 * `meanwhile` runs as the wait starts (a page's code fetched beside its texts).
 */
export function useTranslationBundles(bundles: readonly TranslationBundle[], meanwhile?: () => unknown): void {
  const { i18n } = useTranslation();
  const loading = translationsLoading(i18n, bundles);
  if (!loading) return;
  meanwhile?.();
  use(loading);
}
