import { describe, expect, it } from 'vitest';
import { kindTranslationBundles, type TranslationBundle } from '../core/translation-bundles.ts';
import { languages } from '../core/language.ts';
import { resources } from './index.ts';
import { initI18n } from './station-i18n.ts';
import stationEnglish from './station.en.ts';
import stationItalian from './station.it.ts';
import { translationsLoading } from './translation-bundles.ts';

const stationTexts = { en: stationEnglish, it: stationItalian };
const everyBundle: TranslationBundle[] = ['screens', ...kindTranslationBundles];

describe('translations loaded in parts (README, "What loads when")', () => {
  it.each(languages)('should make up every text of %s from the station part and all the bundles', async (language) => {
    const instance = initI18n(language, { [language]: stationTexts[language] });
    await translationsLoading(instance, everyBundle);
    expect(instance.getResourceBundle(language, 'translation')).toEqual(resources[language].translation);
  });

  it('should fetch only the active language', async () => {
    const instance = initI18n('it', { it: stationItalian });
    await translationsLoading(instance, ['sorting']);
    expect(instance.t('sorting.messages.notSortable', { serial: 'S1' })).toBe(
      resources.it.translation.sorting.messages.notSortable.replace('{{serial}}', 'S1'),
    );
    expect(instance.getResource('en', 'translation', 'sorting')).toBeUndefined();
  });

  it('should say nothing is loading once the bundles are there, and share one promise while they load', async () => {
    const instance = initI18n('en', { en: stationEnglish });
    const first = translationsLoading(instance, ['screens', 'encoding']);
    expect(translationsLoading(instance, ['screens', 'encoding'])).toBe(first);
    await first;
    expect(translationsLoading(instance, ['screens', 'encoding'])).toBeUndefined();
    expect(translationsLoading(instance, ['encoding', 'inventory'])).toBeDefined();
  });

  it('should leave the station part free of the bundles’ texts', () => {
    for (const bundle of kindTranslationBundles) expect(stationEnglish).not.toHaveProperty(bundle);
    for (const screens of ['readings', 'forms', 'widgets', 'confirmation'])
      expect(stationEnglish).not.toHaveProperty(screens);
  });
});
