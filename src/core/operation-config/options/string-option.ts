import type { OptionSpec, PrefixedOptionSpec } from '../option-spec.ts';
import { ok, refused } from '../option-spec.ts';

const SCALAR_TYPES = ['string', 'number', 'boolean'];

/** Options arrive as strings; a JSON number or boolean is taken as its text. */
function scalarText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if ((typeof raw === 'number' && Number.isFinite(raw)) || typeof raw === 'boolean') return String(raw);
  return undefined;
}

export interface StringSettings {
  /** Extra check on the text, with what it expects and the matching JSON Schema `format`. */
  readonly check?: { readonly test: (text: string) => boolean; readonly expected: string; readonly format: string };
}

/** Free text, kept as sent (000 §3: saveOnReadActionCode, templatePath; 001 §3: customExtensionCode). */
export function stringOption(fallback: string, doc: string, settings: StringSettings = {}): OptionSpec<string> {
  const { check } = settings;
  return {
    form: 'single',
    default: fallback,
    expected: check?.expected ?? 'a text',
    doc,
    parse(raw) {
      const text = scalarText(raw);
      if (text === undefined || (check && !check.test(text))) return refused;
      return ok(text);
    },
    accepts: (value): value is string => typeof value === 'string' && (!check || check.test(value)),
    jsonSchema: { description: doc, default: fallback, type: SCALAR_TYPES, ...(check ? { format: check.format } : {}) },
  };
}

/** Whether `text` compiles as a JavaScript regular expression (002 §4 Tag writing: uhfTagToWriteRegex). */
export function isRegularExpression(text: string): boolean {
  try {
    new RegExp(text);
    return true;
  } catch {
    return false;
  }
}

export function regexOption(doc: string): OptionSpec<string> {
  return stringOption('', doc, {
    check: { test: isRegularExpression, expected: 'a regular expression', format: 'regex' },
  });
}

/**
 * Every option named `<prefix><name>`, collected by name (002 §3: itemTypeConfig_<name> and itemTypeConfig_default).
 */
export function prefixedOption(prefix: string, doc: string): PrefixedOptionSpec<string> {
  return {
    form: 'prefixed',
    prefix,
    expected: 'a text',
    doc,
    parse(raw) {
      const text = scalarText(raw);
      return text === undefined ? refused : ok(text);
    },
    accepts: (value): value is string => typeof value === 'string',
    jsonSchema: { description: doc, type: SCALAR_TYPES },
  };
}
