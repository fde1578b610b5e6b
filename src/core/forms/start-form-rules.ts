/** Rules of the operation start form screen (000 §2.13) and the page frame's Change modal (000 §2.14). */
import { formFieldTypes } from '../operation-config/form-field-json-schema.ts';
import { storagePrefix } from '../storage-keys.ts';
import type { FieldState } from './dependencies.ts';
import type { FormField } from './form-field.ts';
import { getPath } from './value-path.ts';

/** Whole-form storage (activeStorageForm): keyed by operation type + id. */
export const formStorageKey = (type: string, operationId: string) => `${storagePrefix}form::${type}::${operationId}`;
/** Per-field storage: keyed by type + id + field name. */
export const fieldStorageKey = (type: string, operationId: string, name: string) =>
  `${formStorageKey(type, operationId)}::${name}`;
/** The data an operation started with, restored by the Change modal's Cancel. */
export const initFormDataKey = (operationId: string) => `${storagePrefix}init-form-data-${operationId}`;

/** The storage entries to write after a valid submit (key → JSON-able value). */
export function storageEntries(
  fields: readonly FormField[],
  data: Readonly<Record<string, unknown>>,
  operation: { type: string; id: string; activeStorageForm: boolean },
): [string, unknown][] {
  if (operation.activeStorageForm) return [[formStorageKey(operation.type, operation.id), data]];
  return fields
    .filter((field) => field.storage)
    .map((field) => [fieldStorageKey(operation.type, operation.id, field.name), getPath(data, field.name)]);
}

/** The values to restore when the form opens (the inverse of storageEntries), keyed by field name. */
export function restoredValues(
  fields: readonly FormField[],
  operation: { type: string; id: string; activeStorageForm: boolean },
  read: (key: string) => unknown,
): Record<string, unknown> {
  if (operation.activeStorageForm) {
    const whole = read(formStorageKey(operation.type, operation.id));
    return whole !== null && typeof whole === 'object' && !Array.isArray(whole)
      ? (whole as Record<string, unknown>)
      : {};
  }
  const values: Record<string, unknown> = {};
  for (const field of fields.filter((candidate) => candidate.storage)) {
    const value = read(fieldStorageKey(operation.type, operation.id, field.name));
    if (value !== undefined && value !== null) values[field.name] = value;
  }
  return values;
}

/** Every field type but the ones never drawn (hidden, value). */
export const visibleFieldTypes: ReadonlySet<string> = new Set(
  formFieldTypes.filter((type) => type !== 'hidden' && type !== 'value'),
);

export function isVisible(field: FormField, state: FieldState | undefined): boolean {
  return visibleFieldTypes.has(field.type) && !(state?.hidden ?? field.hide);
}

/** Two columns only with room for a second column and more than 3 visible fields; formSchemaSingleRow forces one. */
export function formColumns(visibleCount: number, singleRow: boolean, hasSecondColumn: boolean): 1 | 2 {
  return !singleRow && hasSecondColumn && visibleCount > 3 ? 2 : 1;
}

/** The fields the Change modal edits; none means the header is read-only (000 §2.14). */
export function changeableFields(fields: readonly FormField[]): FormField[] {
  return fields.filter((field) => !field.disableChange);
}

/** 000 §2.13: the form starts with an RFID search when the kind option says so (shipping startWithRfidSearch). */
export function startsWithRfidSearch(options: object): boolean {
  return 'startWithRfidSearch' in options && options.startWithRfidSearch === true;
}
