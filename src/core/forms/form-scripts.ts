/**
 * Named form scripts (000 §3 Form field: 'onChange (a named script)'). The spec names no scripts, so an operation
 * plugin supplies its own by name; a field whose onChange names one runs it after each change of its value, and the
 * values the script returns are merged into the form like a user change (the dependencies are evaluated again).
 *
 * Scripts run once per change, never on their own results: a script's changes do not trigger scripts. Two fields
 * whose scripts set each other (or one that sets its own field) would otherwise bounce forever and freeze the
 * station; one pass keeps every change's effect bounded and predictable. A script that wants a chain returns all the
 * values at once.
 */
import { formDiagnostic } from './form-diagnostic.ts';
import type { FormData } from './dependencies.ts';
import type { FormDiagnostic, FormField } from './form-field.ts';
import { getPath } from './value-path.ts';

export interface FormScriptInput {
  /** The field whose value changed (its onChange names the script). */
  field: FormField;
  value: unknown;
  previousValue: unknown;
  /** The whole form data after the change (and its dependency effects). */
  data: FormData;
}

/** Returns the values to merge (by field name, dotted paths allowed), or undefined to change nothing. */
export type FormScript = (input: FormScriptInput) => Partial<FormData> | undefined;

export type FormScripts = Readonly<Record<string, FormScript>>;

export interface FormScriptFailure {
  script: string;
  field: FormField;
  error: unknown;
}

export interface FormScriptRun {
  /** The scripts' values, merged in schema order (a later field's script wins on the same name). */
  values: Record<string, unknown>;
  failures: FormScriptFailure[];
}

/** The script an onChange names, when the form knows it (own names only: 'toString' is not a script). */
export function scriptNamed(scripts: FormScripts | undefined, name: string | undefined): FormScript | undefined {
  if (!scripts || name === undefined || !Object.hasOwn(scripts, name)) return undefined;
  const script = scripts[name];
  return typeof script === 'function' ? script : undefined;
}

/** The fields with an onChange whose value differs between `previous` and `next`, in schema order. */
export function changedScriptFields(fields: readonly FormField[], previous: FormData, next: FormData): FormField[] {
  return fields.filter(
    (field) => field.onChange !== undefined && !Object.is(getPath(previous, field.name), getPath(next, field.name)),
  );
}

/**
 * Runs the scripts of the fields that changed from `previous` to `next`. Each script sees `next`; a script that throws
 * or answers something other than an object of values is a failure, and the change itself stays.
 */
export function runFormScripts(
  fields: readonly FormField[],
  scripts: FormScripts | undefined,
  previous: FormData,
  next: FormData,
): FormScriptRun {
  const run: FormScriptRun = { values: {}, failures: [] };
  for (const field of changedScriptFields(fields, previous, next)) {
    const name = field.onChange ?? '';
    const script = scriptNamed(scripts, name);
    if (!script) continue;
    try {
      const result: unknown = script({
        field,
        value: getPath(next, field.name),
        previousValue: getPath(previous, field.name),
        data: next,
      });
      if (result === undefined) continue;
      if (result === null || typeof result !== 'object' || Array.isArray(result) || result instanceof Promise) {
        throw new TypeError(`The script answered ${describeResult(result)} instead of an object of values`);
      }
      Object.assign(run.values, result);
    } catch (error) {
      run.failures.push({ script: name, field, error });
    }
  }
  return run;
}

const describeResult = (result: unknown) =>
  result instanceof Promise ? 'a promise' : Array.isArray(result) ? 'a list' : String(result);

/** 000 §3: an onChange naming a script the form does not know (non-fatal: the field works without it). */
export function formScriptDiagnostics(
  fields: readonly FormField[],
  scripts: FormScripts | undefined,
): FormDiagnostic[] {
  return fields.flatMap((field) =>
    field.onChange !== undefined && !scriptNamed(scripts, field.onChange)
      ? [formDiagnostic('unknownScript', field.name, `${field.path}.onChange`, { script: field.onChange })]
      : [],
  );
}
