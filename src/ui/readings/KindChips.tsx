import { useTranslation } from 'react-i18next';
import type { DecodedKindFields } from '../../core/readings/decoded-read.ts';
import { kindFieldText, type TextKindField } from '../../core/readings/kind-fields.ts';
import { toneClasses, type Tone } from '../tones.ts';

/** A kind field a row shows as a chip (002 §5 QC status: LOADING, OK, KO), when the read has it. */
export interface KindChipSpec {
  field: TextKindField;
  /** i18n key of the caption before the value (e.g. 'QC'); none shows the value alone. */
  label?: string;
  /** Per value: its tone, and an i18n key of its text (else the value as the server gave it). */
  values?: Readonly<Record<string, { tone?: Tone; label?: string }>>;
  /** The tone of a value not listed (neutral by default). */
  tone?: Tone;
}

/** The chips of a read's kind fields that the list names, in the list's order. */
export function KindChips({
  fields,
  chips,
}: {
  fields: DecodedKindFields | undefined;
  chips: readonly KindChipSpec[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {chips.map((chip) => {
        const value = kindFieldText(fields, chip.field);
        if (!value) return null;
        const known = chip.values?.[value];
        return (
          <span
            key={chip.field}
            data-kind-field={chip.field}
            data-value={value}
            className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${toneClasses[known?.tone ?? chip.tone ?? 'neutral']}`}
          >
            {chip.label && <span className="mr-1 uppercase opacity-80">{t(chip.label)}</span>}
            {known?.label ? t(known.label) : value}
          </span>
        );
      })}
    </>
  );
}
