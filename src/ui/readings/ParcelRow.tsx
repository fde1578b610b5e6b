import { useTranslation } from 'react-i18next';
import { parcelState, type ParcelRowData, type ParcelState } from '../../core/readings/parcel-row.ts';
import type { ReadingColour } from '../../core/readings/decode-result-label.ts';
import { Chip } from './Chip.tsx';
import { TrashIcon } from './RowFrame.tsx';

const stateColour: Readonly<Record<ParcelState, ReadingColour | undefined>> = {
  toRead: 'grey',
  unexpected: 'orange',
  forced: 'yellow',
  ok: 'green',
  removed: 'blueGrey',
};

/**
 * A parcel row of 000 §2.15: code, read counter, state badge, delete once detected; with `onForce`, a parcel still to
 * read can be forced (001 §2.10, after the user's PIN).
 */
export function ParcelRow({
  parcel,
  onDelete,
  onForce,
}: {
  parcel: ParcelRowData;
  onDelete?: () => void;
  onForce?: () => void;
}) {
  const { t } = useTranslation();
  const state = parcelState(parcel);
  return (
    <div
      data-parcel={parcel.code}
      data-state={state}
      className="flex items-center gap-3 border-b border-neutral-800 px-3 py-2"
    >
      <span className="flex-1 font-mono font-semibold">{parcel.code}</span>
      <span aria-label={t('readings.counter')} className="tabular-nums">
        {parcel.parcelEntryQuantity}
      </span>
      <Chip colour={stateColour[state]}>{t(`readings.parcel.${state}`)}</Chip>
      {state === 'toRead' && onForce && (
        <button
          type="button"
          onClick={onForce}
          aria-label={t('readings.parcel.force', { code: parcel.code })}
          className="min-h-11 rounded-lg bg-neutral-800 px-3 text-sm font-semibold hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {t('readings.parcel.forceLabel')}
        </button>
      )}
      {parcel.detected && !parcel.removed && onDelete && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('readings.parcel.delete', { code: parcel.code })}
          className="rounded-lg p-2 text-red-400 hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <TrashIcon />
        </button>
      )}
    </div>
  );
}
