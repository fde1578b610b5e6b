import { describe, expect, it } from 'vitest';
import { dependencyOrder, findDependencyCycles } from './dependency-graph.ts';
import type { FieldDependency } from './form-field.ts';

const on = (whenField: string): FieldDependency => ({
  whenField,
  is: 'hidden',
  condition: 'isEmpty',
  conditionValue: undefined,
  filledWithValue: undefined,
  endpointReplaced: undefined,
});
const field = (name: string, ...whenFields: string[]) => ({ name, dependencies: whenFields.map(on) });

describe('findDependencyCycles() (000 §4.11)', () => {
  it('finds no cycle in a chain', () => {
    expect(findDependencyCycles([field('a'), field('b', 'a'), field('c', 'b')])).toEqual([]);
  });
  it('names the fields of a cycle', () => {
    expect(findDependencyCycles([field('a', 'c'), field('b', 'a'), field('c', 'b')])).toEqual([['a', 'c', 'b']]);
  });
  it('reports a field depending on itself', () => {
    expect(findDependencyCycles([field('a', 'a')])).toEqual([['a']]);
  });
});

describe('dependencyOrder()', () => {
  it('puts each field after the fields it depends on', () => {
    const order = dependencyOrder([field('c', 'b'), field('b', 'a'), field('a')]).map((f) => f.name);
    expect(order).toEqual(['a', 'b', 'c']);
  });
  it('terminates on cycles', () => {
    expect(dependencyOrder([field('a', 'b'), field('b', 'a')])).toHaveLength(2);
  });
});
