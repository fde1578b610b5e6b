/**
 * The operation detail values the page frame's header shows for submitted form data (000 §3 Displayed values,
 * §2.14): dates formatted, ranges 'from - to', autocomplete labels, checkbox yes / no, select option labels.
 */
import { formatDateValue } from './date-values.ts';
import type { FormField } from './form-field.ts';
import { localizedText } from './localized-text.ts';
import { optionLabelOf } from './option-label.ts';
import { getPath, scalarText } from './value-path.ts';

export interface DisplayedValue {
  name: string;
  label: string;
  value: string;
}

export interface DisplayWords {
  yes: string;
  no: string;
}

export function displayedValue(field: FormField, value: unknown, language: string, words: DisplayWords): string {
  if (value === undefined || value === null) return '';
  switch (field.type) {
    case 'checkbox':
      return value === field.onValue ? words.yes : words.no;
    case 'date': {
      if (field.range) {
        const from = formatDateValue(getPath(value, 'from'), field.dateFormat, field.useTimezone, field.time);
        const to = formatDateValue(getPath(value, 'to'), field.dateFormat, field.useTimezone, field.time);
        return from || to ? `${from} - ${to}` : '';
      }
      return formatDateValue(value, field.dateFormat, field.useTimezone, field.time);
    }
    case 'autocomplete':
      return (Array.isArray(value) ? value : [value]).map((entity) => optionLabelOf(entity, field)).join(', ');
    case 'select': {
      const chosen = (Array.isArray(value) ? value : [value]).flatMap((item) => scalarText(item) ?? []);
      return chosen
        .map((item) => {
          const option = field.options.find((candidate) => candidate.value === item);
          return option ? localizedText(option.label, language) : item;
        })
        .join(', ');
    }
    default:
      return scalarText(value) ?? '';
  }
}

/** The fields whose values the header shows: not hidden, and neither hidden, value nor password fields. */
export function displayedFields(fields: readonly FormField[]): FormField[] {
  return fields.filter(
    (field) => !field.hide && field.type !== 'hidden' && field.type !== 'value' && field.type !== 'password',
  );
}

/** The visible fields' values, in schema order (hidden and value fields are not shown). */
export function displayedValues(
  fields: readonly FormField[],
  data: Readonly<Record<string, unknown>>,
  language: string,
  words: DisplayWords,
): DisplayedValue[] {
  return displayedFields(fields).map((field) => ({
    name: field.name,
    label: localizedText(field.label, language),
    value: displayedValue(field, getPath(data, field.name), language, words),
  }));
}
