/**
 * The station's RJSF theme (no Bootstrap class names). Its object field lays the formSchema fields out in one or two
 * columns, each in a frame with label, secondary label, icon and the field's error; there is no error list and no
 * submit button (the form host draws its own 'Next' / 'Save').
 *
 * The object field draws the station fields itself rather than through one RJSF SchemaField per property: those
 * resolve a schema, ids and defaults per field on every mount, work the station fields never use (they read and write
 * the form's view store), and which made up half of the mount time of a 100-field form.
 */
import type { TemplatesType } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { localizedText } from '../../core/forms/localized-text.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { inputId, useFieldView, useFormRuntime } from './form-runtime.ts';
import { useFormView } from './form-view-store.ts';
import { StationField } from './StationField.tsx';

function StationFieldFrame({ field, children }: { field: FormField; children: ReactNode }) {
  const runtime = useFormRuntime();
  const { state, error } = useFieldView(field.name);
  if (state?.hidden ?? field.hide) return null;
  const id = inputId(runtime.idPrefix, field.name);
  const label = localizedText(field.label, runtime.language);
  const secondary = localizedText(field.secondaryLabel, runtime.language);
  const required = state?.required ?? field.required;
  return (
    <div
      className="flex flex-col gap-1 [content-visibility:auto] [contain-intrinsic-size:auto_5.5rem]"
      data-field={field.name}
    >
      {field.type !== 'checkbox' && (
        <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-neutral-300">
          {field.icon && (
            <img
              src={field.icon}
              alt=""
              width={field.iconWidth}
              height={field.iconHeight}
              style={{ width: field.iconWidth, height: field.iconHeight }}
            />
          )}
          <span>{label}</span>
          {required && (
            <span aria-hidden className="text-brand">
              *
            </span>
          )}
        </label>
      )}
      {secondary && <p className="text-sm text-neutral-400">{secondary}</p>}
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** RJSF's root field for the form's object schema: every formSchema field but the 'value' ones, in schema order. */
export function StationObjectField() {
  const runtime = useFormRuntime();
  const columns = useFormView(runtime.store, (view) => view.columns);
  const drawn = [...runtime.fields.values()].filter((field) => field.type !== 'value');
  return (
    <div className={`grid gap-4 ${columns === 2 ? 'md:grid-cols-2' : 'grid-cols-1'}`}>
      {drawn.map((field) =>
        field.type === 'hidden' ? (
          <StationField key={field.name} field={field} />
        ) : (
          <StationFieldFrame key={field.name} field={field}>
            <StationField field={field} />
          </StationFieldFrame>
        ),
      )}
    </div>
  );
}

const Nothing = () => null;

export const stationTemplates: Partial<TemplatesType> = {
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
