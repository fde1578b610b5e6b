import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Printer } from '../../core/printers.ts';

export interface PrinterPickerProps {
  printers: readonly Printer[];
  selected: Printer | undefined;
  onSelect: (printer: Printer | undefined) => void;
}

/** 000 §2.7 printer selection ('Select printer'): the printers of the user's places; the choice is the default. */
export function PrinterPicker({ printers, selected, onSelect }: PrinterPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mt-5 flex flex-col gap-2">
      <label htmlFor={id} className="text-lg text-neutral-300">
        {t('panel.printers.label')}
      </label>
      <select
        id={id}
        value={selected?.id ?? ''}
        disabled={printers.length === 0}
        onChange={(event) => onSelect(printers.find((printer) => printer.id === event.target.value))}
        className="min-h-14 rounded-xl bg-neutral-800 px-4 text-lg text-neutral-100 focus-visible:outline-4 focus-visible:outline-brand disabled:opacity-60"
      >
        <option value="">{t('panel.printers.none')}</option>
        {printers.map((printer) => (
          <option key={printer.id} value={printer.id}>
            {printer.description === printer.code ? printer.code : `${printer.description} (${printer.code})`}
          </option>
        ))}
      </select>
      {printers.length === 0 && <p className="text-neutral-400">{t('panel.printers.empty')}</p>}
    </div>
  );
}
