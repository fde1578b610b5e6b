import { createContext, useContext } from 'react';
import type { TFunction } from 'i18next';
import type { FieldState } from '../../core/forms/dependencies.ts';
import { useFormView, type FormViewStore } from './form-view-store.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import type { FormServices } from './form-services.ts';

/** What the station fields of one rendered form share. */
export interface FormRuntime {
  fields: ReadonlyMap<string, FormField>;
  /** Data, states, errors and columns: read a slice with useFieldView / useFormView. */
  store: FormViewStore;
  language: string;
  /** The form's translate function: one i18n subscription per form, not one per field. */
  t: TFunction;
  services: FormServices;
  /** The id prefix of this form's inputs (several forms may be on one page). */
  idPrefix: string;
  setValues(values: Readonly<Record<string, unknown>>): void;
  requestSubmit(): void;
  /** Moves the focus for focusOnField: the named field, or the next visible one when `true`. */
  focusAfter(field: FormField): void;
}

export const FormRuntimeContext = createContext<FormRuntime | null>(null);

export function useFormRuntime(): FormRuntime {
  const runtime = useContext(FormRuntimeContext);
  if (!runtime) throw new Error('A station field rendered outside its form');
  return runtime;
}

export const inputId = (idPrefix: string, name: string) => `${idPrefix}-${name.replaceAll('.', '-')}`;

export function isReadOnly(field: FormField, formContext: string): boolean {
  return field.readOnly === true || (typeof field.readOnly === 'string' && field.readOnly === formContext);
}

export const inputClassName =
  'min-h-14 w-full rounded-xl bg-neutral-800 px-4 text-lg text-neutral-100 ring-1 ring-white/10 placeholder:text-neutral-500 focus:ring-4 focus:ring-brand focus:outline-none disabled:opacity-50 read-only:bg-neutral-900';

/** A field's dependency state and error: the field renders again only when these change. */
export function useFieldView(name: string): { state: FieldState | undefined; error: string | undefined } {
  const { store } = useFormRuntime();
  return useFormView(store, (view) => ({ state: view.states[name], error: view.errors[name] }));
}
