import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useRef, useState } from 'react';
import type { LookupEntity } from '../../api/form-lookups.ts';
import { fillAutocompleteFields } from '../../core/forms/autocomplete-rules.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { actionSearchRequest, autocompleteDebounceMs, plainSearchRequest } from '../../core/forms/lookup-requests.ts';
import { optionKeyOf, optionLabelOf, secondaryLabelOf } from '../../core/forms/option-label.ts';
import { shownAutocompleteValue } from '../../core/forms/shown-autocomplete-value.ts';
import { useLatest } from './use-latest.ts';
import { inputClassName, inputId, isReadOnly, useFieldView, useFormRuntime } from './form-runtime.ts';
import { useLeadingDebounce } from './use-leading-debounce.ts';
import { useRefocus } from './use-refocus.ts';

type Entity = LookupEntity;

const sameEntity = (a: unknown, b: unknown) => optionKeyOf(a) === optionKeyOf(b);

/**
 * Autocomplete (000 §3, §5, §7.4): searches the endpoint (plain GET with search or size 25 plus dynamicParams, or the
 * action POST) with a 400 ms leading debounce; a failed search shows no options. Choosing an entity fills the
 * autocompleteFields, then submits (directSubmit) or moves the focus (focusOnField).
 */
export function AutocompleteField({ field, value, label }: { field: FormField; value: unknown; label: string }) {
  const runtime = useFormRuntime();
  const { t } = runtime;
  const { state } = useFieldView(field.name);
  const endpoint = state?.endpoint ?? field.endpoint ?? '';
  const disabled = (state?.disabled ?? field.disabled) || isReadOnly(field, runtime.services.formContext);
  const [options, setOptions] = useState<Entity[]>([]);
  const [loading, setLoading] = useState(false);
  // The entity last chosen: the value kept may be only what autocompleteFields took from it (000 §5).
  const [chosenEntity, setChosenEntity] = useState<Entity | null>(null);
  const request = useRef<AbortController>(undefined);
  const latest = useLatest(runtime);
  const { ref, onBlur } = useRefocus(field.focus);

  const search = (query: string) => {
    const { services, store } = latest.current;
    const { data } = store.get();
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    const lookup = field.action
      ? actionSearchRequest(field, endpoint, query, data, {
          ...services.placeholders,
          operationId: services.operationId,
        })
      : plainSearchRequest(field, endpoint, query, data, services.placeholders);
    setLoading(true);
    void services.lookups.search(lookup, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      setOptions(found);
      setLoading(false);
    });
  };
  const debouncedSearch = useLeadingDebounce(search, autocompleteDebounceMs);

  const choose = (chosen: Entity | Entity[] | null) => {
    const current = latest.current;
    if (Array.isArray(chosen)) {
      current.setValues({ [field.name]: chosen });
      return;
    }
    setChosenEntity(chosen);
    if (chosen === null) {
      current.setValues({ [field.name]: undefined });
      return;
    }
    const filled = fillAutocompleteFields(field, chosen, [...current.fields.values()]);
    current.setValues({ [field.name]: chosen, ...filled.values });
    for (const name of filled.missing) {
      current.services.dialogs.toast({
        status: 'error',
        title: t('forms.errorTitle'),
        description: t('forms.autocompleteFieldMissing', { field: name }),
      });
    }
    if (filled.missing.length > 0) return;
    if (field.directSubmit || field.autocheckFormSubmit) current.requestSubmit();
    else if (field.focusOnField) current.focusAfter(field);
  };

  const chosenList = Array.isArray(value) ? (value as Entity[]) : [];
  const single = field.multiple ? null : shownAutocompleteValue(field, value, chosenEntity);
  const describe = (entity: unknown) => optionLabelOf(entity, field);

  return (
    <Combobox<Entity | string | null, boolean | undefined>
      value={field.multiple ? chosenList : single}
      onChange={(chosen: unknown) => choose(chosen as Entity | Entity[] | null)}
      by={sameEntity}
      multiple={field.multiple}
      disabled={disabled}
      immediate
    >
      <div className="relative">
        {field.multiple && chosenList.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-2">
            {chosenList.map((entity) => (
              <li key={optionKeyOf(entity)} className="flex items-center gap-1 rounded-lg bg-neutral-700 px-2 py-1">
                {describe(entity)}
                <button
                  type="button"
                  aria-label={t('forms.removeValue', { value: describe(entity) })}
                  onClick={() => choose(chosenList.filter((other) => !sameEntity(other, entity)))}
                  className="grid size-8 place-items-center rounded hover:bg-neutral-600"
                >
                  <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <ComboboxInput<Entity | string | null>
          id={inputId(runtime.idPrefix, field.name)}
          ref={(element: HTMLInputElement | null) => {
            ref.current = element;
          }}
          aria-label={label}
          autoFocus={field.autoFocus || field.focus}
          readOnly={field.searchDisabled}
          displayValue={(entity) => (field.multiple || !entity ? '' : describe(entity))}
          placeholder={t('forms.search')}
          onChange={(event) => debouncedSearch(event.target.value)}
          onFocus={() => debouncedSearch('')}
          onBlur={onBlur}
          autoComplete="off"
          className={`${inputClassName} pr-14`}
        />
        <ComboboxButton
          aria-label={label}
          onClick={() => debouncedSearch('')}
          className="absolute inset-y-0 right-0 grid w-14 place-items-center text-xl"
        >
          <span aria-hidden>▾</span>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        className="z-50 max-h-80 w-(--input-width) overflow-auto rounded-xl bg-neutral-800 p-1 shadow-2xl ring-1 ring-white/10 [--anchor-gap:4px] empty:invisible"
      >
        {loading && options.length === 0 && (
          <div className="px-4 py-3 text-neutral-400">{t('forms.loadingOptions')}</div>
        )}
        {!loading && options.length === 0 && <div className="px-4 py-3 text-neutral-400">{t('forms.noOptions')}</div>}
        {options.map((entity) => {
          const secondary = secondaryLabelOf(entity, field);
          return (
            <ComboboxOption
              key={optionKeyOf(entity)}
              value={entity}
              className="flex min-h-12 cursor-pointer flex-col justify-center rounded-lg px-4 py-2 data-focus:bg-neutral-700 data-selected:font-bold"
            >
              <span>{describe(entity)}</span>
              {secondary && !field.concatSecondaryLabel && (
                <span className="text-sm text-neutral-400">{secondary}</span>
              )}
            </ComboboxOption>
          );
        })}
      </ComboboxOptions>
    </Combobox>
  );
}
