import { useTranslation } from 'react-i18next';
import type { PlaceOption } from '../../api/self-initialization.ts';

/** The chosen places as removable chips. */
export function ChosenPlaces({
  places,
  onRemove,
}: {
  places: readonly PlaceOption[];
  onRemove: (place: PlaceOption) => void;
}) {
  const { t } = useTranslation();
  if (places.length === 0) return <p className="text-neutral-400">{t('selfInit.noneChosen')}</p>;
  return (
    <ul aria-label={t('selfInit.chosen')} className="flex flex-wrap gap-2">
      {places.map((place) => {
        const name = place.description || place.code;
        return (
          <li
            key={place.id}
            className="flex items-center gap-1 rounded-full bg-neutral-800 py-1 pr-1 pl-4 font-semibold"
          >
            {name}
            <button
              type="button"
              aria-label={t('selfInit.remove', { place: name })}
              onClick={() => onRemove(place)}
              className="flex size-9 items-center justify-center rounded-full text-xl hover:bg-neutral-700 focus-visible:outline-4 focus-visible:outline-brand"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
