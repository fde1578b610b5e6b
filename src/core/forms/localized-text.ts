import type { LocalizedText } from './form-field.ts';

/** A label for the current language: the text itself, the language's entry, else English, else the first one. */
export function localizedText(text: LocalizedText | undefined, language: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text.en ?? Object.values(text)[0] ?? '';
}
