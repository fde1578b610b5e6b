/**
 * formSchema entries from the server, parsed into typed fields with the defaults of 000 §3 Form field. Nothing throws:
 * a wrong attribute falls back to its default with a diagnostic, a field the form cannot render (000 §5 Schema
 * errors) is left out with a fatal diagnostic naming it.
 */
import { formFieldTypes } from '../operation-config/form-field-json-schema.ts';
import { appendPath } from '../operation-config/json-path.ts';
import { describeValue, isRecord, memberOf, presentElements, type RawRecord } from '../operation-config/raw-values.ts';
import { findDependencyCycles } from './dependency-graph.ts';
import { formDiagnostic } from './form-diagnostic.ts';
import type {
  AutocompleteAction,
  DependencyCondition,
  DependencyEffect,
  FieldDependency,
  FieldFormat,
  FormDiagnostic,
  FormField,
  FormFieldType,
  LocalizedText,
  SelectOption,
} from './form-field.ts';
import { compilePattern } from './safe-pattern.ts';
import { scalarText } from './value-path.ts';

export interface ParsedFormSchema {
  fields: FormField[];
  diagnostics: FormDiagnostic[];
}

export const defaultDateFormat = 'dd/MM/yyyy';
export const defaultIconSize = 24;
export const defaultFormatMinLength = 10;
/** A longer pad is a configuration mistake, not a code. */
export const maxFormatLength = 1000;

const conditions: readonly DependencyCondition[] = ['hasValue', 'isEmpty', 'isFilled'];
const effects: readonly DependencyEffect[] = [
  'disabled',
  'enabled',
  'hidden',
  'visible',
  'required',
  'optional',
  'emptied',
  'filled',
  'endpointReplaced',
];

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

/** Reads one entry's attributes; a wrong one is reported (naming field and path) and its default used. */
class AttributeReader {
  constructor(
    private readonly entry: RawRecord,
    private readonly name: string,
    private readonly path: string,
    private readonly out: FormDiagnostic[],
  ) {}

  has(attribute: string): boolean {
    return memberOf(this.entry, attribute) !== undefined;
  }

  private refuse(attribute: string, value: unknown, expected: string, parent = this.path) {
    this.out.push(
      formDiagnostic('invalidAttribute', this.name, appendPath(parent, attribute), {
        attribute,
        value: describeValue(value),
        expected,
      }),
    );
  }

  flag(attribute: string, fallback: boolean): boolean {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    this.refuse(attribute, value, 'true or false');
    return fallback;
  }

  flagOrText(attribute: string): boolean | string {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return false;
    if (typeof value === 'boolean') return value;
    if (value === 'true') return true;
    if (value === 'false') return false;
    if (typeof value === 'string') return value;
    this.refuse(attribute, value, 'true, false or a name');
    return false;
  }

