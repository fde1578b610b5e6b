/**
 * The peer of the form bench: the same 100 fields as a stock @rjsf/core form (its default theme and widgets), held
 * in React state the usual way, so the bench can print how the station's form compares with RJSF used as it comes.
 */
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useState } from 'react';
import { createCspSafeValidator } from '../../src/runtime/forms/csp-safe-validator.ts';

const validator = createCspSafeValidator();

const schemaOf: Record<string, RJSFSchema> = {
  text: { type: 'string' },
  number: { type: 'number' },
  textarea: { type: 'string' },
  checkbox: { type: 'boolean' },
  select: { type: 'string', enum: ['A', 'B', 'C'] },
  date: { type: 'string', format: 'date' },
  password: { type: 'string' },
};

/** The JSON Schema and uiSchema of the bench's formSchema entries ({name, type, label}). */
export function plainRjsfSchema(entries: readonly { name: string; type: string; label: string }[]) {
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const entry of entries) {
    properties[entry.name] = { ...(schemaOf[entry.type] ?? { type: 'string' }), title: entry.label };
    if (entry.type === 'textarea') uiSchema[entry.name] = { 'ui:widget': 'textarea' };
    if (entry.type === 'password') uiSchema[entry.name] = { 'ui:widget': 'password' };
  }
  const schema: RJSFSchema = { type: 'object', properties };
  return { schema, uiSchema };
}

export function PlainRjsfForm({ schema, uiSchema }: ReturnType<typeof plainRjsfSchema>) {
  const [formData, setFormData] = useState<Record<string, unknown>>({});
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      noHtml5Validate
      noValidate
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
    />
  );
}
