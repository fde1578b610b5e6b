/** The interface languages (000 §9). */
export const languages = ['en', 'it'] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The starting language (000 §1, decision in the spec README): the stored choice, else the browser's language when it
 * is Italian or English, else English.
 */
export function chooseLanguage(stored: string | null | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
