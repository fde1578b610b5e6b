/**
 * One change of a form's values (000 §3, §4.11): the values are written, the dependencies evaluated, then the onChange
 * scripts of the fields that changed run once and their values are applied the same way (without running scripts
 * again; see form-scripts.ts for why).
 */
import { evaluateDependencies, type FieldState, type FormData } from './dependencies.ts';
import type { FormField } from './form-field.ts';
import { runFormScripts, type FormScriptFailure, type FormScripts } from './form-scripts.ts';
import { reuseUnchangedStates } from './reuse-unchanged-states.ts';
import { setPath } from './value-path.ts';

export interface FormState {
  data: FormData;
  states: Readonly<Record<string, FieldState>>;
  held: ReadonlySet<string>;
}

export interface FormChange extends FormState {
  failures: FormScriptFailure[];
}

/**
 * The dependencies evaluated on `data`. After a previous state, its held conditions carry over and every field state
 * that did not change keeps its object, so a field watching its own state is not drawn again for a change elsewhere.
 */
export function evaluateForm(fields: readonly FormField[], data: FormData, previous?: FormState): FormState {
  const result = evaluateDependencies(fields, data, previous?.held);
  const states = previous ? reuseUnchangedStates(previous.states, result.states) : result.states;
  return { data: result.data, states, held: result.held };
}

function withValues(data: FormData, values: Readonly<Record<string, unknown>>): FormData {
  let result = data;
  for (const [name, value] of Object.entries(values)) result = setPath(result, name, value);
  return result;
}

export function applyFormChange(
  fields: readonly FormField[],
  previous: FormState,
  values: Readonly<Record<string, unknown>>,
  scripts?: FormScripts,
): FormChange {
  const changed = evaluateForm(fields, withValues(previous.data, values), previous);
  const run = runFormScripts(fields, scripts, previous.data, changed.data);
  if (Object.keys(run.values).length === 0) return { ...changed, failures: run.failures };
  const scripted = evaluateForm(fields, withValues(changed.data, run.values), changed);
  return { ...scripted, failures: run.failures };
}
