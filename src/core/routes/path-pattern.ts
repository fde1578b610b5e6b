/** One segment of a route pattern: a fixed word, or a `:name` placeholder filling a whole segment (000 §2.1). */
export type PatternSegment = { type: 'literal'; text: string } | { type: 'param'; name: string };

export function patternSegments(pattern: string): PatternSegment[] {
  return splitSegments(pattern).map((segment) =>
    segment.startsWith(':') ? { type: 'param', name: segment.slice(1) } : { type: 'literal', text: segment },
  );
}

/**
 * The raw (still encoded) segments of a path, or undefined for something that is not a path. A query or hash is
 * ignored and one trailing slash is dropped, so '/login/' is '/login'. Inner empty segments are kept: 001 §2.5 opens
 * /shipping/:opCode/asn/:asnId/add/:parcelId with an empty asnId when there is no ASN.
 */
export function pathSegments(path: string): string[] | undefined {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/')) return undefined;
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return splitSegments(trimmed);
}

function splitSegments(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}
