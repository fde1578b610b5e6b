/**
 * One change of a form's values (000 §3, §4.11): the values are written, the dependencies evaluated, then the onChange
 * scripts of the fields that changed run once and their values are applied the same way (without running scripts
 * again; see form-scripts.ts for why).
 */
import { evaluateDependencies, type FieldState, type FormData } from './dependencies.ts';
import type { FormField } from './form-field.ts';
import { runFormScripts, type FormScriptFailure, type FormScripts } from './form-scripts.ts';
import { setPath } from './value-path.ts';

export interface FormState {
  data: FormData;
  states: Readonly<Record<string, FieldState>>;
  held: ReadonlySet<string>;
}

export interface FormChange extends FormState {
  failures: FormScriptFailure[];
}

export function evaluateForm(fields: readonly FormField[], data: FormData, held?: ReadonlySet<string>): FormState {
  const result = evaluateDependencies(fields, data, held);
  return { data: result.data, states: result.states, held: result.held };
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
  const changed = evaluateForm(fields, withValues(previous.data, values), previous.held);
  const run = runFormScripts(fields, scripts, previous.data, changed.data);
  if (Object.keys(run.values).length === 0) return { ...changed, failures: run.failures };
  const scripted = evaluateForm(fields, withValues(changed.data, run.values), changed.held);
  return { ...scripted, failures: run.failures };
}
