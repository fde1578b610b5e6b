/**
 * Field dependencies of 000 §4.11 evaluated as json-logic: each condition (hasValue, isEmpty, isFilled against
 * conditionValue) is a rule over the watched field's values; while it holds the effect applies (disabled, hidden,
 * required, emptied, filled with filledWithValue, endpoint replaced), otherwise its inverse.
 */
import jsonLogic from 'json-logic-js';
import { dependencyOrder } from './dependency-graph.ts';
import type { FieldDependency, FormField } from './form-field.ts';
import { getPath, isEmptyValue, scalarText, setPath } from './value-path.ts';

export interface FieldState {
  hidden: boolean;
  disabled: boolean;
  required: boolean;
  endpoint: string | undefined;
}

export type FormData = Readonly<Record<string, unknown>>;

export interface DependencyResult {
  states: Readonly<Record<string, FieldState>>;
  /** The data after emptied / filled effects. */
  data: FormData;
  /** Which conditions held, by `field#index`: emptied and filled apply when a condition starts to hold. */
  held: ReadonlySet<string>;
}

/** The json-logic rule of one condition; its data is {values, count} of the watched field. */
export function conditionRule(dependency: FieldDependency): jsonLogic.RulesLogic {
  if (dependency.condition === 'isEmpty') return { '==': [{ var: 'count' }, 0] };
  if (dependency.condition === 'isFilled') return { '>': [{ var: 'count' }, 0] };
  const expected = asTexts(dependency.conditionValue);
  return { some: [{ var: 'values' }, { in: [{ var: '' }, expected] }] } as unknown as jsonLogic.RulesLogic;
}

function asTexts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((item) => {
    if (item === undefined || item === null) return [];
    const text = typeof item === 'object' ? scalarText(getPath(item, 'id')) : scalarText(item);
    return text === undefined ? [] : [text];
  });
}

export function conditionHolds(dependency: FieldDependency, watched: unknown): boolean {
  const values = asTexts(watched).filter((text) => !isEmptyValue(text));
  return jsonLogic.apply(conditionRule(dependency), { values, count: values.length }) === true;
}

export function baseState(field: FormField): FieldState {
  return { hidden: field.hide, disabled: field.disabled, required: field.required, endpoint: field.endpoint };
}

export function evaluateDependencies(
  fields: readonly FormField[],
  data: FormData,
  previouslyHeld: ReadonlySet<string> = new Set(),
): DependencyResult {
  const states: Record<string, FieldState> = {};
  const held = new Set<string>();
  let current: FormData = data;
  for (const field of dependencyOrder(fields)) {
    const state = baseState(field);
    field.dependencies.forEach((dependency, index) => {
      const key = `${field.name}#${index}`;
      const holds = conditionHolds(dependency, getPath(current, dependency.whenField));
      if (holds) held.add(key);
      const starts = holds && !previouslyHeld.has(key);
      switch (dependency.is) {
        case 'disabled':
          state.disabled = holds;
          break;
        case 'enabled':
          state.disabled = !holds;
          break;
        case 'hidden':
          state.hidden = holds;
          break;
        case 'visible':
          state.hidden = !holds;
          break;
        case 'required':
          state.required = holds;
          break;
        case 'optional':
          state.required = !holds;
          break;
        case 'emptied':
          if (starts) current = setPath(current, field.name, undefined);
          break;
        case 'filled':
          if (starts) current = setPath(current, field.name, dependency.filledWithValue);
          break;
        case 'endpointReplaced':
          state.endpoint = holds ? (dependency.endpointReplaced ?? field.endpoint) : field.endpoint;
          break;
      }
    });
    states[field.name] = state;
  }
  return { states, data: current, held };
}
