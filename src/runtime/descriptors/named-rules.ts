import type { Expression } from '../expressions/compile-expression.ts';

export type ResolvedRule = { ok: true; rule: Expression } | { ok: false; path: string; message: string };

/** A named rule may use other named rules; this bounds the chain (and stops a rule that uses itself). */
const maxNesting = 8;

const isReference = (node: unknown): node is { rule: string } =>
  typeof node === 'object' &&
  node !== null &&
  !Array.isArray(node) &&
  Object.keys(node).length === 1 &&
  typeof (node as { rule?: unknown }).rule === 'string';

/**
 * Replaces each `{ "rule": "name" }` in a rule by the descriptor's named rule, so a condition written once (the
 * async-stream rule of a reading screen, say) is used wherever it applies. An unknown name is a problem at its path.
 */
export function resolveNamedRules(
  rule: Expression,
  named: Readonly<Record<string, Expression>>,
  path: string,
  nesting = 0,
): ResolvedRule {
  if (isReference(rule)) {
    if (!Object.hasOwn(named, rule.rule)) return { ok: false, path, message: `unknown named rule '${rule.rule}'` };
    if (nesting >= maxNesting)
      return { ok: false, path, message: `named rule '${rule.rule}' nests deeper than ${maxNesting} rules` };
    return resolveNamedRules(named[rule.rule], named, path, nesting + 1);
  }
  if (Array.isArray(rule)) {
    const items: Expression[] = [];
    for (const [i, item] of rule.entries()) {
      const resolved = resolveNamedRules(item, named, `${path}[${i}]`, nesting);
      if (!resolved.ok) return resolved;
      items.push(resolved.rule);
    }
    return { ok: true, rule: items };
  }
  if (typeof rule === 'object' && rule !== null) {
    const entries = Object.entries(rule);
    const out: Record<string, Expression> = {};
    for (const [key, value] of entries) {
      const resolved = resolveNamedRules(value, named, `${path}.${key}`, nesting);
      if (!resolved.ok) return resolved;
      out[key] = resolved.rule;
    }
    return { ok: true, rule: out };
  }
  return { ok: true, rule };
}
