/**
 * The data a form starts with (000 §3, §2.13): stored values first (the whole stored form with activeStorageForm,
 * else each storage field's own entry), then defaultValue with its placeholders resolved, currentDateAsDefault,
 * and the checkbox offValue.
 */
import { startOfMinute } from 'date-fns';
import { dayToEpoch, localDay } from './date-values.ts';
import type { FormField } from './form-field.ts';
import { resolvePlaceholders, type PlaceholderContext } from './placeholders.ts';
import { getPath, setPath } from './value-path.ts';

export interface InitialDataInput {
  fields: readonly FormField[];
  placeholders: PlaceholderContext;
  /** Values restored from storage (already keyed by field name). */
  stored?: Readonly<Record<string, unknown>>;
  now?: Date;
}

export function initialFormData({ fields, placeholders, stored = {}, now = new Date() }: InitialDataInput) {
  let data: Record<string, unknown> = {};
  for (const field of fields) {
    const storedValue = getPath(stored, field.name);
    let value: unknown = storedValue;
    if (value === undefined && field.defaultValue !== undefined && field.type !== 'autocomplete') {
      value = resolvePlaceholders(field.defaultValue, placeholders);
      if (field.type === 'checkbox' && value === true) value = field.onValue;
    }
    if (value === undefined && field.type === 'date' && field.currentDateAsDefault) {
      // With `time` the current date is the current minute, as the picker would give it.
      const today = field.time
        ? startOfMinute(now).getTime()
        : dayToEpoch(localDay(now), field.useTimezone, now.getTimezoneOffset());
      value = field.range ? { from: today, to: today } : today;
    }
    if (value === undefined && field.type === 'checkbox') value = field.offValue;
    if (value !== undefined) data = setPath(data, field.name, value);
  }
  return data;
}
