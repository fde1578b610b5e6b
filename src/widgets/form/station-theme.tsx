/**
 * The station's RJSF theme (no Bootstrap class names): a field template with label, secondary label, icon and the
 * field's error; an object template laying the fields out in one or two columns; no error list, no submit button
 * (the form host draws its own 'Next' / 'Save').
 */
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { localizedText } from '../../core/forms/localized-text.ts';
import type { ReactNode } from 'react';
import type { FormField } from '../../core/forms/form-field.ts';
import { inputId, useFieldView, useFormRuntime } from './form-runtime.ts';
import { useFormView } from './form-view-store.ts';

function FieldTemplate(props: FieldTemplateProps) {
  const runtime = useFormRuntime();
  const name = (props.uiSchema?.['ui:options'] as { fieldName?: string } | undefined)?.fieldName;
  const field = name === undefined ? undefined : runtime.fields.get(name);
  if (!field || field.type === 'hidden') return props.children;
  return <StationFieldFrame field={field}>{props.children}</StationFieldFrame>;
}

function StationFieldFrame({ field, children }: { field: FormField; children: ReactNode }) {
  const runtime = useFormRuntime();
  const { state, error } = useFieldView(field.name);
  if (state?.hidden ?? field.hide) return null;
  const id = inputId(runtime.idPrefix, field.name);
  const label = localizedText(field.label, runtime.language);
  const secondary = localizedText(field.secondaryLabel, runtime.language);
  const required = state?.required ?? field.required;
  return (
    <div className="flex flex-col gap-1" data-field={field.name}>
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

function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { store } = useFormRuntime();
  const columns = useFormView(store, (view) => view.columns);
  return (
    <div className={`grid gap-4 ${columns === 2 ? 'md:grid-cols-2' : 'grid-cols-1'}`}>
      {props.properties.map((property) => property.content)}
    </div>
  );
}

const Nothing = () => null;

export const stationTemplates: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
  ErrorListTemplate: Nothing,
  FieldErrorTemplate: Nothing,
  FieldHelpTemplate: Nothing,
  DescriptionFieldTemplate: Nothing,
  TitleFieldTemplate: Nothing,
};
