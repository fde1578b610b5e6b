import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hourChoices, minuteChoices, twoDigits, type TimeOfDay } from '../../core/forms/time-of-day.ts';

const selectClassName =
  'min-h-14 rounded-xl bg-neutral-800 px-3 text-xl tabular-nums ring-1 ring-white/10 focus:ring-4 focus:ring-brand focus:outline-none';

/** The time of day of the date picker (000 §9 Time format HH:mm:ss): an hours and a minutes dropdown, 24 hours. */
export function TimeOfDayPicker({ value, onChange }: { value: TimeOfDay; onChange: (time: TimeOfDay) => void }) {
  const { t } = useTranslation();
  const hoursId = useId();
  const minutesId = useId();
  return (
    <fieldset className="mt-4">
      <legend className="text-lg text-neutral-300">{t('dialogs.time')}</legend>
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor={hoursId} className="sr-only">
          {t('dialogs.hours')}
        </label>
        <select
          id={hoursId}
          value={value.hours}
          onChange={(event) => onChange({ ...value, hours: Number(event.target.value) })}
          className={selectClassName}
        >
          {hourChoices.map((hour) => (
            <option key={hour} value={hour}>
              {twoDigits(hour)}
            </option>
          ))}
        </select>
        <span aria-hidden className="text-2xl font-semibold">
          :
        </span>
        <label htmlFor={minutesId} className="sr-only">
          {t('dialogs.minutes')}
        </label>
        <select
          id={minutesId}
          value={value.minutes}
          onChange={(event) => onChange({ ...value, minutes: Number(event.target.value) })}
          className={selectClassName}
        >
          {minuteChoices.map((minute) => (
            <option key={minute} value={minute}>
              {twoDigits(minute)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
