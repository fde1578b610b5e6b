import { addMonths, format, isSameMonth, setYear } from 'date-fns';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withTime } from '../../core/dates.ts';
import { atTimeOfDay, initialTimeOfDay, isNotBefore } from '../../core/forms/time-of-day.ts';
import type { DatePickerRequest } from '../../runtime/dialog-service.types.ts';
import { clampDay, pickerDateFormat, pickerLocale, yearOptions } from './calendar.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { MonthGrid } from './MonthGrid.tsx';
import { TimeOfDayPicker } from './TimeOfDayPicker.tsx';

const navClassName =
  'grid size-14 place-items-center rounded-xl bg-neutral-800 text-2xl hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand aria-disabled:opacity-40 aria-disabled:hover:bg-neutral-800';

/**
 * 000 §2.18 date picker: a month grid (dd/MM/yyyy in Italian, MM/dd/yyyy otherwise), a year dropdown of 4 years,
 * days outside min/max disabled, an optional Clear (answers null); a tap on a day answers it. With `time` a tap
 * selects the day, hours and minutes are chosen below, and OK answers (never before `notBefore`).
 */
export function DatePickerDialog({
  request,
  onResolve,
}: {
  request: DatePickerRequest;
  onResolve: (date: Date | null | undefined) => void;
}) {
  const { t, i18n } = useTranslation();
  const { minDate, maxDate, value } = request;
  const locale = pickerLocale(i18n.language);
  const dateFormat = pickerDateFormat(i18n.language);
  const yearId = useId();
  const dayRef = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(() => clampDay(value ?? request.notBefore ?? new Date(), minDate, maxDate));
  const timed = request.time === true;
  const [day, setDay] = useState(value);
  const [time, setTime] = useState(() => initialTimeOfDay(value, request.notBefore, new Date()));
  const chosen = timed ? day && atTimeOfDay(day, time) : value;
  const shownFormat = withTime(dateFormat, timed);
  const hintId = useId();
  // Why OK cannot answer yet (with time): no day chosen, or a time before the earliest allowed (a range's start).
  const hint = !timed
    ? undefined
    : !chosen
      ? t('dialogs.chooseDay')
      : request.notBefore && !isNotBefore(chosen, request.notBefore)
        ? t('dialogs.notBefore', { date: format(request.notBefore, shownFormat) })
        : undefined;
  const moveTo = (date: Date) => setFocused(clampDay(date, minDate, maxDate));
  // Month buttons stay focusable at the bounds (aria-disabled) so the focus never drops out of the dialog.
  const atMin = minDate !== undefined && isSameMonth(focused, minDate);
  const atMax = maxDate !== undefined && isSameMonth(focused, maxDate);
  return (
    <DialogFrame title={request.title} onClose={() => onResolve(undefined)} initialFocus={dayRef}>
      <p className="mt-1 text-lg text-neutral-300" aria-live={timed ? 'polite' : undefined}>
        {chosen ? format(chosen, shownFormat) : t('dialogs.noDate')}
      </p>
      <div className="mt-4 flex items-center gap-3">
        <button
          type="button"
          aria-label={t('dialogs.previousMonth')}
          aria-disabled={atMin}
          onClick={() => !atMin && moveTo(addMonths(focused, -1))}
          className={navClassName}
        >
          <span aria-hidden>‹</span>
        </button>
        <p className="flex-1 text-center text-xl font-semibold first-letter:uppercase">
          {format(focused, 'LLLL', { locale })}
        </p>
        <label htmlFor={yearId} className="sr-only">
          {t('dialogs.year')}
        </label>
        <select
          id={yearId}
          value={focused.getFullYear()}
          onChange={(event) => moveTo(setYear(focused, Number(event.target.value)))}
          className="min-h-14 rounded-xl bg-neutral-800 px-3 text-xl ring-1 ring-white/10 focus:ring-4 focus:ring-brand focus:outline-none"
        >
          {yearOptions(focused.getFullYear(), minDate, maxDate).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-label={t('dialogs.nextMonth')}
          aria-disabled={atMax}
          onClick={() => !atMax && moveTo(addMonths(focused, 1))}
          className={navClassName}
        >
          <span aria-hidden>›</span>
        </button>
      </div>
      <MonthGrid
        focused={focused}
        onFocusedChange={setFocused}
        selected={timed ? day : value}
        onSelect={(picked) => (timed ? setDay(picked) : onResolve(picked))}
        minDate={minDate}
        maxDate={maxDate}
        locale={locale}
        dateFormat={dateFormat}
        focusedRef={dayRef}
      />
      {timed && (
        <>
          <TimeOfDayPicker value={time} onChange={setTime} />
          <p id={hintId} role="status" className="mt-3 min-h-7 text-lg text-amber-300">
            {hint}
          </p>
        </>
      )}
      <DialogActions>
        <DialogButton onClick={() => onResolve(undefined)}>{t('dialogs.close')}</DialogButton>
        {request.clearable && <DialogButton onClick={() => onResolve(null)}>{t('dialogs.clear')}</DialogButton>}
        {timed && (
          // aria-disabled, not disabled: the button keeps the focus while the operator fixes the day or the time.
          <DialogButton
            variant="primary"
            aria-disabled={hint !== undefined}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => chosen && hint === undefined && onResolve(chosen)}
            className="aria-disabled:opacity-50"
          >
            {t('dialogs.ok')}
          </DialogButton>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
