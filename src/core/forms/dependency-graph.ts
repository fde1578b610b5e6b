/** The graph of 000 §4.11 dependencies: a field depends on each whenField it names. */
import type { FormField } from './form-field.ts';

type Graph = Map<string, string[]>;

function dependencyGraph(fields: readonly Pick<FormField, 'name' | 'dependencies'>[]): Graph {
  const names = new Set(fields.map((field) => field.name));
  return new Map(
    fields.map((field) => [
      field.name,
      [...new Set(field.dependencies.map((dependency) => dependency.whenField))].filter((name) => names.has(name)),
    ]),
  );
}

/** Each cycle once, as the names along it (a field depending on itself is a cycle of one). */
export function findDependencyCycles(fields: readonly Pick<FormField, 'name' | 'dependencies'>[]): string[][] {
  const graph = dependencyGraph(fields);
  const cycles: string[][] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const visit = (name: string) => {
    state.set(name, 'visiting');
    stack.push(name);
    for (const next of graph.get(name) ?? []) {
      const seen = state.get(next);
      if (seen === 'visiting') cycles.push(stack.slice(stack.indexOf(next)));
      else if (seen === undefined) visit(next);
    }
    stack.pop();
    state.set(name, 'done');
  };
  for (const name of graph.keys()) if (!state.has(name)) visit(name);
  return cycles;
}

/**
 * Fields ordered so that each comes after the fields it depends on (fields in a cycle keep their schema order), so
 * one pass over them propagates values filled or emptied by a dependency.
 */
export function dependencyOrder<F extends Pick<FormField, 'name' | 'dependencies'>>(fields: readonly F[]): F[] {
  const graph = dependencyGraph(fields);
  const byName = new Map(fields.map((field) => [field.name, field]));
  const ordered: F[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.has(name)) return;
    state.set(name, 'visiting');
    for (const next of graph.get(name) ?? []) visit(next);
    state.set(name, 'done');
    const field = byName.get(name);
    if (field) ordered.push(field);
  };
  for (const field of fields) visit(field.name);
  return ordered;
}
