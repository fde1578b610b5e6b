/**
 * The submit check of 000 §5 Forms, in its order: required fields (the first missing one stops), patterns, the
 * number / text / date limits, the optional custom validation; then, on success, copyValueFrom, format and
 * upper-casing produce the data to submit. Hidden fields (by `hide` or a dependency) are not checked.
 */
import { dateWithinBounds, epochToDate, rangeIsOrdered, toEpoch } from './date-values.ts';
import type { FieldState, FormData } from './dependencies.ts';
import type { FormField } from './form-field.ts';
import { formatValue } from './format-value.ts';
import { localizedText } from './localized-text.ts';
import { patternMatches } from './safe-pattern.ts';
import { getPath, isEmptyValue, scalarText, setPath } from './value-path.ts';

export type LimitRule = 'min' | 'max' | 'step' | 'minlength' | 'maxlength' | 'mindate' | 'maxdate' | 'rangeOrder';

export type FormProblem =
  /** 'Field {{label}} is required' */
  | { kind: 'required'; field: string; label: string }
  /** The field's message in the language, or regExpError; undefined: the default 'form validation message'. */
  | { kind: 'pattern'; field: string; label: string; message: string | undefined }
  | { kind: 'limit'; field: string; label: string; rule: LimitRule; limit: string }
  /** Custom validation messages, each an error toast titled 'Error'. */
  | { kind: 'custom'; messages: string[] };

export type FormValidation = { ok: true; data: FormData } | { ok: false; problem: FormProblem };

export interface ValidateInput {
  fields: readonly FormField[];
  states: Readonly<Record<string, FieldState>>;
  data: FormData;
  language: string;
  /** Messages of the operation's own validation (000 §5: after the field checks). */
  customValidation?: (data: FormData) => readonly string[];
}

export function requiredValue(field: FormField, data: FormData): unknown {
  const value = getPath(data, field.name);
  if (field.confirmValuePath && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return getPath(value, field.confirmValuePath);
  }
  return value;
}

export function isMissing(field: FormField, data: FormData): boolean {
  const value = requiredValue(field, data);
  if (field.type === 'checkbox') return value !== field.onValue;
  if (field.type === 'date' && field.range) {
    return isEmptyValue(getPath(value, 'from')) || isEmptyValue(getPath(value, 'to'));
  }
  return isEmptyValue(value);
}

export function validateForm(input: ValidateInput): FormValidation {
  const { fields, states, data, language } = input;
  const checked = fields.filter((field) => field.type !== 'value' && !(states[field.name]?.hidden ?? field.hide));
  const labelOf = (field: FormField) => localizedText(field.label, language);

  const missing = checked.find((field) => (states[field.name]?.required ?? field.required) && isMissing(field, data));
  if (missing) return { ok: false, problem: { kind: 'required', field: missing.name, label: labelOf(missing) } };

  for (const field of checked) {
    const value = getPath(data, field.name);
    if (!field.pattern || isEmptyValue(value) || typeof value === 'object') continue;
    const text = scalarText(value);
    if (text !== undefined && patternMatches(field.pattern, text) === false) {
      const message = field.patternErrors[language] ?? field.regExpError;
      return { ok: false, problem: { kind: 'pattern', field: field.name, label: labelOf(field), message } };
    }
  }

  for (const field of checked) {
    const broken = brokenLimit(field, getPath(data, field.name));
    if (broken) return { ok: false, problem: { kind: 'limit', field: field.name, label: labelOf(field), ...broken } };
  }

  const messages = input.customValidation?.(data) ?? [];
  if (messages.length > 0) return { ok: false, problem: { kind: 'custom', messages: [...messages] } };

  return { ok: true, data: submittedData(fields, data) };
}

function brokenLimit(field: FormField, value: unknown): { rule: LimitRule; limit: string } | undefined {
  if (isEmptyValue(value)) return undefined;
  if (field.type === 'number') {
    const number = typeof value === 'number' ? value : Number(scalarText(value));
    if (!Number.isFinite(number)) return undefined;
    if (field.min !== undefined && number < field.min) return { rule: 'min', limit: String(field.min) };
    if (field.max !== undefined && number > field.max) return { rule: 'max', limit: String(field.max) };
    if (field.step !== undefined && field.step > 0) {
      const steps = (number - (field.min ?? 0)) / field.step;
      if (Math.abs(steps - Math.round(steps)) > 1e-9) return { rule: 'step', limit: String(field.step) };
    }
    return undefined;
  }
  if (field.type === 'text' || field.type === 'textarea' || field.type === 'password') {
    const text = scalarText(value);
    if (text === undefined) return undefined;
    const length = text.length;
    if (field.minlength !== undefined && length < field.minlength)
      return { rule: 'minlength', limit: String(field.minlength) };
    if (field.maxlength !== undefined && length > field.maxlength)
      return { rule: 'maxlength', limit: String(field.maxlength) };
    return undefined;
  }
  if (field.type === 'date') {
    const from = toEpoch(field.range ? getPath(value, 'from') : value);
    const to = field.range ? toEpoch(getPath(value, 'to')) : undefined;
    if (field.range && !rangeIsOrdered(from, to)) return { rule: 'rangeOrder', limit: '' };
    const min = field.mindate === undefined ? undefined : new Date(field.mindate);
    const max = field.maxdate === undefined ? undefined : new Date(field.maxdate);
    for (const epoch of [from, to]) {
      if (epoch === undefined) continue;
      const day = epochToDate(epoch, field.useTimezone, field.time);
      if (!dateWithinBounds(day, min, undefined)) return { rule: 'mindate', limit: String(field.mindate) };
      if (!dateWithinBounds(day, undefined, max)) return { rule: 'maxdate', limit: String(field.maxdate) };
    }
  }
  return undefined;
}

/** 000 §5 'On success': copyValueFrom, format and upperCase applied; ranges written to their start/end paths. */
export function submittedData(fields: readonly FormField[], data: FormData): FormData {
  let result: FormData = data;
  for (const field of fields) {
    if (field.copyValueFrom) result = setPath(result, field.name, getPath(result, field.copyValueFrom));
  }
  for (const field of fields) {
    let value = getPath(result, field.name);
    if (field.upperCase && typeof value === 'string') value = value.toUpperCase();
    if (field.format) value = formatValue(value, field.format, result);
    if (value !== getPath(result, field.name)) result = setPath(result, field.name, value);
    if (field.type === 'date' && field.range) {
      const range = getPath(data, field.name);
      const defaultStart = field.startDatePath === `${field.name}.from`;
      const defaultEnd = field.endDatePath === `${field.name}.to`;
      if (!defaultStart) result = setPath(result, field.startDatePath, getPath(range, 'from'));
      if (!defaultEnd) result = setPath(result, field.endDatePath, getPath(range, 'to'));
    }
  }
  return result;
}