  text(attribute: string): string | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    this.refuse(attribute, value, 'a text');
    return undefined;
  }

  number(attribute: string): number | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    const number = typeof value === 'string' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
    this.refuse(attribute, value, 'a number');
    return undefined;
  }

  /** A whole number from 0 to `max`. */
  count(attribute: string, max: number): number | undefined {
    const value = this.number(attribute);
    if (value === undefined) return undefined;
    if (Number.isInteger(value) && value >= 0 && value <= max) return value;
    this.refuse(attribute, value, `a whole number from 0 to ${max}`);
    return undefined;
  }

  /** Epoch milliseconds from a number or an ISO date text. */
  date(attribute: string): number | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(time)) return time;
    this.refuse(attribute, value, 'a date (epoch milliseconds or ISO text)');
    return undefined;
  }

  localized(attribute: string): LocalizedText | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    if (isRecord(value)) {
      const texts = Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
      if (texts.length > 0) return Object.fromEntries(texts);
    }
    this.refuse(attribute, value, 'a text or {en, it}');
    return undefined;
  }

  textMap(record: RawRecord, attribute: string): Readonly<Record<string, string>> {
    const value = memberOf(record, attribute);
    if (!isRecord(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  }

  pattern(validation: RawRecord): string | undefined {
    const value = memberOf(validation, 'regexp');
    if (value === undefined || value === null || value === '') return undefined;
    return this.checkPattern(value, appendPath(appendPath(this.path, 'validation'), 'regexp'));
  }

  patternAttribute(attribute: string): string | undefined {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null || value === '') return undefined;
    return this.checkPattern(value, appendPath(this.path, attribute));
  }

  private checkPattern(value: unknown, path: string): string | undefined {
    if (typeof value !== 'string') {
      this.out.push(
        formDiagnostic('invalidAttribute', this.name, path, {
          attribute: 'regexp',
          value: describeValue(value),
          expected: 'a regular expression',
        }),
      );
      return undefined;
    }
    const compiled = compilePattern(value);
    if (!compiled.ok) {
      this.out.push(formDiagnostic('invalidPattern', this.name, path, { pattern: value, error: compiled.error }));
      return undefined;
    }
    return value;
  }

  /** Select options: texts or {label, value}; undefined when absent or empty (a schema error for select). */
  selectOptions(): SelectOption[] | undefined {
    const value = memberOf(this.entry, 'options');
    if (!Array.isArray(value) || value.length === 0) return undefined;
    const options: SelectOption[] = [];
    for (const [index, option] of presentElements(value)) {
      if (typeof option === 'string' || typeof option === 'number') {
        options.push({ label: String(option), value: String(option) });
        continue;
      }
      if (isRecord(option)) {
        const optionValue = memberOf(option, 'value');
        const label = memberOf(option, 'label');
        if (typeof optionValue === 'string' || typeof optionValue === 'number' || typeof optionValue === 'boolean') {
          const text = String(optionValue);
          options.push({
            label:
              typeof label === 'string'
                ? label
                : isRecord(label)
                  ? (this.textMap({ label }, 'label') as Record<string, string>)
                  : text,
            value: text,
          });
          continue;
        }
      }
      this.refuse(String(index), option, 'a text or {label, value}', appendPath(this.path, 'options'));
    }
    return options.length > 0 ? options : undefined;
  }

  pairs(attribute: string, key: string, valueKey: string): [string, unknown][] {
    const value = memberOf(this.entry, attribute);
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.refuse(attribute, value, `a list of {${key}, ${valueKey}}`);
      return [];
    }
    const pairs: [string, unknown][] = [];
    for (const [index, item] of presentElements(value)) {
      const first = isRecord(item) ? memberOf(item, key) : undefined;
      if (typeof first === 'string' && first !== '') pairs.push([first, memberOf(item as RawRecord, valueKey)]);
      else this.refuse(String(index), item, `{${key}, ${valueKey}}`, appendPath(this.path, attribute));
    }
    return pairs;
  }

  format(): FieldFormat | undefined {
    const value = memberOf(this.entry, 'format');
    if (value === undefined || value === null) return undefined;
    if (!isRecord(value)) {
      this.refuse('format', value, '{prefix, separator, dynamicField, character, minLength, regex}');
      return undefined;
    }
    const inner = new AttributeReader(value, this.name, appendPath(this.path, 'format'), this.out);
    const regex = inner.patternAttribute('regex');
    return {
      prefix: inner.flag('prefix', true),
      separator: inner.text('separator') ?? '',
      dynamicField: inner.text('dynamicField'),
      character: inner.text('character'),
      minLength: inner.count('minLength', maxFormatLength) ?? defaultFormatMinLength,
      regex,
    };
  }

  action(): AutocompleteAction | undefined {
    const value = memberOf(this.entry, 'action');
    if (value === undefined || value === null) return undefined;
    const code = isRecord(value) ? memberOf(value, 'code') : undefined;
    if (!isRecord(value) || typeof code !== 'string' || code === '') {
      this.refuse('action', value, '{code, payload}');
      return undefined;
    }
    const payload = memberOf(value, 'payload');
    const payloadRecord = isRecord(payload) ? payload : {};
    const operationId = memberOf(payloadRecord, 'operationId');
    const attributes = memberOf(payloadRecord, 'attributes');
    return {
      code,
      operationId: typeof operationId === 'string' || typeof operationId === 'number' ? String(operationId) : undefined,
      attributes: (Array.isArray(attributes) ? attributes : []).filter(isRecord).flatMap((attribute) => {
        const field = memberOf(attribute, 'field');
        const dynamicValue = memberOf(attribute, 'dynamicValue');
        if (typeof field !== 'string' || field === '') return [];
        return [
          {
            field,
            value: memberOf(attribute, 'value'),
            dynamicValue: typeof dynamicValue === 'string' && dynamicValue !== '' ? dynamicValue : undefined,
          },
        ];
      }),
    };
  }

  dependencies(): FieldDependency[] {
    const value = memberOf(this.entry, 'dependencies');
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.refuse('dependencies', value, 'a list of {whenField, is, condition, conditionValue}');
      return [];
    }
    const list: FieldDependency[] = [];
    const parent = appendPath(this.path, 'dependencies');
    for (const [index, item] of presentElements(value)) {
      const record = isRecord(item) ? item : undefined;
      const whenField = record ? memberOf(record, 'whenField') : undefined;
      const is = record ? memberOf(record, 'is') : undefined;
      const condition = record ? (memberOf(record, 'condition') ?? 'hasValue') : undefined;
      const endpointReplaced = record ? memberOf(record, 'endpointReplaced') : undefined;
      const effect =
        is === undefined && typeof endpointReplaced === 'string' ? 'endpointReplaced' : (is as DependencyEffect);
      if (
        !record ||
        typeof whenField !== 'string' ||
        whenField === '' ||
        !effects.includes(effect) ||
        !conditions.includes(condition as DependencyCondition)
      ) {
        this.refuse(
          String(index),
          item,
          `{whenField, is (${effects.join(', ')}), condition (${conditions.join(', ')})}`,
          parent,
        );
        continue;
      }
      list.push({
        whenField,
        is: effect,
        condition: condition as DependencyCondition,
        conditionValue: memberOf(record, 'conditionValue'),
        filledWithValue: memberOf(record, 'filledWithValue'),
        endpointReplaced: typeof endpointReplaced === 'string' ? endpointReplaced : undefined,
      });
    }
    return list;
  }
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
