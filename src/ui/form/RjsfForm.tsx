/**
 * The part of a form that needs @rjsf/core and its JSON Schema validator: its own chunk, fetched with the first form so
 * neither is in the initial bundle.
 */
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { createCspSafeValidator } from '../../runtime/forms/csp-safe-validator.ts';

/** JSON Schema checks without eval (the station's Content-Security-Policy), in this lazy chunk with RJSF. */
const validator = createCspSafeValidator();
import { memo, type ReactNode } from 'react';
import { StationObjectField, stationTemplates } from './station-theme.tsx';

const fields = { ObjectField: StationObjectField };

export interface RjsfFormProps {
  id: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** The live data (fields keep it outside RJSF), checked against the schema at submit. */
  currentData(): Record<string, unknown>;
  /** Called with the schema's messages ([] when the data fits the schema). */
  onSubmit(schemaErrors: string[]): void;
  children?: ReactNode;
}

function RjsfForm({ id, schema, uiSchema, formData, currentData, onSubmit, children }: RjsfFormProps) {
  return (
    <Form
      id={id}
      idPrefix={id}
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      fields={fields}
      templates={stationTemplates}
      noHtml5Validate
      noValidate
      showErrorList={false}
      onSubmit={() => onSubmit(validator.validateFormData(currentData(), schema).errors.map((error) => error.stack))}
      className="flex flex-col gap-6"
    >
      {children}
    </Form>
  );
}

/** Memoised: a keystroke changes the form's data, not what RJSF lays out. */
export default memo(RjsfForm);
