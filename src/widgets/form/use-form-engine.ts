import { useCallback, useState } from 'react';
import { evaluateDependencies, type FieldState, type FormData } from '../../core/forms/dependencies.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { reuseUnchangedStates } from '../../core/forms/reuse-unchanged-states.ts';
import { setPath } from '../../core/forms/value-path.ts';

export interface FormEngineState {
  data: FormData;
  states: Readonly<Record<string, FieldState>>;
  held: ReadonlySet<string>;
}

export interface FormEngine extends FormEngineState {
  /** Sets some fields' values and re-evaluates the dependencies (000 §4.11). */
  setValues(values: Readonly<Record<string, unknown>>): void;
  replace(data: FormData): void;
}

function evaluate(fields: readonly FormField[], data: FormData, previous?: FormEngineState): FormEngineState {
  const result = evaluateDependencies(fields, data, previous?.held);
  const states = previous ? reuseUnchangedStates(previous.states, result.states) : result.states;
  return { data: result.data, states, held: result.held };
}

/** The live data of one form with its dependency states. */
export function useFormEngine(fields: readonly FormField[], initialData: FormData): FormEngine {
  const [state, setState] = useState(() => evaluate(fields, initialData));
  const setValues = useCallback(
    (values: Readonly<Record<string, unknown>>) =>
      setState((previous) => {
        let data = previous.data;
        for (const [name, value] of Object.entries(values)) data = setPath(data, name, value);
        return evaluate(fields, data, previous);
      }),
    [fields],
  );
  const replace = useCallback((data: FormData) => setState((previous) => evaluate(fields, data, previous)), [fields]);
  return { ...state, setValues, replace };
}
