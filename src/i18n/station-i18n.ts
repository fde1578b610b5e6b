import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../core/language.ts';
import stationEnglish from './station.en.ts';

type TranslationTree = Record<string, unknown>;

/**
 * i18next's settings shared by the station and by tests and stories (index.ts). The trees are copied: i18next merges
 * later bundles into the objects it is given, and the imported modules' texts must stay as they are.
 */
export function initI18n(language: Language, resources: Partial<Record<Language, TranslationTree>>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(resources).map(([name, tree]) => [name, { translation: structuredClone(tree) }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/**
 * The station's i18next instance with the texts of sign-in, start-up and the dashboard in its language; the screens'
 * and the kinds' texts come later (translation-bundles.ts). English is in the entry chunk; Italian is fetched first,
 * and should it not arrive the station starts in English rather than not at all.
 */
export async function createStationI18n(language: Language): Promise<i18n> {
  if (language === 'en') return initI18n('en', { en: stationEnglish });
  const italian = await import('./station.it.ts').then(
    (module) => module.default,
    () => undefined,
  );
  return italian ? initI18n('it', { it: italian }) : initI18n('en', { en: stationEnglish });
}
