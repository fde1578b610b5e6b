import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultValueOutcome, needsDefaultLookup } from '../../core/forms/autocomplete-rules.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { localizedText } from '../../core/forms/localized-text.ts';
import { defaultValueRequest } from '../../core/forms/lookup-requests.ts';
import { resolvePlaceholders } from '../../core/forms/placeholders.ts';
import { getPath, scalarText } from '../../core/forms/value-path.ts';
import type { FormEngine } from './use-form-engine.ts';
import type { FormServices } from './form-services.ts';
import { isReadOnly } from './form-runtime.ts';
import { useLatest } from './use-latest.ts';

/** 000 §5 Autocomplete default values: looked up once when the form opens. */
export function useAutocompleteDefaults(
  fields: readonly FormField[],
  engine: FormEngine,
  services: FormServices,
  language: string,
) {
  const { t } = useTranslation();
  const started = useRef(false);
  const latest = useLatest({ engine, services });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const controller = new AbortController();
    const { engine: initial } = latest.current;
    for (const field of fields) {
      const state = initial.states[field.name];
      if (!needsDefaultLookup(field, state?.hidden ?? field.hide, state?.required ?? field.required)) continue;
      if (getPath(initial.data, field.name) !== undefined) continue;
      const request = defaultValueRequest(field, field.endpoint ?? '', field.defaultValue, services.placeholders);
      void services.lookups.search(request, controller.signal).then((results) => {
        if (controller.signal.aborted) return;
        const outcome = defaultValueOutcome(field, results, isReadOnly(field, services.formContext));
        if (outcome.kind === 'chosen') {
          latest.current.engine.setValues({ [field.name]: field.multiple ? [outcome.entity] : outcome.entity });
        } else if (outcome.kind === 'none') {
          const resolved = resolvePlaceholders(field.defaultValue, services.placeholders);
          const defaultValue = (Array.isArray(resolved) ? resolved : [resolved])
            .map((item) => scalarText(item) ?? '')
            .join(', ');
          const label = localizedText(field.label, language);
          latest.current.services.dialogs.toast({
            status: outcome.toast,
            title: t(outcome.fromEndpoint ? 'forms.invalidDefaultValueFromEndpoint' : 'forms.invalidDefaultValue', {
              defaultValue,
              field: label,
            }),
          });
        }
      });
    }
    return () => {
      controller.abort();
      // Looked up again if the effect runs anew (StrictMode's second mount): an aborted lookup set nothing, and a
      // field that has a value by then is skipped.
      started.current = false;
    };
  }, [fields, services, language, t, latest]);
}
