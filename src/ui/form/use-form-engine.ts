import { useCallback, useRef, useState } from 'react';
import type { FormData } from '../../core/forms/dependencies.ts';
import { applyFormChange, evaluateForm, type FormState } from '../../core/forms/form-change.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import type { FormScriptFailure, FormScripts } from '../../core/forms/form-scripts.ts';
import { useLatest } from './use-latest.ts';

export type FormEngineState = FormState;

export interface FormEngine extends FormEngineState {
  /** Sets some fields' values, re-evaluates the dependencies (000 §4.11) and runs the onChange scripts. */
  setValues(values: Readonly<Record<string, unknown>>): void;
  /** Puts whole data back (no scripts run: nothing was changed by the operator). */
  replace(data: FormData): void;
  /**
   * The state after the last setValues / replace, before React has rendered it: a submit requested right after a
   * change (directSubmit, autocheckFormSubmit) must check the changed data, not the last rendered one.
   */
  latest(): FormEngineState;
}

export interface FormEngineScripts {
  scripts?: FormScripts;
  onScriptFailure?: (failure: FormScriptFailure) => void;
}

/**
 * The live data of one form with its dependency states. The latest state is kept in a ref so a change is computed
 * (and its scripts run) once, outside React's state updater, which may run twice.
 */
export function useFormEngine(
  fields: readonly FormField[],
  initialData: FormData,
  scripting: FormEngineScripts = {},
): FormEngine {
  const [state, setState] = useState(() => evaluateForm(fields, initialData));
  const current = useRef(state);
  const latestScripting = useLatest(scripting);
  const setValues = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      const { scripts, onScriptFailure } = latestScripting.current;
      const { failures, ...next } = applyFormChange(fields, current.current, values, scripts);
      current.current = next;
      setState(next);
      failures.forEach((failure) => onScriptFailure?.(failure));
    },
    [fields, latestScripting],
  );
  const replace = useCallback(
    (data: FormData) => {
      current.current = evaluateForm(fields, data, current.current);
      setState(current.current);
    },
    [fields],
  );
  const latest = useCallback(() => current.current, []);
  return { ...state, setValues, replace, latest };
}
