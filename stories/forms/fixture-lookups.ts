import type { FormLookups, LookupEntity } from '../../src/api/form-lookups.ts';
import type { LookupRequest } from '../../src/core/forms/lookup-requests.ts';
import places from '../../sandbox/seed/data/places.json';

/** The sandbox's seed places and zones as lookup fixtures (their code stands in for the server id). */
const datasets: Record<string, LookupEntity[]> = {
  places: places.places.map((place) => ({ ...place, id: place.code })),
  zones: places.zones.map((zone) => ({ ...zone, id: zone.code })),
};

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : String(value).split(',');

/** Answers form lookups from the fixtures with the sandbox's filter rule (ids, equalCodes, search, other fields). */
export function fixtureLookups(): FormLookups {
  return {
    async search(request: LookupRequest) {
      const resource = request.endpoint.replace(/\/+$/, '').split('/').at(-1) ?? '';
      let found = datasets[resource] ?? [];
      for (const [key, value] of Object.entries(request.query)) {
        const wanted = asList(value);
        if (key === 'size' || key === 'offset') continue;
        if (key === 'search') {
          const text = String(value).toLowerCase();
          found = found.filter((entity) =>
            `${String(entity.code)} ${String(entity.description)}`.toLowerCase().includes(text),
          );
        } else if (key === 'ids') found = found.filter((entity) => wanted.includes(String(entity.id)));
        else if (key === 'equalCodes') found = found.filter((entity) => wanted.includes(String(entity.code)));
        else found = found.filter((entity) => wanted.includes(String(entity[key])));
      }
      const size = Number(request.query.size ?? 25);
      return found.slice(0, Number.isFinite(size) ? size : 25);
    },
  };
}
