import { isRecord } from '../../core/guards.ts';
import type { DescriptorProblem } from './descriptor-problem.ts';

/** Loads a fragment of `schemas/fragments/` by name; undefined when there is none. */
export type FragmentLoader = (name: string) => Promise<unknown>;

/** A fragment may extend another; this bounds the chain (and stops one that extends itself). */
const maxChain = 4;

const own = (json: Record<string, unknown>) => {
  const { $schema: _schema, fragment: _fragment, extends: _extends, ...rest } = json;
  return rest;
};

/**
 * A descriptor's `extends`: the fragment's keys first, the descriptor's own over them; named `rules` merged (its own
 * win a clash) and `regions` merged region by region (a region it names replaces the fragment's). So two screens that
 * differ in their back action share one file for the rest, and an async reading's rules are written once.
 */
export async function extendDescriptor(
  json: unknown,
  file: string,
  loadFragment: FragmentLoader,
  chain: readonly string[] = [],
): Promise<{ json: unknown; problems: DescriptorProblem[] }> {
  if (!isRecord(json) || json.extends === undefined) return { json, problems: [] };
  const name = json.extends;
  const problem = (message: string) => ({ json, problems: [{ file, path: '$.extends', message }] });
  if (typeof name !== 'string') return problem('extends names a fragment of schemas/fragments');
  if (chain.includes(name) || chain.length >= maxChain)
    return problem(`fragments extend each other too deep: ${[...chain, name].join(' → ')}`);
  const fragment = await loadFragment(name);
  if (!isRecord(fragment)) return problem(`unknown fragment '${name}' (schemas/fragments/${name}.json)`);
  if (fragment.fragment !== name)
    return problem(`schemas/fragments/${name}.json names itself '${String(fragment.fragment)}', not '${name}'`);
  const base = await extendDescriptor(fragment, `schemas/fragments/${name}.json`, loadFragment, [...chain, name]);
  if (base.problems.length > 0) return { json, problems: base.problems };
  const from = own(base.json as Record<string, unknown>);
  const mine = own(json);
  const merged: Record<string, unknown> = { ...from, ...mine };
  if (json.$schema !== undefined) merged.$schema = json.$schema;
  if (json.fragment !== undefined) merged.fragment = json.fragment;
  for (const key of ['rules', 'regions'] as const) {
    if (isRecord(from[key]) || isRecord(mine[key]))
      merged[key] = { ...(isRecord(from[key]) ? from[key] : {}), ...(isRecord(mine[key]) ? mine[key] : {}) };
  }
  return { json: merged, problems: [] };
}
