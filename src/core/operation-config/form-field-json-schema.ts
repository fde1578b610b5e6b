/**
 * JSON Schema of one formSchema entry as the server sends it (000 §3 Form field). The parser keeps fields raw; this
 * schema documents them for configurators and the playground. Unknown attributes are allowed.
 */
import type { JsonSchema } from './json-schema-types.ts';

export const formFieldTypes = [
  'text',
  'textarea',
  'password',
  'number',
  'date',
  'checkbox',
  'select',
  'autocomplete',
  'hidden',
  'value',
] as const;

const flag = (description: string): JsonSchema => ({ type: 'boolean', description });
const text = (description: string): JsonSchema => ({ type: 'string', description });
const count = (description: string): JsonSchema => ({ type: 'number', description });
const pairs = (first: string, second: string, description: string): JsonSchema => ({
  type: 'array',
  description,
  items: { type: 'object', properties: { [first]: { type: 'string' }, [second]: {} } },
});

export const formFieldJsonSchema: JsonSchema = {
  type: 'object',
  description: 'A start-form field (000 §3 Form field); the forms engine reads it.',
  required: ['name', 'type'],
  properties: {
    name: text('Form data key; a dotted path is allowed.'),
    type: { type: 'string', enum: formFieldTypes, description: 'Field type (000 §3 Form field).' },
    label: {
      description: 'Label: a text, or one text per language.',
      anyOf: [{ type: 'string' }, { type: 'object', properties: { en: { type: 'string' }, it: { type: 'string' } } }],
    },
    secondaryLabel: { description: 'Secondary label: a text, or one text per language.' },
    required: flag('Must be filled; true by default, false for checkboxes.'),
    defaultValue: { description: 'Initial value; may hold {placeId}, :placeId or {place.<path>} placeholders.' },
    hide: flag('Hidden field.'),
    focus: flag('Focused field.'),
    autoFocus: flag('Focused when the form opens.'),
    disabled: flag('Not editable.'),
    readOnly: { description: "true, or the form context where it is read-only (e.g. 'start', 'read')." },
    storage: flag('Kept in local storage per operation (000 §2.13).'),
    disableChange: flag("Not editable from the header's Change form (000 §2.14)."),
    directSubmit: flag('Submits the form when filled.'),
    submitOnEnter: flag('Submits the form on Enter.'),
    focusOnField: { description: 'Moves the focus to the next field when filled.' },
    upperCase: flag('Upper-cases the typed text.'),
    isProductCode: flag('The field holds a product code.'),
    icon: text('Icon name.'),
    iconWidth: count('Icon width, 24 by default.'),
    iconHeight: count('Icon height, 24 by default.'),
    endpoint: text('Autocomplete: the lookup endpoint (required for autocomplete).'),
    optionLabel: text('Autocomplete: option label member, description by default.'),
    optionSecondaryLabel: text('Autocomplete: secondary label member, code by default.'),
    concatSecondaryLabel: flag("Autocomplete: show 'label - secondary'."),
    multiple: flag('Autocomplete or select: several values.'),
    dynamicParams: pairs('field', 'value', 'Autocomplete: extra query parameters [{field, value}].'),
    autocompleteFields: pairs('name', 'field', 'Fields filled from the chosen entity [{name, field}].'),
    options: {
      type: 'array',
      description: 'Select: the choices, texts or {label, value} (required for select).',
      items: { anyOf: [{ type: 'string' }, { type: 'object', properties: { label: {}, value: {} } }] },
    },
    min: { description: 'Number: minimum.' },
    max: { description: 'Number: maximum.' },
    step: { description: 'Number: step.' },
    minlength: count('Text: minimum length.'),
    maxlength: count('Text: maximum length.'),
    validation: {
      type: 'object',
      description: 'Validation {regexp, errors per language}.',
      properties: { regexp: { type: 'string' }, errors: { type: 'object' } },
    },
    dependencies: {
      type: 'array',
      description: 'Dependencies on other fields (000 §4.11).',
      items: { type: 'object' },
    },
    format: {
      type: 'object',
      description: 'Value format {prefix, separator, dynamicField, character, minLength, regex}.',
    },
  },
};
