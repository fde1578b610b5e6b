import { useEffect, useRef, type KeyboardEvent } from 'react';
import { autocheckOutcome, fillAutocompleteFields } from '../../core/forms/autocomplete-rules.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { scalarText } from '../../core/forms/value-path.ts';
import { autocheckDebounceMs, autocheckRequest } from '../../core/forms/lookup-requests.ts';
import { useLatest } from './use-latest.ts';
import { inputClassName, inputId, isReadOnly, useFieldView, useFormRuntime } from './form-runtime.ts';
import { useRefocus } from './use-refocus.ts';

/** text, textarea, password and number fields (000 §3): limits, upper-casing, Enter rules, autocheck, refocus. */
export function TextInputField({ field, value }: { field: FormField; value: unknown }) {
  const runtime = useFormRuntime();
  const { t } = runtime;
  const { state, error } = useFieldView(field.name);
  const readOnly = isReadOnly(field, runtime.services.formContext);
  const { ref, onBlur } = useRefocus(field.focus);
  const text = scalarText(value) ?? '';
  useAutocheck(field, text);

  const change = (raw: string) => {
    if (field.type === 'number') {
      const number = raw.trim() === '' ? undefined : Number(raw);
      runtime.setValues({ [field.name]: number !== undefined && Number.isNaN(number) ? raw : number });
      return;
    }
    runtime.setValues({ [field.name]: field.upperCase ? raw.toUpperCase() : raw });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || field.type === 'textarea') return;
    event.preventDefault();
    if (field.submitOnEnter || field.directSubmit) runtime.requestSubmit();
    else if (field.focusOnField) runtime.focusAfter(field);
  };
  const common = {
    id: inputId(runtime.idPrefix, field.name),
    name: field.name,
    value: text,
    disabled: state?.disabled ?? field.disabled,
    readOnly,
    autoFocus: field.autoFocus || field.focus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${inputId(runtime.idPrefix, field.name)}-error` : undefined,
    onBlur,
    className: inputClassName,
  };
  if (field.type === 'textarea') {
    return (
      <textarea
        {...common}
        ref={(element) => {
          ref.current = element;
        }}
        rows={3}
        minLength={field.minlength}
        maxLength={field.maxlength}
        onChange={(event) => change(event.target.value)}
        className={`${inputClassName} py-3`}
      />
    );
  }
  return (
    <input
      {...common}
      ref={(element) => {
        ref.current = element;
      }}
      type={field.type === 'password' ? 'password' : field.type === 'number' ? 'number' : 'text'}
      inputMode={field.type === 'number' ? 'decimal' : undefined}
      min={field.min}
      max={field.max}
      step={field.step}
      minLength={field.minlength}
      maxLength={field.maxlength}
      autoComplete="off"
      placeholder={field.type === 'password' ? undefined : t('forms.noValue')}
      onChange={(event) => change(event.target.value)}
      onKeyDown={onKeyDown}
    />
  );
}

/** 000 §5 Autocheck: 500 ms after a change the endpoint is asked for the value. */
function useAutocheck(field: FormField, text: string) {
  const runtime = useFormRuntime();
  const { t } = runtime;
  const first = useRef(true);
  const latest = useLatest(runtime);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!field.autocheckEndpoint || text.trim() === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const { services } = latest.current;
      void services.lookups
        .search(autocheckRequest(field, text, services.placeholders), controller.signal)
        .then((results) => {
          if (controller.signal.aborted) return;
          const current = latest.current;
          const outcome = autocheckOutcome(field, results);
          if (outcome.kind === 'block') {
            current.services.dialogs.toast({ status: 'error', title: t('forms.valueNotValid') });
            current.setValues({ [field.name]: '' });
          } else if (outcome.kind === 'fill') {
            const filled = fillAutocompleteFields(field, outcome.entity, [...current.fields.values()]);
            current.setValues(filled.values);
            for (const name of filled.missing) {
              current.services.dialogs.toast({
                status: 'error',
                title: t('forms.errorTitle'),
                description: t('forms.autocompleteFieldMissing', { field: name }),
              });
            }
            if (field.autocheckFormSubmit && filled.missing.length === 0) current.requestSubmit();
          }
        });
    }, autocheckDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [field, text, t, latest]);
}
