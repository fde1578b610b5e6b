import type { FormField } from '../../core/forms/form-field.ts';
import { localizedText } from '../../core/forms/localized-text.ts';
import { scalarText } from '../../core/forms/value-path.ts';
import { inputId, isReadOnly, useFieldView, useFormRuntime } from './form-runtime.ts';

const buttonClassName =
  'flex min-h-14 w-full items-center justify-between gap-3 rounded-xl bg-neutral-800 px-4 text-left text-lg ring-1 ring-white/10 hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-50';

/** Checkbox (000 §3): onValue when ticked, offValue otherwise. */
export function CheckboxField({ field, value, label }: { field: FormField; value: unknown; label: string }) {
  const runtime = useFormRuntime();
  const { state } = useFieldView(field.name);
  const readOnly = isReadOnly(field, runtime.services.formContext);
  return (
    <label className="flex min-h-14 items-center gap-3 text-lg">
      <input
        id={inputId(runtime.idPrefix, field.name)}
        type="checkbox"
        checked={value === field.onValue}
        disabled={(state?.disabled ?? field.disabled) || readOnly}
        autoFocus={field.autoFocus}
        onChange={(event) => runtime.setValues({ [field.name]: event.target.checked ? field.onValue : field.offValue })}
        className="size-7 accent-(--color-brand)"
      />
      <span>{label}</span>
    </label>
  );
}

/** Select (000 §3): options as texts or {label, value}; with more than one option a tap opens the select modal. */
export function SelectField({ field, value, label }: { field: FormField; value: unknown; label: string }) {
  const runtime = useFormRuntime();
  const { t } = runtime;
  const { state } = useFieldView(field.name);
  const readOnly = isReadOnly(field, runtime.services.formContext);
  const chosen = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    const text = scalarText(item);
    return text === undefined || text === '' ? [] : [text];
  });
  const labelOf = (item: string) => {
    const option = field.options.find((candidate) => candidate.value === item);
    return option ? localizedText(option.label, runtime.language) : item;
  };
  const open = async () => {
    if (field.options.length === 1) {
      const only = field.options[0]!.value;
      runtime.setValues({ [field.name]: field.multiple ? [only] : only });
      return;
    }
    const picked = await runtime.services.dialogs.select({
      title: label,
      multiple: field.multiple,
      selected: chosen,
      options: field.options.map((option) => ({
        value: option.value,
        label: localizedText(option.label, runtime.language),
      })),
    });
    if (!picked) return;
    runtime.setValues({ [field.name]: field.multiple ? picked : picked[0] });
    if (field.directSubmit) runtime.requestSubmit();
    else if (field.focusOnField) runtime.focusAfter(field);
  };
  return (
    <button
      id={inputId(runtime.idPrefix, field.name)}
      type="button"
      aria-haspopup="dialog"
      disabled={(state?.disabled ?? field.disabled) || readOnly}
      autoFocus={field.autoFocus}
      onClick={() => void open()}
      className={buttonClassName}
    >
      <span className={chosen.length === 0 ? 'text-neutral-400' : ''}>
        {chosen.length === 0 ? t('forms.noValue') : chosen.map(labelOf).join(', ')}
      </span>
      <span aria-hidden>▾</span>
    </button>
  );
}

export { buttonClassName };
