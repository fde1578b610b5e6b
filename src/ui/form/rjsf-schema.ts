/**
 * The RJSF schema and uiSchema of a form: one property per field, keyed by its name (the station object field draws
 * them, see station-theme.tsx). The schema only types what ajv can check without knowing the rules
 * of 000 §5 (texts are strings, numbers numbers); those rules run in core/forms/validate-form.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormField } from '../../core/forms/form-field.ts';
import { getPath } from '../../core/forms/value-path.ts';

export function rjsfSchema(fields: readonly FormField[]): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const field of fields) {
    if (field.type === 'value') continue;
    const typed: RJSFSchema =
      field.type === 'number'
        ? { type: ['number', 'null'] }
        : field.type === 'text' || field.type === 'textarea' || field.type === 'password'
          ? { type: ['string', 'null'] }
          : { type: ['string', 'number', 'boolean', 'object', 'array', 'null'] };
    properties[field.name] = typed;
  }
  return { schema: { type: 'object', properties }, uiSchema };
}

/** The form data as RJSF holds it: one member per field name (dotted names stay one member). */
export function flatFormData(fields: readonly FormField[], data: Readonly<Record<string, unknown>>) {
  const flat: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'value') continue;
    const value = getPath(data, field.name);
    if (value !== undefined) flat[field.name] = value;
  }
  return flat;
}
