import type { FormDiagnostic, FormDiagnosticCode } from './form-field.ts';

const english: Record<FormDiagnosticCode, (params: Readonly<Record<string, string>>) => string> = {
  missingEndpoint: () => 'Missing option endpoint',
  missingOptions: () => 'Missing option options',
  unsupportedType: (p) => `Unsupported field type ${p.type ?? ''}`,
  missingName: () => 'The field has no name',
  duplicateName: (p) => `Another field is already named ${p.name ?? ''}`,
  notAnObject: () => 'A form field must be an object',
  invalidAttribute: (p) => `Attribute ${p.attribute ?? ''} is ${p.value ?? ''}, expected ${p.expected ?? ''}`,
  invalidPattern: (p) => `Invalid regular expression ${p.pattern ?? ''}: ${p.error ?? ''}`,
  unknownDependencyField: (p) => `Dependency on unknown field ${p.whenField ?? ''}`,
  dependencyCycle: (p) => `Dependency cycle between fields ${p.fields ?? ''}`,
  unknownScript: (p) => `onChange names the unknown form script ${p.script ?? ''}`,
};

const fatalCodes = new Set<FormDiagnosticCode>([
  'missingEndpoint',
  'missingOptions',
  'unsupportedType',
  'missingName',
  'notAnObject',
]);

/** A diagnostic naming the field and its JSON path; the i18n key is `forms.diagnostics.{code}`. */
export function formDiagnostic(
  code: FormDiagnosticCode,
  field: string,
  path: string,
  params: Record<string, string> = {},
): FormDiagnostic {
  const subject = field === '' ? path : `Field ${field} (${path})`;
  return {
    code,
    fatal: fatalCodes.has(code),
    field,
    path,
    key: `forms.diagnostics.${code}`,
    params: { ...params, field, path },
    message: `${subject}: ${english[code](params)}`,
  };
}
