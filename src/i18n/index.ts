import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../core/language.ts';
import dialogsEn from './dialogs.en.json';
import dialogsIt from './dialogs.it.json';
import en from './en.json';
import it from './it.json';

export const resources = {
  en: { translation: { ...en, dialogs: dialogsEn } },
  it: { translation: { ...it, dialogs: dialogsIt } },
} as const;

/** One i18next instance per app (or story, or test); English fills any missing key. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
