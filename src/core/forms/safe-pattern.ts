/**
 * Server-supplied regular expressions (000 §5 Forms, format.regex) run on RE2, a linear-time engine: no pattern can
 * hang the page, whatever the input. A pattern RE2 cannot compile is reported, never thrown at the user.
 */
import { RE2JS } from 're2js';

export type CompiledPattern = { ok: true; pattern: RE2JS } | { ok: false; error: string };

const cache = new Map<string, CompiledPattern>();
const CACHE_LIMIT = 500;

/** Compiles once per source; JavaScript-style `/body/flags` sources are accepted too. */
export function compilePattern(source: string): CompiledPattern {
  const cached = cache.get(source);
  if (cached) return cached;
  const compiled = compile(source);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, compiled);
  return compiled;
}

function compile(source: string): CompiledPattern {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(source);
  const body = literal ? (literal[1] ?? '') : source;
  const flags = literal?.[2] ?? '';
  let bits = 0;
  if (flags.includes('i')) bits |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('m')) bits |= RE2JS.MULTILINE;
  if (flags.includes('s')) bits |= RE2JS.DOTALL;
  try {
    return { ok: true, pattern: RE2JS.compile(body, bits) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Whether the text contains a match (the semantics of RegExp.test); undefined when the pattern is invalid. */
export function patternMatches(source: string, text: string): boolean | undefined {
  const compiled = compilePattern(source);
  if (!compiled.ok) return undefined;
  return compiled.pattern.matcher(text).find();
}

/** The first capture group of the first match, or undefined (no match, no group, or an invalid pattern). */
export function firstGroup(source: string, text: string): string | undefined {
  const compiled = compilePattern(source);
  if (!compiled.ok) return undefined;
  const matcher = compiled.pattern.matcher(text);
  if (!matcher.find() || compiled.pattern.groupCount() < 1) return undefined;
  return matcher.group(1) ?? undefined;
}
