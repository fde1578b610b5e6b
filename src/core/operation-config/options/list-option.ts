import type { OptionSpec } from '../option-spec.ts';
import { ok, refused } from '../option-spec.ts';

/** Trimmed, non-empty, first occurrence kept. */
function normalise(entries: readonly string[]): string[] {
  return [...new Set(entries.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
}

/**
 * A comma-separated list (000 §3: ignoreReadingTagsWithPrefixes, errorStates, ...): entries trimmed, empty entries
 * dropped, duplicates removed. A JSON array of strings is accepted as the already split list.
 */
export function listOption(doc: string): OptionSpec<readonly string[]> {
  return {
    form: 'single',
    default: [],
    expected: 'a comma-separated list',
    doc,
    parse(raw) {
      if (typeof raw === 'string') return ok(normalise(raw.split(',')));
      if (Array.isArray(raw) && raw.every((entry) => typeof entry === 'string')) return ok(normalise(raw));
      return refused;
    },
    accepts: (value): value is readonly string[] =>
      Array.isArray(value) &&
      value.every((entry) => typeof entry === 'string' && entry !== '' && entry === entry.trim()) &&
      new Set(value).size === value.length,
    jsonSchema: {
      description: doc,
      default: '',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
  };
}
