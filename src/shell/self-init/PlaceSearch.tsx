import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/http-client.ts';
import type { PlaceOption } from '../../api/self-initialization.ts';
import { ChosenPlaces } from './ChosenPlaces.tsx';
import { inputClassName, labelClassName, sectionClassName } from './styles.ts';
import { usePlaceSearch } from './use-place-search.ts';

export interface PlaceSearchProps {
  api: ApiClient;
  /** The chosen places, in the order they were picked. */
  selected: readonly PlaceOption[];
  onChange: (places: PlaceOption[]) => void;
}

/** The required, multiple places search of 000 §2.5: type to search api/v1/places, tick places to choose them. */
export function PlaceSearch({ api, selected, onChange }: PlaceSearchProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const { places, searching } = usePlaceSearch(api, query);
  const chosenIds = new Set(selected.map((place) => place.id));
  const toggle = (place: PlaceOption) =>
    onChange(chosenIds.has(place.id) ? selected.filter((p) => p.id !== place.id) : [...selected, place]);
  const status = searching ? t('selfInit.searching') : places.length === 0 ? t('selfInit.noPlaces') : '';
  return (
    <fieldset className={sectionClassName}>
      <legend className="sr-only">{t('selfInit.places')}</legend>
      <h2 aria-hidden="true" className="text-xl font-bold">
        {t('selfInit.places')} <span className="text-brand">*</span>
      </h2>
      <ChosenPlaces places={selected} onRemove={toggle} />
      <label htmlFor={inputId} className={labelClassName}>
        {t('selfInit.searchPlaces')}
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter searches nothing more and must not submit the screen's form.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        className={inputClassName}
      />
      <p role="status" className="min-h-6 text-neutral-400">
        {status}
      </p>
      <ul aria-label={t('selfInit.results')} className="flex max-h-80 flex-col gap-1 overflow-y-auto">
        {places.map((place) => (
          <li key={place.id}>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 hover:bg-neutral-800">
              <input
                type="checkbox"
                checked={chosenIds.has(place.id)}
                onChange={() => toggle(place)}
                className="size-6 accent-brand"
              />
              <span className="text-lg">{place.description || place.code}</span>
              {place.description && <span className="text-neutral-400">{place.code}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
