import { addDays, addMonths, format, isSameDay, isToday, type Locale } from 'date-fns';
import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react';
import { clampDay, isDayAllowed, monthWeeks, weekDays } from './calendar.ts';

/** Arrow keys move a day or a week, Page Up / Page Down a month (the WAI-ARIA date picker grid). */
const moves: Record<string, (date: Date) => Date> = {
  ArrowLeft: (date) => addDays(date, -1),
  ArrowRight: (date) => addDays(date, 1),
  ArrowUp: (date) => addDays(date, -7),
  ArrowDown: (date) => addDays(date, 7),
  PageUp: (date) => addMonths(date, -1),
  PageDown: (date) => addMonths(date, 1),
};

/** The days of the focused day's month as a grid of buttons with one tab stop (the focused day). */
export function MonthGrid(props: {
  focused: Date;
  onFocusedChange: (date: Date) => void;
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  minDate: Date | undefined;
  maxDate: Date | undefined;
  locale: Locale;
  dateFormat: string;
  focusedRef: RefObject<HTMLButtonElement | null>;
}) {
  const { focused, selected, minDate, maxDate, locale, focusedRef } = props;
  const captionId = useId();
  const movedByKey = useRef(false);
  useEffect(() => {
    if (movedByKey.current) focusedRef.current?.focus();
    movedByKey.current = false;
  }, [focused, focusedRef]);
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    movedByKey.current = true;
    props.onFocusedChange(clampDay(move(focused), minDate, maxDate));
  };
  return (
    <table role="grid" aria-labelledby={captionId} onKeyDown={onKeyDown} className="mt-3 w-full table-fixed">
      <caption id={captionId} className="sr-only">
        {format(focused, 'LLLL yyyy', { locale })}
      </caption>
      <thead>
        <tr>
          {weekDays(focused, locale).map((day) => (
            <th key={day.getDay()} scope="col" abbr={format(day, 'EEEE', { locale })} className="py-2 text-neutral-400">
              {format(day, 'EEEEEE', { locale })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(focused, locale).map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (!day) return <td key={column} />;
              const isSelected = selected !== undefined && isSameDay(day, selected);
              const isFocused = isSameDay(day, focused);
              return (
                <td key={column} role="gridcell" aria-selected={isSelected} className="p-0.5">
                  <button
                    type="button"
                    ref={isFocused ? focusedRef : undefined}
                    tabIndex={isFocused ? 0 : -1}
                    disabled={!isDayAllowed(day, minDate, maxDate)}
                    aria-label={format(day, props.dateFormat)}
                    aria-current={isToday(day) ? 'date' : undefined}
                    onClick={() => props.onSelect(day)}
                    className={`aspect-square min-h-12 w-full rounded-xl text-xl font-semibold focus-visible:outline-4 focus-visible:outline-brand disabled:text-neutral-600 aria-[current=date]:ring-2 aria-[current=date]:ring-neutral-400 ${isSelected ? 'bg-brand text-neutral-950' : 'hover:bg-neutral-700 disabled:hover:bg-transparent'}`}
                  >
                    {format(day, 'd')}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
