import { useEffect, useState } from 'react';
import type { ApiClient } from '../../api/http-client.ts';
import { searchPlaces, type PlaceOption } from '../../api/self-initialization.ts';

/** The wait after the last keystroke before the places are searched. */
export const placeSearchDebounceMs = 300;

/**
 * The places matching `query`, looked up through the API 300 ms after it last changed; an older answer is dropped.
 * While the answer for `query` is not in, `searching` holds and the previous places stay shown.
 */
export function usePlaceSearch(api: ApiClient, query: string) {
  const [answer, setAnswer] = useState<{ query: string; places: PlaceOption[] }>();
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchPlaces(api, query, controller.signal).then((places) => {
        if (!controller.signal.aborted) setAnswer({ query, places });
      });
    }, placeSearchDebounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query]);
  return { places: answer?.places ?? [], searching: answer?.query !== query };
}
