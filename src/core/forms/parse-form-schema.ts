/**
 * formSchema entries from the server, parsed into typed fields with the defaults of 000 §3 Form field. Nothing throws:
 * a wrong attribute falls back to its default with a diagnostic, a field the form cannot render (000 §5 Schema
 * errors) is left out with a fatal diagnostic naming it.
 */
import { formFieldTypes } from '../operation-config/form-field-json-schema.ts';
import { appendPath } from '../operation-config/json-path.ts';
import { describeValue, isRecord, memberOf, presentElements } from '../operation-config/raw-values.ts';
import { findDependencyCycles } from './dependency-graph.ts';
import { AttributeReader } from './field-attribute-reader.ts';
import { formDiagnostic } from './form-diagnostic.ts';
import type { FormDiagnostic, FormField, FormFieldType } from './form-field.ts';
import { scalarText } from './value-path.ts';

export interface ParsedFormSchema {
  fields: FormField[];
  diagnostics: FormDiagnostic[];
}

export const defaultDateFormat = 'dd/MM/yyyy';
export const defaultIconSize = 24;
export { defaultFormatMinLength, maxFormatLength } from './field-attribute-reader.ts';

export function parseFormSchema(raw: unknown, basePath = '$.formSchema'): ParsedFormSchema {
  const diagnostics: FormDiagnostic[] = [];
  const fields: FormField[] = [];
  if (raw === undefined || raw === null) return { fields, diagnostics };
  if (!Array.isArray(raw)) {
    diagnostics.push(
      formDiagnostic('invalidAttribute', '', basePath, {
        attribute: 'formSchema',
        value: describeValue(raw),
        expected: 'a list of fields',
      }),
    );
    return { fields, diagnostics };
  }
  const seen = new Set<string>();
  for (const [index, entry] of presentElements(raw)) {
    const path = appendPath(basePath, index);
    const field = parseField(entry, index, path, diagnostics);
    if (!field) continue;
    if (seen.has(field.name)) {
      diagnostics.push(formDiagnostic('duplicateName', field.name, path, { name: field.name }));
      continue;
    }
    seen.add(field.name);
    fields.push(field);
  }
  checkDependencies(fields, diagnostics);
  return { fields, diagnostics };
}

