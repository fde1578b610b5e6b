import { addMonths, format, isSameMonth, setYear } from 'date-fns';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatePickerRequest } from '../../runtime/dialog-service.types.ts';
import { clampDay, pickerDateFormat, pickerLocale, yearOptions } from './calendar.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { MonthGrid } from './MonthGrid.tsx';

const navClassName =
  'grid size-14 place-items-center rounded-xl bg-neutral-800 text-2xl hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand aria-disabled:opacity-40 aria-disabled:hover:bg-neutral-800';

/**
 * 000 §2.18 date picker: a month grid (dd/MM/yyyy in Italian, MM/dd/yyyy otherwise), a year dropdown of 4 years,
 * days outside min/max disabled, an optional Clear (answers null); a tap on a day answers it.
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
  const [focused, setFocused] = useState(() => clampDay(value ?? new Date(), minDate, maxDate));
  const moveTo = (date: Date) => setFocused(clampDay(date, minDate, maxDate));
  // Month buttons stay focusable at the bounds (aria-disabled) so the focus never drops out of the dialog.
  const atMin = minDate !== undefined && isSameMonth(focused, minDate);
  const atMax = maxDate !== undefined && isSameMonth(focused, maxDate);
  return (
    <DialogFrame title={request.title} onClose={() => onResolve(undefined)} initialFocus={dayRef}>
      <p className="mt-1 text-lg text-neutral-300">{value ? format(value, dateFormat) : t('dialogs.noDate')}</p>
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
        selected={value}
        onSelect={(day) => onResolve(day)}
        minDate={minDate}
        maxDate={maxDate}
        locale={locale}
        dateFormat={dateFormat}
        focusedRef={dayRef}
      />
      <DialogActions>
        <DialogButton onClick={() => onResolve(undefined)}>{t('dialogs.close')}</DialogButton>
        {request.clearable && <DialogButton onClick={() => onResolve(null)}>{t('dialogs.clear')}</DialogButton>}
      </DialogActions>
    </DialogFrame>
  );
}
