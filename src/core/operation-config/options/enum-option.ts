import type { FeatureFlags } from '../feature-flags.ts';
import type { OptionSpec } from '../option-spec.ts';
import { ok, refused } from '../option-spec.ts';
import { quotedList, wordLookup, wordsPattern } from './word-pattern.ts';

export interface EnumSettings<V extends string> {
  /** Values allowed only while a feature flag is on (ENCODING initialType 'wam', spec README decisions). */
  readonly requires?: Partial<Record<V, keyof FeatureFlags>>;
}

/** One of a closed set of words, matched ignoring case; anything else is refused. */
export function enumOption<const V extends readonly [string, ...string[]]>(
  values: V,
  fallback: V[number],
  doc: string,
  settings: EnumSettings<V[number]> = {},
): OptionSpec<V[number]> {
  const lookup = wordLookup<V[number]>(values);
  const expected = `one of ${quotedList(values)}`;
  return {
    form: 'single',
    default: fallback,
    expected,
    doc,
    parse(raw, context) {
      const value = typeof raw === 'string' ? lookup(raw) : undefined;
      if (value === undefined) return refused;
      const flag = settings.requires?.[value];
      if (flag !== undefined && !context.features[flag]) {
        return { ok: false, reason: `is ${JSON.stringify(value)}, which needs the ${flag} feature (off)` };
      }
      return ok(value);
    },
    accepts: (value): value is V[number] => typeof value === 'string' && (values as readonly string[]).includes(value),
    jsonSchema: {
      description: doc,
      default: fallback,
      type: 'string',
      pattern: wordsPattern(values),
      examples: values,
    },
  };
}

/**
 * A set of named words plus "any other word", which has a meaning of its own (000 §3: postConfirmAction "other" =
 * change input; canConfirmWith* "other" allows). Only a blank value is refused.
 */
export function openEnumOption<const V extends readonly [string, ...string[]], const O extends string>(
  values: V,
  fallback: V[number] | O,
  other: O,
  doc: string,
): OptionSpec<V[number] | O> {
  const lookup = wordLookup<V[number]>(values);
  return {
    form: 'single',
    default: fallback,
    expected: `${quotedList(values)}, or any other word (meaning '${other}')`,
    doc,
    parse(raw) {
      if (typeof raw !== 'string' || raw.trim() === '') return refused;
      return ok(lookup(raw) ?? other);
    },
    accepts: (value): value is V[number] | O =>
      value === other || (typeof value === 'string' && (values as readonly string[]).includes(value)),
    jsonSchema: { description: doc, default: fallback, type: 'string', pattern: '\\S', examples: values },
  };
}
