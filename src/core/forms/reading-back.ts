import type { FormField } from './form-field.ts';

/**
 * 001 §2.11: back from a transfer-to-zone reading goes to the form only if the form has more than one field, or one
 * field without directSubmit; a form of one direct-submit field (chosen and gone at once) would only send the
 * operator straight back to the reading, so back goes to the dashboard.
 */
export function readingBackGoesToForm(fields: readonly Pick<FormField, 'directSubmit'>[]): boolean {
  return fields.length > 1 || (fields.length === 1 && !fields[0]!.directSubmit);
}