function parseField(entry: unknown, index: number, path: string, out: FormDiagnostic[]): FormField | undefined {
  if (!isRecord(entry)) {
    out.push(formDiagnostic('notAnObject', '', path));
    return undefined;
  }
  const rawName = memberOf(entry, 'name');
  const name = typeof rawName === 'string' ? rawName.trim() : typeof rawName === 'number' ? String(rawName) : '';
  if (name === '') {
    out.push(formDiagnostic('missingName', '', path));
    return undefined;
  }
  const rawType = memberOf(entry, 'type');
  if (!(formFieldTypes as readonly unknown[]).includes(rawType)) {
    out.push(formDiagnostic('unsupportedType', name, appendPath(path, 'type'), { type: describeRaw(rawType) }));
    return undefined;
  }
  const type = rawType as FormFieldType;
  const read = new AttributeReader(entry, name, path, out);

  const endpoint = read.text('endpoint');
  if (type === 'autocomplete' && !endpoint) {
    out.push(formDiagnostic('missingEndpoint', name, path));
    return undefined;
  }
  const options = type === 'select' ? read.selectOptions() : [];
  if (type === 'select' && !options) {
    out.push(formDiagnostic('missingOptions', name, path));
    return undefined;
  }

  const validation = memberOf(entry, 'validation');
  const validationRecord = isRecord(validation) ? validation : {};
  const pattern = read.pattern(validationRecord) ?? read.patternAttribute('regExp');
  const range = read.flag('range', false);
  const format = read.format();
  return {
    index,
    path,
    name,
    type,
    label: read.localized('label') ?? name,
    secondaryLabel: read.localized('secondaryLabel'),
    required: read.flag('required', type !== 'checkbox'),
    defaultValue: memberOf(entry, 'defaultValue'),
    hide: read.flag('hide', false),
    focus: read.flag('focus', false),
    autoFocus: read.flag('autoFocus', false),
    disabled: read.flag('disabled', false),
    readOnly: read.flagOrText('readOnly'),
    onChange: read.text('onChange'),
    confirmValuePath: read.text('confirmValuePath'),
    dependencies: read.dependencies(),
    storage: read.flag('storage', false),
    disableChange: read.flag('disableChange', false),
    addEmptyField: read.flag('addEmptyField', false),
    copyValueFrom: read.text('copyValueFrom'),
    isProductCode: read.flag('isProductCode', false),
    filterKey: read.text('filterKey'),
    pattern,
    patternErrors: read.textMap(validationRecord, 'errors'),
    regExpError: read.text('regExpError'),
    currentDateAsDefault: read.flag('currentDateAsDefault', false),
    directSubmit: read.flag('directSubmit', false),
    submitOnEnter: read.flag('submitOnEnter', false),
    focusOnField: read.flagOrText('focusOnField'),
    icon: read.text('icon'),
    iconWidth: read.number('iconWidth') ?? defaultIconSize,
    iconHeight: read.number('iconHeight') ?? defaultIconSize,
    upperCase: read.flag('upperCase', false),
    minlength: read.number('minlength') ?? read.number('minLength'),
    maxlength: read.number('maxlength') ?? read.number('maxLength'),
    min: read.number('min'),
    max: read.number('max'),
    step: read.number('step'),
    autocheckEndpoint: read.text('autocheckEndpoint'),
    autocheckEndpointField: read.text('autocheckEndpointField'),
    autocheckEndpointBlockIfEmpty: read.flag('autocheckEndpointBlockIfEmpty', false),
    autocheckFormSubmit: read.flag('autocheckFormSubmit', false),
    autocompleteFields: read
      .pairs('autocompleteFields', 'name', 'field')
      .flatMap(([n, f]) => (scalarText(f) === undefined ? [] : [{ name: n, field: scalarText(f)! }])),
    format,
    endpoint,
    optionLabel: read.text('optionLabel') ?? 'description',
    optionSecondaryLabel: read.text('optionSecondaryLabel') ?? 'code',
    concatSecondaryLabel: read.flag('concatSecondaryLabel', false),
    dynamicParams: read.pairs('dynamicParams', 'field', 'value').map(([f, value]) => ({ field: f, value })),
    defaultValueEndpoint: read.text('defaultValueEndpoint'),
    multiple: read.flag('multiple', false),
    autoSelectDefault: read.flag('autoSelectDefault', false),
    action: read.action(),
    searchDisabled: read.flag('searchDisabled', false),
    onValue: read.has('onValue') ? memberOf(entry, 'onValue') : true,
    offValue: read.has('offValue') ? memberOf(entry, 'offValue') : false,
    time: read.flag('time', false),
    range,
    mindate: read.date('mindate'),
    maxdate: read.date('maxdate'),
    dateFormat: read.text('dateFormat') ?? defaultDateFormat,
    useTimezone: read.flag('useTimezone', false),
    startDatePath: read.text('startDatePath') ?? `${name}.from`,
    endDatePath: read.text('endDatePath') ?? `${name}.to`,
    options: options ?? [],
  };
}

function describeRaw(value: unknown): string {
  return typeof value === 'string' ? value : describeValue(value);
}

function checkDependencies(fields: FormField[], out: FormDiagnostic[]) {
  const names = new Set(fields.map((field) => field.name));
  for (const field of fields) {
    field.dependencies.forEach((dependency, index) => {
      if (!names.has(dependency.whenField)) {
        out.push(
          formDiagnostic(
            'unknownDependencyField',
            field.name,
            appendPath(appendPath(field.path, 'dependencies'), index),
            { whenField: dependency.whenField },
          ),
        );
      }
    });
  }
  for (const cycle of findDependencyCycles(fields)) {
    const first = fields.find((field) => field.name === cycle[0]);
    out.push(
      formDiagnostic('dependencyCycle', cycle[0] ?? '', appendPath(first?.path ?? '$', 'dependencies'), {
        fields: [...cycle, cycle[0]].join(' → '),
      }),
    );
  }
}
