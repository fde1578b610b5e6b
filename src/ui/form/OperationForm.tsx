import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../core/describe-error.ts';
import type { FormData } from '../../core/forms/dependencies.ts';
import type { FormDiagnostic, FormField } from '../../core/forms/form-field.ts';
import { formScriptDiagnostics, type FormScriptFailure } from '../../core/forms/form-scripts.ts';
import { localizedText } from '../../core/forms/localized-text.ts';
import { formColumns, isVisible } from '../../core/forms/start-form-rules.ts';
import { validateForm } from '../../core/forms/validate-form.ts';
import { LoadingOverlay } from '../frame/LoadingOverlay.tsx';
import { FormDiagnosticsPanel } from './FormDiagnosticsPanel.tsx';
import { FormNotesNotice } from './FormNotesNotice.tsx';
import { problemToasts } from './form-problem-text.ts';
import { FormRuntimeContext, inputId, type FormRuntime } from './form-runtime.ts';
import { FormServicesContext, type FormServices } from './form-services.ts';
import { createFormViewStore } from './form-view-store.ts';
import { useLatest } from './use-latest.ts';
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
 * The other diagnostics (with an onChange naming an unknown script) are logged, and shown to admins: the form works
 * without them.
 */
export function OperationForm(props: OperationFormProps) {
  const { t } = useTranslation();
  const { diagnostics, fields, services } = props;
  const fatal = diagnostics.filter((diagnostic) => diagnostic.fatal);
  const notes = useMemo(
    () => [
      ...diagnostics.filter((diagnostic) => !diagnostic.fatal),
      ...formScriptDiagnostics(fields, services.formScripts),
    ],
    [diagnostics, fields, services.formScripts],
  );
  useEffect(() => notes.forEach((diagnostic) => console.warn(`form configuration: ${diagnostic.message}`)), [notes]);
  if (fatal.length > 0) return <FormDiagnosticsPanel title={t('forms.schemaErrorTitle')} diagnostics={fatal} />;
  if (!services.showConfigNotes || notes.length === 0) return <LiveForm {...props} />;
  return (
    <div className="flex flex-col gap-4">
      <FormNotesNotice notes={notes} />
      <LiveForm {...props} />
    </div>
  );
}

function LiveForm(props: OperationFormProps) {
  const { fields, services } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const idPrefix = `form${useId().replaceAll(':', '')}`;
  // 000 §3 onChange: a script that throws leaves the change as it is and says so in an error toast.
  const onScriptFailure = ({ script, field, error }: FormScriptFailure) =>
    services.dialogs.toast({
      status: 'error',
      title: t('forms.scriptFailedTitle'),
      description: t('forms.scriptFailed', {
        script,
        field: localizedText(field.label, language),
        error: describeError(error, t).message,
      }),
    });
  const engine = useFormEngine(fields, props.initialData, { scripts: services.formScripts, onScriptFailure });
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
  // RJSF lays the fields out once; each field reads its live value from the view store, so a keystroke re-renders
  // that field alone instead of the whole form.
  const [formData] = useState(() => flatFormData(fields, engine.data));
  const visibleCount = fields.filter((field) => isVisible(field, engine.states[field.name])).length;
  const columns = formColumns(visibleCount, props.singleRow ?? false, props.twoColumns ?? false);

  const submit = (schemaErrors: readonly string[]) => {
    if (schemaErrors.length > 0) {
      services.dialogs.toast({
        status: 'error',
        title: t('forms.formValidationTitle'),
        description: schemaErrors.join(' - '),
      });
      return;
    }
    const { data, states } = engine.latest();
    const result = validateForm({
      fields,
      states,
      data,
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

  const latestSubmit = useLatest(submit);
  const onRjsfSubmit = useCallback((errors: string[]) => latestSubmit.current(errors), [latestSubmit]);
  const { extraActions, submitLabel } = props;
  const actions = useMemo(
    () => (
      <div className="flex flex-wrap justify-end gap-3">
        {extraActions}
        <button
          type="submit"
          className="min-h-14 min-w-40 rounded-xl bg-brand px-6 text-lg font-bold text-neutral-950 hover:brightness-95 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {submitLabel}
        </button>
      </div>
    ),
    [extraActions, submitLabel],
  );

  const [store] = useState(() => createFormViewStore({ data: engine.data, states: engine.states, errors, columns }));
  const latestEngine = engine.latest;
  const currentData = useCallback(() => flatFormData(fields, latestEngine().data), [fields, latestEngine]);
  useLayoutEffect(() => {
    store.set({ data: engine.data, states: engine.states, errors, columns });
  }, [store, engine.data, engine.states, errors, columns]);

  // Stable for the life of the form: fields read what changes from the store, so a keystroke does not re-render them all.
  const runtime = useMemo<FormRuntime>(
    () => ({
      fields: fieldMap,
      store,
      language,
      t,
      services,
      idPrefix,
      setValues: setValuesAndClear,
      requestSubmit: () => (document.getElementById(idPrefix) as HTMLFormElement | null)?.requestSubmit(),
      focusAfter: (field) => {
        const { states } = store.get();
        const visible = fields.filter((candidate) => isVisible(candidate, states[candidate.name]));
        const target =
          typeof field.focusOnField === 'string'
            ? field.focusOnField
            : visible[visible.findIndex((candidate) => candidate.name === field.name) + 1]?.name;
        if (target) document.getElementById(inputId(idPrefix, target))?.focus();
      },
    }),
    [fieldMap, store, language, t, services, idPrefix, setValuesAndClear, fields],
  );

  return (
    <FormServicesContext.Provider value={services}>
      <FormRuntimeContext.Provider value={runtime}>
        <Suspense fallback={<LoadingOverlay label={t('forms.loadingForm')} />}>
          <RjsfForm
            id={idPrefix}
            schema={schema}
            uiSchema={uiSchema}
            formData={formData}
            onSubmit={onRjsfSubmit}
            currentData={currentData}
          >
            {actions}
          </RjsfForm>
        </Suspense>
      </FormRuntimeContext.Provider>
    </FormServicesContext.Provider>
  );
}
