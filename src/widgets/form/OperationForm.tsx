import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormData } from '../../core/forms/dependencies.ts';
import type { FormDiagnostic, FormField } from '../../core/forms/form-field.ts';
import { formColumns, isVisible } from '../../core/forms/start-form-rules.ts';
import { validateForm } from '../../core/forms/validate-form.ts';
import { LoadingOverlay } from '../frame/LoadingOverlay.tsx';
import { FormDiagnosticsPanel } from './FormDiagnosticsPanel.tsx';
import { problemToasts } from './form-problem-text.ts';
import { FormRuntimeContext, inputId, type FormRuntime } from './form-runtime.ts';
import { FormServicesContext, type FormServices } from './form-services.ts';
import { flatFormData, rjsfSchema } from './rjsf-schema.ts';
import { useAutocompleteDefaults } from './use-default-values.ts';
import { useFormEngine } from './use-form-engine.ts';

const loadRjsfForm = () => import('./RjsfForm.tsx');
const RjsfForm = lazy(loadRjsfForm);

/** Fetches the RJSF chunk ahead of the first form (e.g. while an operation's data loads). */
export const preloadFormEngine = () => loadRjsfForm().then(() => undefined);

export interface OperationFormProps {
  fields: readonly FormField[];
  diagnostics: readonly FormDiagnostic[];
  initialData: FormData;
  services: FormServices;
  submitLabel: string;
  /** Called with the validated, formatted data (000 §5 'On success'). */
  onSubmit(data: FormData): void;
  /** 000 §2.13: formSchemaSingleRow forces one column. */
  singleRow?: boolean;
  /** Whether the layout has a second column (two only with more than 3 visible fields). */
  twoColumns?: boolean;
  customValidation?: (data: FormData) => readonly string[];
  /** Sees every change (the playground shows the live data). */
  onDataChange?: (data: FormData) => void;
  /** Buttons next to the submit (e.g. Cancel). */
  extraActions?: ReactNode;
}

/**
 * Renders and submits a formSchema: the fatal schema errors of 000 §5 as an error panel, otherwise the RJSF form in
 * the station theme (loaded with the first form), with the dependencies, default values and submit checks of 000 §5.
 */
export function OperationForm(props: OperationFormProps) {
  const { t } = useTranslation();
  const fatal = props.diagnostics.filter((diagnostic) => diagnostic.fatal);
  if (fatal.length > 0) return <FormDiagnosticsPanel title={t('forms.schemaErrorTitle')} diagnostics={fatal} />;
  return <LiveForm {...props} />;
}

function LiveForm(props: OperationFormProps) {
  const { fields, services } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const idPrefix = `form${useId().replaceAll(':', '')}`;
  const engine = useFormEngine(fields, props.initialData);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  useAutocompleteDefaults(fields, engine, services, language);

  const { onDataChange } = props;
  const setValues = engine.setValues;
  const setValuesAndClear = useCallback(
    (values: Readonly<Record<string, unknown>>) => {
      setErrors((previous) => (Object.keys(previous).length === 0 ? previous : {}));
      setValues(values);
    },
    [setValues],
  );
  useEffect(() => onDataChange?.(engine.data), [onDataChange, engine.data]);

  const fieldMap = useMemo(() => new Map(fields.map((field) => [field.name, field])), [fields]);
  const { schema, uiSchema } = useMemo(() => rjsfSchema(fields), [fields]);
  const formData = useMemo(() => flatFormData(fields, engine.data), [fields, engine.data]);
  const visibleCount = fields.filter((field) => isVisible(field, engine.states[field.name])).length;
  const columns = formColumns(visibleCount, props.singleRow ?? false, props.twoColumns ?? false);

  const submit = () => {
    const result = validateForm({
      fields,
      states: engine.states,
      data: engine.data,
      language,
      customValidation: props.customValidation,
    });
    if (result.ok) {
      setErrors({});
      props.onSubmit(result.data);
      return;
    }
    const { toasts, fieldMessage } = problemToasts(result.problem, t);
    toasts.forEach((toast) => services.dialogs.toast(toast));
    if ('field' in result.problem && fieldMessage) {
      setErrors({ [result.problem.field]: fieldMessage });
      document.getElementById(inputId(idPrefix, result.problem.field))?.focus();
    }
  };

  const runtime: FormRuntime = {
    fields: fieldMap,
    states: engine.states,
    data: engine.data,
    language,
    services,
    idPrefix,
    columns,
    errors,
    setValues: setValuesAndClear,
    requestSubmit: () => (document.getElementById(idPrefix) as HTMLFormElement | null)?.requestSubmit(),
    focusAfter: (field) => {
      const visible = fields.filter((candidate) => isVisible(candidate, engine.states[candidate.name]));
      const target =
        typeof field.focusOnField === 'string'
          ? field.focusOnField
          : visible[visible.findIndex((candidate) => candidate.name === field.name) + 1]?.name;
      if (target) document.getElementById(inputId(idPrefix, target))?.focus();
    },
  };

  return (
    <FormServicesContext.Provider value={services}>
      <FormRuntimeContext.Provider value={runtime}>
        <Suspense fallback={<LoadingOverlay label={t('forms.loadingForm')} />}>
          <RjsfForm id={idPrefix} schema={schema} uiSchema={uiSchema} formData={formData} onSubmit={submit}>
            <div className="flex flex-wrap justify-end gap-3">
              {props.extraActions}
              <button
                type="submit"
                className="min-h-14 min-w-40 rounded-xl bg-brand px-6 text-lg font-bold text-neutral-950 hover:brightness-95 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {props.submitLabel}
              </button>
            </div>
          </RjsfForm>
        </Suspense>
      </FormRuntimeContext.Provider>
    </FormServicesContext.Provider>
  );
}
