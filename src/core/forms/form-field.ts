/** The typed, defaulted form field of 000 §3 Form field, parsed from a formSchema entry by parseFormSchema. */
import type { formFieldTypes } from '../operation-config/form-field-json-schema.ts';

export type FormFieldType = (typeof formFieldTypes)[number];

/** A text given once, or once per language ({en, it}). */
export type LocalizedText = string | Readonly<Record<string, string>>;

export type DependencyCondition = 'hasValue' | 'isEmpty' | 'isFilled';

/** What a dependency does to its field while its condition holds (000 §4.11); the inverse applies otherwise. */
export type DependencyEffect =
  'disabled' | 'enabled' | 'hidden' | 'visible' | 'required' | 'optional' | 'emptied' | 'filled' | 'endpointReplaced';

export interface FieldDependency {
  whenField: string;
  is: DependencyEffect;
  condition: DependencyCondition;
  conditionValue: unknown;
  filledWithValue: unknown;
  endpointReplaced: string | undefined;
}

export interface FieldFormat {
  /** true: the dynamicField value goes before the value; false: after it. */
  prefix: boolean;
  separator: string;
  dynamicField: string | undefined;
  /** Pad character; padding applies only when set. */
  character: string | undefined;
  minLength: number;
  /** A pattern whose first group is kept. */
  regex: string | undefined;
}

export interface SelectOption {
  label: LocalizedText;
  value: string;
}

export interface AutocompleteAction {
  code: string;
  operationId: string | undefined;
  attributes: readonly { field: string; value: unknown; dynamicValue: string | undefined }[];
}

export interface FormField {
  /** Index in formSchema and the JSON path of the entry, for diagnostics. */
  index: number;
  path: string;
  /** Form data key; a dotted path writes a nested value. */
  name: string;
  type: FormFieldType;
  label: LocalizedText;
  secondaryLabel: LocalizedText | undefined;
  required: boolean;
  defaultValue: unknown;
  hide: boolean;
  focus: boolean;
  autoFocus: boolean;
  disabled: boolean;
  /** true, or the form context ('start', 'read') where the field is read-only. */
  readOnly: boolean | string;
  onChange: string | undefined;
  confirmValuePath: string | undefined;
  dependencies: readonly FieldDependency[];
  storage: boolean;
  disableChange: boolean;
  addEmptyField: boolean;
  copyValueFrom: string | undefined;
  isProductCode: boolean;
  filterKey: string | undefined;
  /** validation.regexp, else regExp. */
  pattern: string | undefined;
  /** validation.errors: the message per language. */
  patternErrors: Readonly<Record<string, string>>;
  regExpError: string | undefined;
  currentDateAsDefault: boolean;
  directSubmit: boolean;
  submitOnEnter: boolean;
  /** The field to focus once this one is filled (true: the next field). */
  focusOnField: string | boolean;
  icon: string | undefined;
  iconWidth: number;
  iconHeight: number;
  upperCase: boolean;
  minlength: number | undefined;
  maxlength: number | undefined;
  min: number | undefined;
  max: number | undefined;
  step: number | undefined;
  autocheckEndpoint: string | undefined;
  autocheckEndpointField: string | undefined;
  autocheckEndpointBlockIfEmpty: boolean;
  autocheckFormSubmit: boolean;
  autocompleteFields: readonly { name: string; field: string }[];
  format: FieldFormat | undefined;
  endpoint: string | undefined;
  optionLabel: string;
  optionSecondaryLabel: string;
  concatSecondaryLabel: boolean;
  dynamicParams: readonly { field: string; value: unknown }[];
  defaultValueEndpoint: string | undefined;
  multiple: boolean;
  autoSelectDefault: boolean;
  action: AutocompleteAction | undefined;
  searchDisabled: boolean;
  onValue: unknown;
  offValue: unknown;
  time: boolean;
  range: boolean;
  mindate: number | undefined;
  maxdate: number | undefined;
  dateFormat: string;
  useTimezone: boolean;
  startDatePath: string;
  endDatePath: string;
  options: readonly SelectOption[];
}

export type FormDiagnosticCode =
  | 'missingEndpoint'
  | 'missingOptions'
  | 'unsupportedType'
  | 'missingName'
  | 'duplicateName'
  | 'notAnObject'
  | 'invalidAttribute'
  | 'invalidPattern'
  | 'unknownDependencyField'
  | 'dependencyCycle'
  | 'unknownScript';

/** Something wrong with one field of a formSchema. `fatal` ones keep the form from rendering (000 §5 Schema errors). */
export interface FormDiagnostic {
  code: FormDiagnosticCode;
  fatal: boolean;
  /** The field's name ('' when it has none) and the JSON path of the entry or attribute. */
  field: string;
  path: string;
  /** i18n key (namespace forms) and its parameters; `message` is the English sentence for logs. */
  key: string;
  params: Readonly<Record<string, string>>;
  message: string;
}
