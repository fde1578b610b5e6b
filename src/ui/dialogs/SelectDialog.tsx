import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption, SelectRequest } from '../../runtime/dialog-service.types.ts';
import { DialogButton } from './DialogButton.tsx';
import { DialogActions, DialogFrame } from './DialogFrame.tsx';
import { inputClassName } from './dialog-styles.ts';
import { optionFontSize } from './option-font-size.ts';

const gridColumns = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3' } as const;

const matches = (option: SelectOption, filter: string) =>
  [option.label, option.secondaryLabel ?? ''].some((text) => text.toLocaleLowerCase().includes(filter));

/**
 * 000 §2.18 select / search modal: a filter field, the options in 1 to 3 columns, 'no result' when none matches.
 * Single select answers at the first tap; multi-select toggles options and answers with Save.
 */
export function SelectDialog({
  request,
  onResolve,
}: {
  request: SelectRequest;
  onResolve: (values: string[] | undefined) => void;
}) {
  const { t } = useTranslation();
  const filterId = useId();
  const optionId = useId();
  const filterRef = useRef<HTMLInputElement>(null);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState(() => new Set(request.selected));
  const visible = request.options.filter((option) => matches(option, filter.trim().toLocaleLowerCase()));
  const choose = (value: string) => {
    if (!request.multiple) return onResolve([value]);
    const next = new Set(chosen);
    if (!next.delete(value)) next.add(value);
    setChosen(next);
  };
  const chosenValues = request.options.filter((option) => chosen.has(option.value)).map((option) => option.value);
  const cancel = () => onResolve(undefined);
  return (
    <DialogFrame title={request.title} onClose={cancel} initialFocus={filterRef} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (visible.length === 1 && visible[0]) choose(visible[0].value);
        }}
      >
        <label htmlFor={filterId} className="sr-only">
          {t('dialogs.selectSearch')}
        </label>
        <input
          ref={filterRef}
          id={filterId}
          type="search"
          value={filter}
          placeholder={t('dialogs.selectSearch')}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
          className={inputClassName}
        />
      </form>
      {visible.length === 0 ? (
        <p className="mt-6 text-center text-lg text-neutral-400">{t('dialogs.noResult')}</p>
      ) : (
        <ul className={`mt-4 grid min-h-0 gap-3 overflow-y-auto p-1 ${gridColumns[request.columns ?? 1]}`}>
          {visible.map((option, index) => (
            <li key={option.value}>
              <button
                type="button"
                aria-describedby={option.secondaryLabel ? `${optionId}-${index}` : undefined}
                aria-pressed={request.multiple ? chosen.has(option.value) : undefined}
                aria-current={!request.multiple && chosen.has(option.value) ? 'true' : undefined}
                onClick={() => choose(option.value)}
                style={{ fontSize: `${optionFontSize(option.label)}px` }}
                className="min-h-14 w-full rounded-xl bg-neutral-800 px-4 py-3 text-left font-semibold ring-1 ring-white/10 hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand aria-[current=true]:ring-2 aria-[current=true]:ring-brand aria-pressed:bg-brand aria-pressed:text-neutral-950"
              >
                {option.label}
                {option.secondaryLabel && (
                  // Out of the name (the option's label is), read as its description.
                  <span
                    id={`${optionId}-${index}`}
                    aria-hidden="true"
                    className="block text-base font-normal opacity-75"
                  >
                    {option.secondaryLabel}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogActions>
        {request.multiple && (
          <p className="mr-auto self-center text-neutral-400">
            {t('dialogs.selectedCount', { count: chosenValues.length })}
          </p>
        )}
        <DialogButton onClick={cancel}>{t('dialogs.cancel')}</DialogButton>
        {request.multiple && (
          <DialogButton variant="primary" onClick={() => onResolve(chosenValues)}>
            {t('dialogs.save')}
          </DialogButton>
        )}
      </DialogActions>
    </DialogFrame>
  );
}
