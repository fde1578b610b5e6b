/**
 * What a single autocomplete shows for the value the form keeps (000 §3 Displayed values, §5 autocompleteFields).
 */
import type { FormField } from './form-field.ts';
import { getPath } from './value-path.ts';

type Shown = Record<string, unknown> | string | null;

/**
 * The kept value is the chosen entity, shown by its labels; but an autocomplete whose autocompleteFields map onto its
 * own name keeps only the mapped value (the conveyor's customer keeps the place's code), so the entity chosen is what
 * it shows while the value is still that entity's, and the kept value as text otherwise (a value restored without the
 * entity). Any other scalar shows nothing, as before it is looked up.
 */
export function shownAutocompleteValue(field: FormField, value: unknown, chosen: unknown): Shown {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'object') return Array.isArray(value) ? null : (value as Record<string, unknown>);
  const own = field.autocompleteFields.find((mapping) => mapping.name === field.name);
  if (!own || (typeof value !== 'string' && typeof value !== 'number')) return null;
  const isChosen = chosen !== null && typeof chosen === 'object' && getPath(chosen, own.field) === value;
  return isChosen ? (chosen as Record<string, unknown>) : String(value);
}
