import { format } from 'date-fns';
import { withTime } from '../../core/dates.ts';
import { epochToDate, pickedDateValue, toEpoch } from '../../core/forms/date-values.ts';
import type { FormField } from '../../core/forms/form-field.ts';
import { getPath } from '../../core/forms/value-path.ts';
import { pickerDateFormat } from '../dialogs/calendar.ts';
import { buttonClassName } from './ChoiceFields.tsx';
import { inputId, isReadOnly, useFieldView, useFormRuntime } from './form-runtime.ts';

/**
 * Date and date range (000 §3, §5): the date picker dialog (dd/MM/yyyy in Italian, MM/dd/yyyy otherwise, clear, 4
 * years) bounded by mindate / maxdate; a range end is picked from its start on, and an earlier end is refused. With
 * `time` the dialog also picks the time of day (from the start's minute on for a range end), shown as HH:mm:ss.
 */
export function DateField({ field, value, label }: { field: FormField; value: unknown; label: string }) {
  const runtime = useFormRuntime();
  const { t, language } = runtime;
  const { state } = useFieldView(field.name);
  const disabled = (state?.disabled ?? field.disabled) || isReadOnly(field, runtime.services.formContext);
  const shown = withTime(pickerDateFormat(language), field.time);
  const asDate = (raw: unknown) => {
    const epoch = toEpoch(raw);
    return epoch === undefined ? undefined : epochToDate(epoch, field.useTimezone, field.time);
  };
  const min = field.mindate === undefined ? undefined : new Date(field.mindate);
  const max = field.maxdate === undefined ? undefined : new Date(field.maxdate);

  const pick = async (part: 'from' | 'to' | undefined) => {
    const current = part ? getPath(value, part) : value;
    const from = field.range ? asDate(getPath(value, 'from')) : undefined;
    const picked = await runtime.services.dialogs.datePicker({
      title: part ? `${label} · ${t(`forms.${part}`)}` : label,
      value: asDate(current),
      clearable: true,
      minDate: part === 'to' && from ? from : min,
      maxDate: max,
      time: field.time,
      notBefore: part === 'to' && field.time ? from : undefined,
    });
    if (picked === undefined) return;
    const stored = picked === null ? undefined : pickedDateValue(picked, field.useTimezone, field.time);
    if (!part) {
      runtime.setValues({ [field.name]: stored });
      return;
    }
    const range = { ...(typeof value === 'object' && value !== null ? value : {}), [part]: stored };
    runtime.setValues({ [field.name]: range });
  };

  const button = (part: 'from' | 'to' | undefined) => {
    const date = asDate(part ? getPath(value, part) : value);
    const id = inputId(runtime.idPrefix, part ? `${field.name}.${part}` : field.name);
    return (
      <button
        key={part ?? 'date'}
        id={part === 'to' ? id : inputId(runtime.idPrefix, field.name)}
        type="button"
        aria-haspopup="dialog"
        aria-label={part ? `${label} ${t(`forms.${part}`)}` : undefined}
        disabled={disabled}
        autoFocus={part !== 'to' && field.autoFocus}
        onClick={() => void pick(part)}
        className={buttonClassName}
      >
        {part && <span className="text-sm text-neutral-400">{t(`forms.${part}`)}</span>}
        <span className={date ? 'tabular-nums' : 'text-neutral-400'}>
          {date ? format(date, shown) : t('forms.chooseDate')}
        </span>
        <span aria-hidden>📅</span>
      </button>
    );
  };
  return field.range ? (
    <div className="grid gap-2 sm:grid-cols-2">{[button('from'), button('to')]}</div>
  ) : (
    button(undefined)
  );
}
