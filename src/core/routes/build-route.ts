import { patternSegments } from './path-pattern.ts';
import { appendQueryValue, isQueryList, searchString, type QueryParams } from './query.ts';

/**
 * Fills the `:param` placeholders of `pattern` (URL-encoded); params left over become the query string, arrays as
 * repeated keys, undefined and null left out (000 §2.1 route building, 001 §2.2). An empty string is a value:
 * 001 §2.5 builds an add-parcel route with an empty asnId. A placeholder without a value is a programming error and
 * throws.
 */
export function buildRoute(pattern: string, params: QueryParams = {}): string {
  const placeholders = new Set<string>();
  const segments = patternSegments(pattern).map((segment) => {
    if (segment.type === 'literal') return segment.text;
    const value = params[segment.name];
    if (value === undefined || value === null) {
      throw new Error(`buildRoute('${pattern}'): the param '${segment.name}' is missing`);
    }
    if (isQueryList(value)) {
      throw new Error(
        `buildRoute('${pattern}'): the param '${segment.name}' fills a path segment and cannot be a list`,
      );
    }
    placeholders.add(segment.name);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!placeholders.has(key)) appendQueryValue(query, key, value);
  }
  return `/${segments.join('/')}${searchString(query)}`;
}
