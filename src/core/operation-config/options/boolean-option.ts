import type { OptionSpec } from '../option-spec.ts';
import { ok, refused } from '../option-spec.ts';
import { wordLookup, wordsPattern } from './word-pattern.ts';

const TRUE_WORDS = ['true', 'yes'] as const;
const FALSE_WORDS = ['false', 'no'] as const;
const lookup = wordLookup([...TRUE_WORDS, ...FALSE_WORDS]);

/**
 * A switch (000 §3 Operation: "boolean" options arrive as strings). Accepts 'true'/'false' and 'yes'/'no' (002 §3
 * writes some switches as 'yes'/'no', e.g. enableUhfWrite, sessionRework) in any case, and JSON booleans.
 */
export function booleanOption(fallback: boolean, doc: string): OptionSpec<boolean> {
  return {
    form: 'single',
    default: fallback,
    expected: "'true' or 'false' (or 'yes'/'no')",
    doc,
    parse(raw) {
      if (typeof raw === 'boolean') return ok(raw);
      if (typeof raw !== 'string') return refused;
      const word = lookup(raw);
      if (word === undefined) return refused;
      return ok((TRUE_WORDS as readonly string[]).includes(word));
    },
    accepts: (value): value is boolean => typeof value === 'boolean',
    jsonSchema: {
      description: doc,
      default: String(fallback),
      anyOf: [{ type: 'string', pattern: wordsPattern([...TRUE_WORDS, ...FALSE_WORDS]) }, { type: 'boolean' }],
    },
  };
}
