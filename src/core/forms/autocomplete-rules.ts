/** Rules of 000 §5 for chosen entities, autocheck results and default values. */
import type { FormField } from './form-field.ts';
import { getPath } from './value-path.ts';

export interface FilledFields {
  values: Record<string, unknown>;
  /** Required form fields for which the entity had no value (000 §5: an error). */
  missing: string[];
}

/** autocompleteFields: each `name` takes the entity's `field` path; absent → error if required, else defaultValue. */
export function fillAutocompleteFields(source: FormField, entity: unknown, fields: readonly FormField[]): FilledFields {
  const values: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const { name, field: path } of source.autocompleteFields) {
    const value = getPath(entity, path);
    const target = fields.find((candidate) => candidate.name === name);
    if (value !== undefined && value !== null) values[name] = value;
    else if (target?.required) missing.push(name);
    else values[name] = target?.defaultValue;
  }
  return { values, missing };
}

export type AutocheckOutcome = { kind: 'fill'; entity: Record<string, unknown> } | { kind: 'block' } | { kind: 'none' };

/** 000 §5 Autocheck: exactly one result fills; none with autocheckEndpointBlockIfEmpty blocks (and clears). */
export function autocheckOutcome(field: FormField, results: readonly Record<string, unknown>[]): AutocheckOutcome {
  if (results.length === 1) return { kind: 'fill', entity: results[0]! };
  if (results.length === 0 && field.autocheckEndpointBlockIfEmpty) return { kind: 'block' };
  return { kind: 'none' };
}

/** 000 §5 Autocomplete default values: looked up for required, visible fields without dependencies. */
export function needsDefaultLookup(field: FormField, hidden: boolean, required: boolean): boolean {
  return (
    field.type === 'autocomplete' &&
    required &&
    !hidden &&
    field.dependencies.length === 0 &&
    field.defaultValue !== undefined &&
    field.defaultValue !== null &&
    field.defaultValue !== ''
  );
}

export type DefaultOutcome =
  | { kind: 'chosen'; entity: Record<string, unknown> }
  | { kind: 'none'; toast: 'error' | 'warning'; fromEndpoint: boolean }
  | { kind: 'ambiguous' };

export function defaultValueOutcome(
  field: FormField,
  results: readonly Record<string, unknown>[],
  readOnly: boolean,
): DefaultOutcome {
  if (results.length === 1 || (results.length > 1 && field.autoSelectDefault)) {
    return { kind: 'chosen', entity: results[0]! };
  }
  if (results.length > 1) return { kind: 'ambiguous' };
  return {
    kind: 'none',
    toast: field.required && readOnly ? 'error' : 'warning',
    fromEndpoint: field.defaultValueEndpoint !== undefined,
  };
}
